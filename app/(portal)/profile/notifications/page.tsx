import type { Metadata } from "next";
import Link from "next/link";
import { requireUser } from "@/lib/auth/current-user";
import { env } from "@/lib/env";
import { getEmailStatus } from "@/lib/email-address/service";
import { getPreferences } from "@/lib/notification-mail/preferences";
import { PreferencesForm } from "@/components/notification-mail/preferences-form";
import { PageSection } from "@/components/shared/page-section";

export const metadata: Metadata = { title: "Mail Notifications" };

/** Issue 31 §3: per category, mail each notification at once, in the daily digest, or not at all. */
export default async function NotificationSettingsPage() {
  const user = await requireUser();
  const [preferences, email] = await Promise.all([getPreferences(user), getEmailStatus(user)]);
  const hour = String(env.digestHour).padStart(2, "0");
  return (
    <PageSection
      id="notifications-title"
      title="Mail Notifications"
      narrow
      description={<>Everything that rings your bell can also come by mail: at once, or gathered in one daily digest at {hour}:00 UTC. The bell always keeps everything, whatever you choose here.</>}
    >
      {!email.email && (
        <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          No mail is sent until you confirm an address.{" "}
          <Link href="/profile/email" className="font-medium underline">
            Add your email address
          </Link>
        </p>
      )}
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <PreferencesForm preferences={preferences} />
      </div>
    </PageSection>
  );
}
