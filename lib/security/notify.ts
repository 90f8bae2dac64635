import "server-only";
// Issue 32 §1: every change to an account's sign-in security rings its owner's bell, so a change made
// from a stolen session is seen. Queued in the change's transaction (lib/notifications/deliver.ts).
import { notifyUser } from "@/lib/notifications/deliver";
import type { AfterCommit } from "@/lib/transaction";
import { SECURITY_PATH } from "@/lib/security/paths";

const MESSAGES = {
  "totp-enabled": "Authenticator codes were turned on for your account.",
  "totp-disabled": "Authenticator codes were turned off for your account.",
  "recovery-codes-regenerated": "New recovery codes were made for your account; the old ones no longer work.",
  "recovery-code-used": "A recovery code was used to sign in to your account.",
  "passkey-added": "A passkey was added to your account.",
  "passkey-renamed": "A passkey of your account was renamed.",
  "passkey-removed": "A passkey was removed from your account.",
  "session-revoked": "A session of your account was signed out.",
  "other-sessions-revoked": "All other sessions of your account were signed out.",
  "second-factor-reset": "A company employee reset your account's second factor and signed you out everywhere. Set up authenticator codes again on your Security page.",
} as const;

export type SecurityNotice = keyof typeof MESSAGES;

export function notifySecurityChange(afterCommit: AfterCommit, userId: string, kind: SecurityNotice, detail?: string): Promise<void> {
  return notifyUser(afterCommit, userId, { kind: `security.${kind}`, message: detail ? `${MESSAGES[kind]} ${detail}` : MESSAGES[kind], link: SECURITY_PATH });
}
