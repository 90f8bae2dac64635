import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/current-user";
import { authHref } from "@/lib/auth/auth-href";
import { safeNextPath } from "@/lib/client/safe-next";
import { env } from "@/lib/env";
import { LoginScreen } from "@/components/auth/login-screen";
import { SecondFactorForm } from "@/components/auth/second-factor-form";
import { PENDING_LOGIN_COOKIE, readPendingLogin } from "@/lib/security/pending-login";
import { pendingLoginFactors } from "@/lib/security/queries";

export const metadata: Metadata = { title: "Investor Login" };

type Props = { searchParams: Promise<{ next?: string | string[]; factor?: string | string[] }> };

/**
 * Issue 32: a right password for an account with a second factor left a pending login: ask for the code or
 * the passkey, whichever the account has. Without a pending login (expired, cancelled) it is the password's turn.
 */
export default async function SecondStepPage({ searchParams }: Props) {
  const { next, factor } = await searchParams;
  const target = safeNextPath(typeof next === "string" ? next : undefined);
  if (await getCurrentUser()) redirect(target);
  const pending = await readPendingLogin((await cookies()).get(PENDING_LOGIN_COOKIE)?.value);
  if (!pending) redirect(authHref("login", target));
  const { companyName, websiteUrl, logoPath } = env.branding;
  return (
    <LoginScreen branding={{ companyName, websiteUrl, logoPath }}>
      <SecondFactorForm next={target} recovery={factor === "recovery"} factors={await pendingLoginFactors(pending)} />
    </LoginScreen>
  );
}
