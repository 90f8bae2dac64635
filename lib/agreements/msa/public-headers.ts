// What a share link's answers carry: never stored by a cache, never indexed by a search engine. The
// middleware sets the same on the public page and on these routes' errors.
export const NO_INDEX_HEADERS = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" } as const;

export function noIndex(res: Response): Response {
  for (const [k, v] of Object.entries(NO_INDEX_HEADERS)) res.headers.set(k, v);
  return res;
}
