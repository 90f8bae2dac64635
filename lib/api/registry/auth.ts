import { z } from "zod";
import { loginSchema, registerSchema, ROLES } from "@/lib/auth/schemas";
import { endpoint } from "@/lib/api/registry/endpoint";
import { isoDate } from "@/lib/api/registry/wire";

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  status: z.enum(["pending", "approved", "denied"]),
  createdAt: isoDate,
});
const mePayload = z.object({ user: userSchema, isEmployee: z.boolean() });

export const authEndpoints = {
  login: endpoint({
    method: "POST",
    path: "/api/auth/login",
    tag: "auth",
    summary: "Sign in",
    description: "Sets the session cookie. Pending and denied accounts get 403; repeated failures 429.",
    permission: "public",
    body: loginSchema,
    response: { description: "The signed-in user", schema: mePayload },
  }),
  logout: endpoint({
    method: "POST",
    path: "/api/auth/logout",
    tag: "auth",
    summary: "Sign out",
    permission: "public",
    response: { description: "Always succeeds", schema: z.object({ message: z.string() }) },
  }),
  me: endpoint({
    method: "GET",
    path: "/api/auth/me",
    tag: "auth",
    summary: "The signed-in user",
    description: "401 when signed out.",
    permission: "signed-in",
    response: { description: "The signed-in user", schema: mePayload },
  }),
  register: endpoint({
    method: "POST",
    path: "/api/auth/register",
    tag: "auth",
    summary: "Register an account",
    permission: "public",
    body: registerSchema,
    response: { status: 201, description: "The new account and whether it waits for approval", schema: mePayload.extend({ message: z.string() }) },
  }),
};
