import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/current-user";
import { safeNextPath } from "@/lib/client/safe-next";
import { env } from "@/lib/env";
import { authHref } from "@/components/auth/auth-href";
import { AuthSwitch } from "@/components/auth/auth-switch";
import { LoginForm } from "@/components/auth/login-form";
import { LoginScreen } from "@/components/auth/login-screen";
import { PENDING_LOGIN_COOKIE, readPendingLogin } from "@/lib/security/pending-login";
import { secondStepHref } from "@/lib/auth/auth-href";
import { PasskeyButton } from "@/components/auth/passkey-button";

export const metadata: Metadata = { title: "Investor Login" };

type Props = { searchParams: Promise<{ next?: string | string[]; tab?: string | string[]; factor?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const { next, tab, factor } = await searchParams;
  const target = safeNextPath(typeof next === "string" ? next : undefined);
  // Checked against the session row: a cookie whose session ended still sees the login form.
  if (await getCurrentUser()) redirect(target);
  // The register form had this address (`?tab=register`) before it had its own page.
  if (tab === "register") redirect(authHref("register", target));
  // Issue 32: a pending login (the password was right, a second factor is due) continues at its own step.
  if (await readPendingLogin((await cookies()).get(PENDING_LOGIN_COOKIE)?.value)) redirect(secondStepHref(target, factor === "recovery"));
  const { companyName, websiteUrl, logoPath } = env.branding;
  return (
    <LoginScreen branding={{ companyName, websiteUrl, logoPath }}>
      <AuthSwitch current="login" next={target} />
      <div className="mt-4 grid gap-4">
        <LoginForm next={target} />
        <PasskeyButton flow="alone" next={target} />
      </div>
    </LoginScreen>
  );
}
