import type { Metadata } from "next";
import { env } from "@/lib/env";
import { TOKEN_PATTERN, INVALID_LINK } from "@/lib/account-tokens/schemas";
import { LoginScreen } from "@/components/auth/login-screen";
import { AuthNotice } from "@/components/auth/auth-notice";
import { VerifyEmailForm } from "@/components/auth/verify-email-form";

export const metadata: Metadata = { title: "Confirm Email Address", referrer: "no-referrer" };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Issue 31: the verification mail's link. The GET only shows the button; its POST confirms. */
export default async function VerifyEmailPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const { companyName, websiteUrl, logoPath } = env.branding;
  const valid = typeof token === "string" && TOKEN_PATTERN.test(token);
  return (
    <LoginScreen branding={{ companyName, websiteUrl, logoPath }} title="Confirm Email Address" subtitle={`For your ${companyName} portal account.`}>
      {valid ? <VerifyEmailForm token={token} /> : <AuthNotice message={INVALID_LINK} kind="error" />}
    </LoginScreen>
  );
}
