// The browser's few JSON calls that are not server actions (decision 0034): the passkey ceremonies (the
// browser's own prompt sits between two server calls), the uploads that report their progress (XHR), and
// the idempotency key every action submission carries. A failed response becomes an Error whose message the
// screens show as-is in their toasts. Pages and dialogs read their data on the server, never through here.

/** The server's own `error` text of a failure, if it gave one: a toast's description under the spec's title. */
export function serverText(err: unknown): string | undefined {
  return err instanceof ApiError ? err.serverMessage : undefined;
}

/** What a failure says when the server gave no `error` text of its own (never a status code or HTML). */
export const GENERIC_FAILURE = "Something went wrong. Please try again.";

/**
 * A failed call: `message` is what to show (the server's `error` text, else the caller's fallback);
 * `serverMessage` is the server's own text alone; `status` and `fieldErrors` let forms place it.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors?: Record<string, string[]>,
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type Parsed = { isJson: true; data: unknown } | { isJson: false; text: string };

async function readBody(res: Response): Promise<Parsed> {
  const text = await res.text();
  try {
    return text.trim() === "" ? { isJson: false, text } : { isJson: true, data: JSON.parse(text) };
  } catch {
    return { isJson: false, text };
  }
}

function errorField(data: unknown): { error?: string; fieldErrors?: Record<string, string[]> } {
  if (!data || typeof data !== "object") return {};
  const { error, fieldErrors } = data as Record<string, unknown>;
  return {
    error: typeof error === "string" ? error : undefined,
    fieldErrors: fieldErrors && typeof fieldErrors === "object" ? (fieldErrors as Record<string, string[]>) : undefined,
  };
}

/**
 * Reads a response: JSON on success (an empty body is null), else an ApiError. A failure shows the body's
 * `error` string when it has one, else `fallback` (the spec's text for that call, e.g. 'Login failed'):
 * a status code, an empty `{}` or a proxy's HTML page never reaches the screen. A success that is not JSON
 * (a proxy's page answering 200) is a failure with the same fallback.
 */
export async function readJsonResponse<T>(res: Response, fallback: string = GENERIC_FAILURE): Promise<T> {
  const body = await readBody(res);
  if (!res.ok) {
    const { error, fieldErrors } = body.isJson ? errorField(body.data) : {};
    if (error) throw new ApiError(error, res.status, fieldErrors, error);
    throw new ApiError(fallback, res.status, fieldErrors);
  }
  if (body.isJson) return body.data as T;
  if (body.text === "") return null as T;
  throw new ApiError(fallback, res.status);
}

export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** A fresh key (crypto.randomUUID exists only in secure contexts; a plain-http LAN address has none). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === "function") return c.randomUUID();
  return Array.from(c.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A fetch that failed before any answer (offline, DNS, reset) becomes `fallback`; an abort stays an abort. */
async function send(url: string, init: RequestInit, fallback: string | undefined): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    if (init.signal?.aborted) throw err;
    throw new ApiError(fallback ?? GENERIC_FAILURE, 0);
  }
}

/**
 * One call to the app's API. A FormData body goes as multipart, anything else as JSON. Every POST is one
 * form submission and carries its own Idempotency-Key: the creating routes answer a repeat of it (a
 * retried or duplicated request) with the first result instead of a second row. `signal` lets a query
 * cancel its read.
 */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown, fallback?: string, options: { signal?: AbortSignal } = {}): Promise<T> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";
  if (method.toUpperCase() === "POST") headers[IDEMPOTENCY_HEADER] = newIdempotencyKey();
  const res = await send(
    url,
    {
      method,
      credentials: "include",
      headers,
      signal: options.signal,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    },
    fallback,
  );
  return readJsonResponse<T>(res, fallback);
}
