// Which pages each role may open. Read by the Edge middleware (first gate) and by the pages themselves.
export const PUBLIC_PAGES = ["/login", "/share"];
export const PUBLIC_API = ["/api/auth/login", "/api/auth/register", "/api/auth/logout", "/api/share", "/api/uploads", "/api/health"];

/** Pages only employees may open; an external user asking for one is sent to the dashboard. */
export const EMPLOYEE_ONLY_PAGES: RegExp[] = [/^\/admin(\/|$)/];

const startsWithAny = (pathname: string, prefixes: string[]) =>
  prefixes.some((p) => pathname === p || pathname.startsWith(p + "/"));

export const isPublicPage = (pathname: string) => startsWithAny(pathname, PUBLIC_PAGES);
export const isPublicApi = (pathname: string) => startsWithAny(pathname, PUBLIC_API);
export const isEmployeeOnlyPage = (pathname: string) => EMPLOYEE_ONLY_PAGES.some((re) => re.test(pathname));
