import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/current-user";
import { safeNextPath } from "@/lib/client/safe-next";
import { env } from "@/lib/env";
import { LoginScreen } from "@/components/auth/login-screen";

export const metadata: Metadata = { title: "Investor Login" };

type Props = { searchParams: Promise<{ next?: string | string[]; tab?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const { next, tab } = await searchParams;
  const target = safeNextPath(typeof next === "string" ? next : undefined);
  // Checked against the session row: a cookie whose session ended still sees the login form.
  if (await getCurrentUser()) redirect(target);
  const { companyName, websiteUrl, logoPath } = env.branding;
  return <LoginScreen branding={{ companyName, websiteUrl, logoPath }} next={target} tab={tab === "register" ? "register" : "login"} />;
}
