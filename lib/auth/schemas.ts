// Sign-in and registration, as the routes and the login screen's actions parse them (on the server: the
// login page ships no zod). Limits and messages live in lib/auth/rules.ts.
import * as z from "zod/mini";
import { optionalEmailSchema } from "@/lib/validation/email-address";
import { MESSAGES, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from "@/lib/auth/rules";

export const ROLES = ["employee", "external"] as const;
export type Role = (typeof ROLES)[number];

export const loginSchema = z.object({
  username: z.string({ error: MESSAGES.usernameRequired }).check(z.trim(), z.minLength(1, MESSAGES.usernameRequired), z.maxLength(USERNAME_MAX, MESSAGES.usernameTooLong)),
  password: z.string({ error: MESSAGES.passwordRequired }).check(z.minLength(1, MESSAGES.passwordRequired), z.maxLength(PASSWORD_MAX, MESSAGES.passwordTooLong)),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  username: z.string({ error: MESSAGES.usernameTooShort }).check(
    z.trim(),
    z.minLength(USERNAME_MIN, MESSAGES.usernameTooShort),
    z.maxLength(USERNAME_MAX, MESSAGES.usernameTooLong),
    z.regex(USERNAME_PATTERN, MESSAGES.usernameCharacters),
  ),
  password: z.string({ error: MESSAGES.passwordTooShort }).check(z.minLength(PASSWORD_MIN, MESSAGES.passwordTooShort), z.maxLength(PASSWORD_MAX, MESSAGES.passwordTooLong)),
  role: z._default(z.enum(ROLES, { error: MESSAGES.role }), "external"),
  // Optional (issue 31): mail goes to it once its verification link has been followed.
  email: optionalEmailSchema,
  // The spec's form may send a status; the server decides it, so it is accepted and ignored.
  status: z.optional(z.string()),
});
export type RegisterInput = z.infer<typeof registerSchema>;
