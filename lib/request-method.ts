// Pages cannot see their request's method: the middleware passes it on in this header (overwriting any
// value a client sent), so a page with a side effect can skip it for a HEAD, which must change nothing.
// Edge-safe.
export const REQUEST_METHOD_HEADER = "x-request-method";

/** True for a HEAD request, from the headers the middleware forwarded. */
export const isHeadRequest = (headers: Headers) => headers.get(REQUEST_METHOD_HEADER) === "HEAD";
