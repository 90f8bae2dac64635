// zod/mini, not the full zod: the login screen validates with these schemas in the browser, and the mini
// build leaves out the chained-method API the login page would otherwise download in full. The server
// parses with the same schemas (route()), so both sides keep one set of rules and messages.
import * as z from "zod/mini";

export const ROLES = ["employee", "external"] as const;
export type Role = (typeof ROLES)[number];

export const loginSchema = z.object({
  username: z.string({ error: "Username is required" }).check(z.trim(), z.minLength(1, "Username is required"), z.maxLength(64, "Username must be at most 64 characters")),
  password: z.string({ error: "Password is required" }).check(z.minLength(1, "Password is required"), z.maxLength(256, "Password must be at most 256 characters")),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  username: z.string({ error: "Username must be at least 3 characters" }).check(
    z.trim(),
    z.minLength(3, "Username must be at least 3 characters"),
    z.maxLength(64, "Username must be at most 64 characters"),
    // ASCII only: names compare by their NFKC lower-case key (lib/auth/username.ts), and an ASCII name
    // has no look-alike forms that a reader could mistake for another account.
    z.regex(/^[A-Za-z0-9._@-]+$/, "Username may contain letters (a-z), digits and . _ @ - only"),
  ),
  password: z.string({ error: "Password must be at least 6 characters" }).check(
    z.minLength(6, "Password must be at least 6 characters"),
    z.maxLength(256, "Password must be at most 256 characters"),
  ),
  role: z._default(z.enum(ROLES, { error: "Role must be employee or external" }), "external"),
  // The spec's form may send a status; the server decides it, so it is accepted and ignored.
  status: z.optional(z.string()),
});
export type RegisterInput = z.infer<typeof registerSchema>;
