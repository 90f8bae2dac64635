import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/current-user";
import { safeNextPath } from "@/lib/client/safe-next";
import { env } from "@/lib/env";
import { LoginScreen } from "@/components/auth/login-screen";
import { RegisterPanel } from "@/components/auth/register-panel";

export const metadata: Metadata = { title: "Register" };

type Props = { searchParams: Promise<{ next?: string | string[] }> };

/** Spec 1 §2's Register form, on its own page so that /login does not load it. */
export default async function RegisterPage({ searchParams }: Props) {
  const { next } = await searchParams;
  const target = safeNextPath(typeof next === "string" ? next : undefined);
  if (await getCurrentUser()) redirect(target);
  const { companyName, websiteUrl, logoPath } = env.branding;
  return (
    <LoginScreen branding={{ companyName, websiteUrl, logoPath }}>
      <RegisterPanel next={target} />
    </LoginScreen>
  );
}
