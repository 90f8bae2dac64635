// One entry per route: method, path, permission and zod schemas. The route handler takes its config from
// its entry (route(entry, handler)), and the OpenAPI document and the API reference page are generated
// from the same entries, so the three cannot disagree.
import type { z } from "zod";
import type { Access } from "@/lib/auth/permissions";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A body or response that is not JSON (a CSV upload, a file's bytes, a CSV download). */
export type RawContent = { contentType: string; description: string };

export type Endpoint<B = undefined, Q = undefined, P = Record<string, string>, A extends Access = Access> = {
  method: HttpMethod;
  /** OpenAPI form: `/api/projects/{id}` for the folder `app/api/projects/[id]`. */
  path: string;
  /** Groups the endpoint in the document and on the reference page: the feature's slug. */
  tag: string;
  summary: string;
  description?: string;
  permission: A;
  /** A creating request: a repeat with the same Idempotency-Key header (per user) returns the first answer. */
  idempotent?: boolean;
  /** Answers an account the second-factor switch holds back (lib/auth/enrolment.ts): enrolment's own routes. */
  duringEnrolment?: true;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  /** A JSON body, parsed and validated by route(); a full zod or a zod/mini schema (lib/auth/schemas.ts). */
  body?: z.core.$ZodType<B>;
  /** A body route() does not parse (multipart, raw bytes): documented only. */
  rawBody?: RawContent;
  response: {
    /** The success status; 200 unless the endpoint creates something. */
    status?: 200 | 201 | 202;
    description: string;
    /** The JSON the endpoint answers with on success. */
    schema?: z.ZodType;
    raw?: RawContent;
    headers?: Record<string, string>;
  };
};

/** Any entry, whatever its schemas' types: what the document and the page walk. */
export type AnyEndpoint = Endpoint<unknown, unknown, unknown, Access>;

/** Declares an entry, keeping its schemas' types and its permission literal for route(). */
export function endpoint<B = undefined, Q = undefined, P = Record<string, string>, A extends Access = Access>(
  entry: Endpoint<B, Q, P, A>,
): Endpoint<B, Q, P, A> {
  return entry;
}

/** For the few handlers that do not go through route() (no session read): tags them with their entry. */
export function describedBy<H extends (...args: never[]) => Promise<Response>>(entry: AnyEndpoint, handler: H): H & { config: AnyEndpoint } {
  return Object.assign(handler, { config: entry });
}
