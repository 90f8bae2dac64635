/** The login or register screen's address (a link, so switching works without JavaScript), keeping `next`. */
export function authHref(screen: "login" | "register", next: string): string {
  const query = next !== "/dashboard" ? `?${new URLSearchParams({ next })}` : "";
  return `/${screen}${query}`;
}
