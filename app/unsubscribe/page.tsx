import type { Metadata } from "next";
import { env } from "@/lib/env";
import { describeUnsubscribe } from "@/lib/notification-mail/unsubscribe";
import { INVALID_UNSUBSCRIBE_LINK, unsubscribeSchema } from "@/lib/notification-mail/schemas";
import { LoginScreen } from "@/components/auth/login-screen";
import { AuthNotice } from "@/components/auth/auth-notice";
import { UnsubscribeForm } from "@/components/notification-mail/unsubscribe-form";

export const metadata: Metadata = { title: "Unsubscribe", referrer: "no-referrer" };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Issue 31 §3: a notification mail's unsubscribe link. The GET only shows the button; its POST turns the mails off. */
export default async function UnsubscribePage({ searchParams }: Props) {
  const { token } = await searchParams;
  const { companyName, websiteUrl, logoPath } = env.branding;
  const target = unsubscribeSchema.safeParse({ token }).success ? describeUnsubscribe(token as string) : null;
  return (
    <LoginScreen branding={{ companyName, websiteUrl, logoPath }} title="Unsubscribe" subtitle={`Mail from your ${companyName} portal account.`}>
      {target ? <UnsubscribeForm token={token as string} label={target.label} /> : <AuthNotice message={INVALID_UNSUBSCRIBE_LINK} kind="error" />}
    </LoginScreen>
  );
}
