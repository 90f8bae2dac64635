import Link from "next/link";
import type { Metadata } from "next";
import { env } from "@/lib/env";
import { TOKEN_PATTERN, INVALID_LINK } from "@/lib/account-tokens/schemas";
import { LoginScreen } from "@/components/auth/login-screen";
import { AuthNotice } from "@/components/auth/auth-notice";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

export const metadata: Metadata = { title: "Set a New Password", referrer: "no-referrer" };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Issue 31: the reset mail's link. Opening it changes nothing (the link is checked when the form posts). */
export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const { companyName, websiteUrl, logoPath } = env.branding;
  const valid = typeof token === "string" && TOKEN_PATTERN.test(token);
  return (
    <LoginScreen branding={{ companyName, websiteUrl, logoPath }} title="Set a New Password" subtitle={`For your ${companyName} portal account.`}>
      {valid ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="grid gap-4">
          <AuthNotice message={INVALID_LINK} kind="error" />
          <Link href="/forgot-password" className="text-sm font-medium text-emerald-800 hover:underline">
            Ask for a new link
          </Link>
        </div>
      )}
    </LoginScreen>
  );
}
