/** The login screen's address for a tab (a link, so switching works without JavaScript), keeping `next`. */
export function authHref(tab: "login" | "register", next: string): string {
  const params = new URLSearchParams();
  if (tab === "register") params.set("tab", "register");
  if (next !== "/dashboard") params.set("next", next);
  const query = params.toString();
  return query ? `/login?${query}` : "/login";
}
