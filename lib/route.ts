import "server-only";
import crypto from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { AppError, toAppError } from "@/lib/errors";
import { isCrossSiteWrite } from "@/lib/request";
import { readSession, SESSION_COOKIE, type SessionUser } from "@/lib/session";

export type Access = "public" | "user" | "employee" | "external";

const MAX_JSON_BYTES = 1024 * 1024;

type Segment = { params: Promise<Record<string, string | string[]>> };

type Config<B, Q, P> = {
  access: Access;
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  params?: z.ZodType<P>;
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

export function parseWith<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

async function readJson(req: NextRequest): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_JSON_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "Request body is too large");
  const text = await req.text();
  if (text.length > MAX_JSON_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "Request body is too large");
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "Malformed JSON body");
  }
}

export async function sessionFrom(req: NextRequest): Promise<SessionUser | null> {
  return readSession(req.cookies.get(SESSION_COOKIE)?.value);
}

/** Role gate shared by routes and actions: 401 when signed out, 403 when the role does not match. */
export function assertAccess(user: SessionUser | null, access: Access): asserts user is SessionUser {
  if (access === "public") return;
  if (!user) throw new AppError("UNAUTHENTICATED", "Not authenticated");
  if (access === "employee" && user.role !== "employee") throw new AppError("FORBIDDEN", "Employee access required");
  if (access === "external" && user.role !== "external") throw new AppError("FORBIDDEN", "This action is for investors only");
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
  config: Config<B, Q, P> & { access: A },
  handler: (ctx: RouteContext<B, Q, P, A>) => Promise<unknown>,
) {
  return async (req: NextRequest, segment?: Segment): Promise<Response> => {
    try {
      if (isCrossSiteWrite(req)) throw new AppError("FORBIDDEN", "Cross-site request refused");
      const user = config.access === "public" ? await sessionFrom(req).catch(() => null) : await sessionFrom(req);
      assertAccess(user, config.access);
      const rawParams = segment ? await segment.params : {};
      const params = config.params ? parseWith(config.params, rawParams) : (rawParams as P);
      const query = config.query ? parseWith(config.query, Object.fromEntries(req.nextUrl.searchParams)) : (undefined as Q);
      const body = config.body ? parseWith(config.body, await readJson(req)) : (undefined as B);
      const result = await handler({ req, user, body, query, params } as RouteContext<B, Q, P, A>);
      return result instanceof Response ? result : NextResponse.json(result ?? { ok: true });
    } catch (err) {
      const known = toAppError(err);
      if (known) return errorResponse(known);
      return unexpected(err, `${req.method} ${req.nextUrl.pathname}`);
    }
  };
}
