import "server-only";
import crypto from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { AppError, toAppError } from "@/lib/errors";
import { isCrossSiteWrite } from "@/lib/request";
import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from "@/lib/validation/text";
import { jsonTextTooDeep, TOO_DEEP_MESSAGE } from "@/lib/validation/depth.mjs";
import { assertAccess } from "@/lib/auth/authorize";
import { assertEnrolled } from "@/lib/auth/enrolment";
import type { Access } from "@/lib/auth/permissions";
import { SESSION_COOKIE, type SessionUser } from "@/lib/session";
import { sessionUser } from "@/lib/auth/session-user";
import { withIdempotency } from "@/lib/idempotency";

export type { Access };

const MAX_JSON_BYTES = 1024 * 1024;
// application/json, optionally with parameters, or a +json type such as application/merge-patch+json.
const JSON_CONTENT_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

type Segment = { params: Promise<Record<string, string | string[]>> };

export type RouteConfig<B, Q, P> = {
  permission: Access;
  /** A creating request: honours the Idempotency-Key header (lib/idempotency.ts). */
  idempotent?: boolean;
  body?: z.core.$ZodType<B>;
  query?: z.ZodType<Q>;
  params?: z.ZodType<P>;
  /** Answers an account that the second-factor switch holds back (lib/auth/enrolment.ts): enrolment's own routes. */
  duringEnrolment?: true;
};

export type RouteContext<B, Q, P, A extends Access> = {
  req: NextRequest;
  user: A extends "public" ? SessionUser | null : SessionUser;
  body: B;
  query: Q;
  params: P;
};

export function json(data: unknown, init?: ResponseInit): NextResponse {
  return NextResponse.json(data, init);
}

export function errorResponse(err: AppError): NextResponse {
  const body: Record<string, unknown> = { error: err.message };
  if (err.extra.fieldErrors) body.fieldErrors = err.extra.fieldErrors;
  // Step-up (lib/auth/recent-check.ts): the client asks for the password or a code, then retries.
  if (err.extra.reauth) body.reauth = true;
  const headers: Record<string, string> = {};
  if (err.extra.retryAfterSeconds) headers["Retry-After"] = String(err.extra.retryAfterSeconds);
  return NextResponse.json(body, { status: err.status, headers });
}

/** A zod failure as the 400 the design asks for: the first message, plus every field's messages. */
export function validationError(error: z.ZodError): AppError {
  const first = error.issues[0];
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  const where = first?.path.length ? first.path.join(".") : "";
  const generic = first && /^Invalid input/.test(first.message) && where;
  return new AppError("BAD_REQUEST", generic ? `${where}: ${first.message}` : first?.message ?? "Invalid input", { fieldErrors });
}

export function parseWith<T>(schema: z.core.$ZodType<T>, value: unknown): T {
  const result = z.safeParse(schema, value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

async function readJson(req: NextRequest): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_JSON_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "Request body is too large");
  const text = await req.text();
  if (text.length > MAX_JSON_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "Request body is too large");
  if (text.trim() === "") return {};
  // A form post or text/plain body is what a cross-site page can send without a preflight: never JSON.
  if (!JSON_CONTENT_TYPE.test(req.headers.get("content-type") ?? "")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Content-Type must be application/json");
  }
  if (jsonTextTooDeep(text)) throw new AppError("BAD_REQUEST", TOO_DEEP_MESSAGE);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "Malformed JSON body");
  }
}

/** One check for every text a request carries (lib/validation/text.ts), before any schema sees it. */
export function rejectControlCharacters(value: unknown, what: string): void {
  const path = findControlCharacter(value);
  if (path === null) return;
  const field = path || what;
  throw new AppError("BAD_REQUEST", `${field} ${CONTROL_CHARACTER_MESSAGE}`, { fieldErrors: { [field]: [`${field} ${CONTROL_CHARACTER_MESSAGE}`] } });
}

export async function sessionFrom(req: NextRequest): Promise<SessionUser | null> {
  return sessionUser(req.cookies.get(SESSION_COOKIE)?.value);
}

export function unexpected(err: unknown, where: string): NextResponse {
  const requestId = crypto.randomUUID();
  console.error(`[${requestId}] ${where}:`, err);
  return NextResponse.json({ error: `Something went wrong (request ${requestId.slice(0, 8)})` }, { status: 500 });
}

/**
 * Every route handler: origin check → session → input parse → handler (policy and service) → errors.
 * A handler returns data (sent as JSON 200) or a Response of its own.
 */
export function route<B = undefined, Q = undefined, P = Record<string, string>, A extends Access = Access>(
  config: RouteConfig<B, Q, P> & { permission: A },
  handler: (ctx: RouteContext<B, Q, P, A>) => Promise<unknown>,
) {
  // The config rides along on the handler, so a test can check each route file against the registry entry it serves.
  return Object.assign(async (req: NextRequest, segment?: Segment): Promise<Response> => privateResponse(await run(req, segment)), { config });

  async function run(req: NextRequest, segment?: Segment): Promise<Response> {
    try {
      if (isCrossSiteWrite(req)) throw new AppError("FORBIDDEN", "Cross-site request refused");
      const user = config.permission === "public" ? await sessionFrom(req).catch(() => null) : await sessionFrom(req);
      assertAccess(user, config.permission);
      assertEnrolled(user, config.permission, config.duringEnrolment);
      const rawParams = segment ? await segment.params : {};
      rejectControlCharacters(rawParams, "path");
      const params = config.params ? parseWith(config.params, rawParams) : (rawParams as P);
      const rawQuery = Object.fromEntries(req.nextUrl.searchParams);
      rejectControlCharacters(rawQuery, "query");
      const query = config.query ? parseWith(config.query, rawQuery) : (undefined as Q);
      let body = undefined as B;
      if (config.body) {
        const raw = await readJson(req);
        rejectControlCharacters(raw, "body");
        body = parseWith(config.body, raw);
      }
      const respond = async () => {
        const result = await handler({ req, user, body, query, params } as RouteContext<B, Q, P, A>);
        return result instanceof Response ? result : NextResponse.json(result ?? { ok: true });
      };
      return config.idempotent && user ? await withIdempotency(req, user.id, { body, query }, respond) : await respond();
    } catch (err) {
      const known = toAppError(err);
      if (known) return errorResponse(known);
      return unexpected(err, `${req.method} ${req.nextUrl.pathname}`);
    }
  }
}

/**
 * Answers that depend on who asks (and errors, which may too) must never be stored by a browser or a
 * shared cache: set once here for every route. A handler that chose its own policy keeps it.
 */
function privateResponse(res: Response): Response {
  if (!res.headers.has("Cache-Control")) res.headers.set("Cache-Control", "no-store");
  return res;
}
