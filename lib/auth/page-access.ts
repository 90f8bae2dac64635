// Which pages need which capability. Read by the Edge middleware (first gate) and by the pages themselves.
import type { Permission } from "@/lib/auth/permissions";

// The mailed links' pages (issue 31) open signed out too.
export const PUBLIC_PAGES = ["/login", "/register", "/share", "/shared/msa", "/forgot-password", "/reset-password", "/verify-email", "/unsubscribe"];
// The scheduled-work routes answer to a bearer token (lib/cron.ts), which a scheduler sends without a session.
export const PUBLIC_API = ["/api/auth/login", "/api/auth/register", "/api/auth/logout", "/api/auth/verify-email", "/api/auth/password-reset", "/api/share", "/api/shared/msa", "/api/uploads", "/api/health", "/api/cron", "/api/unsubscribe"];
/** Pages and APIs whose link is the credential (share links, mailed tokens): never cached, never indexed. */
export const SHARED_LINK_PATHS = ["/shared/msa", "/api/shared/msa", "/reset-password", "/verify-email", "/unsubscribe", "/api/unsubscribe"];

/** Pages for holders of a capability; anyone else asking for one is sent to the dashboard. */
export const PAGE_PERMISSIONS: { pattern: RegExp; permission: Permission }[] = [
  // First match wins: the deal room's tracking pages before the rest of /admin.
  { pattern: /^\/admin\/documents(\/|$)/, permission: "documents.read-all" },
  { pattern: /^\/admin\/mail-log(\/|$)/, permission: "mail.read" },
  { pattern: /^\/admin(\/|$)/, permission: "users.approve" },
  { pattern: /^\/service-hours\/review(\/|$)/, permission: "service-hours.review" },
  { pattern: /^\/negotiations(\/|$)/, permission: "templates.negotiate" },
  { pattern: /^\/templates\/manage(\/|$)/, permission: "templates.manage" },
  { pattern: /^\/api-docs(\/|$)/, permission: "openapi.read" },
  { pattern: /^\/pipeline(\/|$)/, permission: "projects.read-all" },
  { pattern: /^\/profile\/legal(\/|$)/, permission: "legal-profile.manage" },
];

const startsWithAny = (pathname: string, prefixes: string[]) =>
  prefixes.some((p) => pathname === p || pathname.startsWith(p + "/"));

export const isPublicPage = (pathname: string) => startsWithAny(pathname, PUBLIC_PAGES);
export const isPublicApi = (pathname: string) => startsWithAny(pathname, PUBLIC_API);
export const isSharedLinkPath = (pathname: string) => startsWithAny(pathname, SHARED_LINK_PATHS);
/** The capability a page needs, if any. */
export const pagePermission = (pathname: string): Permission | null => PAGE_PERMISSIONS.find((p) => p.pattern.test(pathname))?.permission ?? null;
