// Kept here for the auth components; the functions live in lib/auth so the login actions can use them too
// without importing a component folder (which imports the actions).
export { authHref, secondStepHref } from "@/lib/auth/auth-href";
