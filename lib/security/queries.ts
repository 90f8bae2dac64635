import "server-only";
// What /profile/security shows: the state of authenticator codes (with the QR code while a setup waits
// for its first code), how many recovery codes are left, the account's passkeys and its sessions.
import QRCode from "qrcode";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { authorize } from "@/lib/auth/authorize";
import type { SessionUser } from "@/lib/session";
import { unseal } from "@/lib/second-factor/secret-box";
import { otpauthUrl } from "@/lib/second-factor/totp";
import { secondFactorsOf, unusedRecoveryCodes } from "@/lib/second-factor/factor-store";
import { listOwnSessions } from "@/lib/security/sessions";
import { listPasskeys } from "@/lib/security/passkeys";
import type { PendingLogin } from "@/lib/security/pending-login";

export type TotpSetupView = { secret: string; otpauthUrl: string; qrDataUrl: string };

export async function getSecurityOverview(actor: SessionUser) {
  authorize(actor, "security.manage-own");
  const db = await getDb();
  const factor = await db.totpFactor.findUnique({ where: { userId: actor.id }, select: { enabledAt: true, secretSealed: true } });
  const totp = !factor ? "off" : factor.enabledAt ? "on" : "pending";
  // The secret is shown only while the setup waits for its first code; once on, never again.
  let setup: TotpSetupView | null = null;
  const secret = factor && !factor.enabledAt ? unseal(factor.secretSealed, actor.id) : null;
  if (secret) {
    const url = otpauthUrl(secret, actor.username, env.branding.companyName);
    const svg = await QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
    setup = { secret, otpauthUrl: url, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
  }
  const recoveryCodesLeft = totp === "on" ? await unusedRecoveryCodes(db, actor.id) : 0;
  const [{ sessions }, { passkeys }] = await Promise.all([listOwnSessions(actor), listPasskeys(actor)]);
  return { totp: (setup || totp !== "pending" ? totp : "off") as "off" | "pending" | "on", setup, recoveryCodesLeft, sessions, passkeys };
}

/** What signing accepts in place of the password for the caller: a code (codes on), a passkey (one added). */
export async function signingFactors(actor: SessionUser): Promise<{ code: boolean; passkey: boolean }> {
  const factors = await secondFactorsOf(await getDb(), actor.id);
  return { code: factors.includes("totp"), passkey: factors.includes("passkey") };
}

/** The factors the login page's second step offers for a pending login. */
export async function pendingLoginFactors(pending: PendingLogin) {
  return secondFactorsOf(await getDb(), pending.uid);
}
