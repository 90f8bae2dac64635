// Issue 32 §3: while the switch "Require a second factor" covers a signed-in account that has none
// (lib/session.ts `mustEnrol`), pages send it to enrol and every route and action but enrolment refuses.
// Client-safe (AppError has no server dependencies), as lib/auth/authorize.ts is.
import { AppError } from "@/lib/errors";
import type { Access } from "@/lib/auth/permissions";

export const ENROL_PATH = "/enrol-second-factor";

export const SECOND_FACTOR_REQUIRED = "A second factor is required for your account. Set up authenticator codes (POST /api/profile/totp, then /api/profile/totp/confirm) before anything else.";

/**
 * The route/action gate's second half: 403 for an account that must enrol first, unless the call is one of
 * enrolment's own (`duringEnrolment`) or open to anyone (signing in and out).
 */
export function assertEnrolled(user: { mustEnrol?: boolean } | null | undefined, access: Access, duringEnrolment = false): void {
  if (user?.mustEnrol && access !== "public" && !duringEnrolment) throw new AppError("FORBIDDEN", SECOND_FACTOR_REQUIRED);
}
