import type { Metadata } from "next";
import { requirePermission } from "@/lib/auth/current-user";
import { getSecurityOverview } from "@/lib/security/queries";
import { TotpPanel } from "@/components/security/totp-panel";
import { SessionsPanel } from "@/components/security/sessions-panel";
import { PasskeysPanel } from "@/components/security/passkeys-panel";
import { PageSection } from "@/components/shared/page-section";

export const metadata: Metadata = { title: "Security" };

// Issue 32 §1: every user's own sign-in security: passkeys, authenticator codes with their recovery codes,
// and the sessions the account holds. Read on the server; each change is a server action that asks again.
export default async function SecurityPage() {
  const user = await requirePermission("security.manage-own");
  const { totp, setup, recoveryCodesLeft, sessions, passkeys } = await getSecurityOverview(user);
  const rows = sessions.map((s) => ({ ...s, startedAt: s.startedAt.toISOString(), lastSeenAt: s.lastSeenAt.toISOString() }));
  const keys = passkeys.map((p) => ({ ...p, createdAt: p.createdAt.toISOString(), lastUsedAt: p.lastUsedAt?.toISOString() ?? null }));
  return (
    <PageSection id="security-title" title="Security" narrow description="How your account signs in, and where it is signed in now. Every change asks for your password again and is announced in your notifications.">
      <PasskeysPanel passkeys={keys} allowCode={totp === "on"} />
      <TotpPanel totp={totp} setup={setup} recoveryCodesLeft={recoveryCodesLeft} />
      <SessionsPanel sessions={rows} allowCode={totp === "on"} />
    </PageSection>
  );
}
