import type { Metadata } from "next";
import { format } from "date-fns";
import { requireUser } from "@/lib/auth/current-user";
import { getEmailStatus } from "@/lib/email-address/service";
import { EmailForm } from "@/components/email-address/email-form";
import { PageSection } from "@/components/shared/page-section";

export const metadata: Metadata = { title: "Email Address" };

/** Issue 31: the address the portal mails (a reset link, notices), verified by a link mailed to it. */
export default async function EmailPage() {
  const user = await requireUser();
  const status = await getEmailStatus(user);
  return (
    <PageSection id="email-title" title="Email Address" narrow description="Mail from the portal, such as a link to set a new password, goes only to an address you have confirmed.">
      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium text-slate-700">Confirmed address</dt>
          <dd className="text-slate-900">
            {status.email ? (
              <>
                {status.email}
                {status.verifiedAt && <span className="text-slate-500"> · confirmed {format(status.verifiedAt, "yyyy-MM-dd")}</span>}
              </>
            ) : (
              "None yet"
            )}
          </dd>
          {status.pendingEmail && (
            <>
              <dt className="font-medium text-slate-700">Waiting for confirmation</dt>
              <dd className="text-slate-900">{status.pendingEmail} (open the link we mailed to it)</dd>
            </>
          )}
        </dl>
        <EmailForm current={status.email} />
      </div>
    </PageSection>
  );
}
