/** The login or register screen's address (a link, so switching works without JavaScript), keeping `next`. */
export function authHref(screen: "login" | "register", next: string): string {
  const query = next !== "/dashboard" ? `?${new URLSearchParams({ next })}` : "";
  return `/${screen}${query}`;
}

/**
 * The sign-in's second step (issue 32), a route of its own so the login page's code does not carry its
 * form; `recovery` asks for a recovery code instead of the authenticator's.
 */
export function secondStepHref(next: string, recovery = false): string {
  const params = new URLSearchParams();
  if (next !== "/dashboard") params.set("next", next);
  if (recovery) params.set("factor", "recovery");
  const query = params.toString();
  return `/login/verify${query ? `?${query}` : ""}`;
}
