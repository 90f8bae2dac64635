// Calls a route handler the way Next would, without a server: a real NextRequest in, a real Response out.
import { NextRequest } from "next/server";

type Handler = (req: NextRequest, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  url?: string;
  body?: unknown;
  rawBody?: BodyInit;
  cookie?: string | null;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  ip?: string;
};

export type CallResult = { status: number; body: any; headers: Headers; setCookie: string | null; text: string };

export async function call(handler: Handler, opts: CallOptions = {}): Promise<CallResult> {
  const headers = new Headers(opts.headers);
  if (opts.cookie) headers.set("cookie", opts.cookie);
  headers.set("x-forwarded-for", opts.ip ?? "10.0.0.1");
  let body: BodyInit | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers.set("content-type", "application/json");
  }
  const req = new NextRequest(new URL(opts.url ?? "/api/test", "http://localhost:3000"), {
    method: opts.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep text */
  }
  return { status: res.status, body: parsed, headers: res.headers, setCookie: res.headers.get("set-cookie"), text };
}

/** "name=value" from a Set-Cookie header, ready for the next request's Cookie header. */
export function cookieFrom(setCookie: string | null): string | null {
  return setCookie ? setCookie.split(";")[0] : null;
}
