// Kept here for the auth components; the function lives in lib/auth so the login actions can use it too
// without importing a component folder (which imports the actions).
export { authHref } from "@/lib/auth/auth-href";
