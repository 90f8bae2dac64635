// The account rules and their messages (spec 1 §2), used by the zod schemas (schemas.ts).
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 64;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;
// ASCII only: names compare by their NFKC lower-case key (lib/auth/username.ts), and an ASCII name has no
// look-alike forms that a reader could mistake for another account.
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]+$/;

export const MESSAGES = {
  usernameRequired: "Username is required",
  passwordRequired: "Password is required",
  usernameTooShort: `Username must be at least ${USERNAME_MIN} characters`,
  usernameTooLong: `Username must be at most ${USERNAME_MAX} characters`,
  usernameCharacters: "Username may contain letters (a-z), digits and . _ @ - only",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  role: "Role must be employee or external",
} as const;
