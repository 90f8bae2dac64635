import Link from "next/link";
import type { Metadata } from "next";
import { env } from "@/lib/env";
import { LoginScreen } from "@/components/auth/login-screen";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Forgot Password" };

/** Issue 31: public, works without JavaScript. */
export default function ForgotPasswordPage() {
  const { companyName, websiteUrl, logoPath } = env.branding;
  return (
    <LoginScreen branding={{ companyName, websiteUrl, logoPath }} title="Forgot Password" subtitle="We will mail you a link to set a new one.">
      <ForgotPasswordForm />
      <p className="mt-4 text-center text-sm">
        <Link href="/login" className="font-medium text-emerald-800 hover:underline">
          Back to login
        </Link>
      </p>
    </LoginScreen>
  );
}
