import { z } from "zod";

export const ROLES = ["employee", "external"] as const;
export type Role = (typeof ROLES)[number];

export const loginSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(64, "Username must be at most 64 characters"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(256, "Password must be at most 256 characters"),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  username: z
    .string({ error: "Username must be at least 3 characters" })
    .trim()
    .min(3, "Username must be at least 3 characters")
    .max(64, "Username must be at most 64 characters")
    // ASCII only: names compare by their NFKC lower-case key (lib/auth/username.ts), and an ASCII name
    // has no look-alike forms that a reader could mistake for another account.
    .regex(/^[A-Za-z0-9._@-]+$/, "Username may contain letters (a-z), digits and . _ @ - only"),
  password: z
    .string({ error: "Password must be at least 6 characters" })
    .min(6, "Password must be at least 6 characters")
    .max(256, "Password must be at most 256 characters"),
  role: z.enum(ROLES, { error: "Role must be employee or external" }).default("external"),
  // The spec's form may send a status; the server decides it, so it is accepted and ignored.
  status: z.string().optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;
