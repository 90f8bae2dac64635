// The browser side of every JSON call (spec 1 §7, §8). Sends cookies, speaks JSON, and turns a failed
// response into an Error whose message the screens show as-is in their toasts.
import type { QueryFunction, QueryKey } from "@tanstack/react-query";

const PREVIEW_CHARS = 100;

/** A failed call: `message` is what to show; `status` and `fieldErrors` let forms place it. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors?: Record<string, string[]>,
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
 * Reads a response: JSON on success (an empty body is null), else an ApiError. `fallback` shapes the
 * error text for a failure whose body names no error; without one the spec's generic
 * "status: body text (or status text)" rule applies.
 */
export async function readJsonResponse<T>(res: Response, fallback?: string): Promise<T> {
  const body = await readBody(res);
  if (!res.ok) {
    const { error, fieldErrors } = body.isJson ? errorField(body.data) : {};
    if (error) throw new ApiError(error, res.status, fieldErrors);
    const text = body.isJson ? JSON.stringify(body.data) : body.text;
    if (fallback) throw new ApiError(body.isJson || !text ? fallback : `${fallback}: ${text.slice(0, PREVIEW_CHARS)}`, res.status);
    throw new ApiError(`${res.status}: ${text || res.statusText}`, res.status);
  }
  if (body.isJson) return body.data as T;
  if (body.text === "") return null as T;
  throw new ApiError(`Expected JSON response, got: ${body.text.slice(0, PREVIEW_CHARS)}`, res.status);
}

/** One call to the app's API. A FormData body goes as multipart, anything else as JSON. */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined || isForm ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
  });
  return readJsonResponse<T>(res);
}

/**
 * The URL for a query key: string and number parts joined with "/" (spec 1 §7); a trailing plain
 * object becomes the query string, skipping empty values (e.g. ["/api/projects", { stage: "Committed" }]).
 */
export function urlForQueryKey(queryKey: QueryKey): string {
  const last = queryKey[queryKey.length - 1];
  const hasParams = queryKey.length > 1 && last !== null && typeof last === "object";
  const parts = (hasParams ? queryKey.slice(0, -1) : queryKey).map(String);
  const path = parts.join("/");
  if (!hasParams) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(last as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The default query function. With on401 "returnNull", a 401 means "signed out" and yields null. */
export function getQueryFn<T>({ on401 }: { on401: "returnNull" | "throw" }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(urlForQueryKey(queryKey), { credentials: "include", headers: { Accept: "application/json" }, signal });
    if (on401 === "returnNull" && res.status === 401) return null;
    return readJsonResponse<T>(res);
  };
}
