// The sign-in, registration and logout calls as plain functions: the login page uses them without the
// query client (it loads no @tanstack/react-query; the signed-in layout starts a fresh cache).
import type { LoginInput, RegisterInput } from "@/lib/auth/schemas";
import type { MePayload } from "@/lib/users/wire";
import { readJsonResponse } from "@/lib/client/api";

export type RegisterResult = MePayload & { message: string };

/** The auth calls read failures with their own default text ('Login failed', 'Registration failed'). */
export async function postAuth<T>(url: string, body: unknown, fallback: string): Promise<T> {
  const res = await fetch(url, {
    method: "POST",
    credentials: "include",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return readJsonResponse<T>(res, fallback);
}

export function logIn(input: LoginInput): Promise<MePayload> {
  return postAuth<MePayload>("/api/auth/login", input, "Login failed");
}

export function registerAccount(input: RegisterInput): Promise<RegisterResult> {
  return postAuth<RegisterResult>("/api/auth/register", input, "Registration failed");
}
