// Client-safe: the security page's address, for the user menu and the bell's links.
export const SECURITY_PATH = "/profile/security";
