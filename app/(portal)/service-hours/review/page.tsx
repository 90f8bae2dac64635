import type { Metadata } from "next";
import { requirePermission } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { currentYear } from "@/lib/requirements/dates";
import { listInvestorChoices } from "@/lib/reservations/queries";
import { ReviewScreen } from "@/components/requirements/review/review-screen";
import { TaxPackTools } from "@/components/tax-pack/tax-pack-tools";
import { getSetting } from "@/lib/settings/service";
import { readReview } from "@/app/(portal)/_views/review-queue";
import { reviewView } from "@/app/(portal)/_views/review-view";

export const metadata: Metadata = { title: "Service Hours Tracking" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** ?tab=hours|credits|progress (the side menu's three entries open their own tab) and the filters, read on the server. */
export default async function ReviewPage({ searchParams }: Props) {
  const user = await requirePermission("service-hours.review");
  const view = reviewView(await searchParams);
  // The investor filter lists who may hold entries: the same choices (and permission) as /api/admin/investors.
  const [content, investors] = await Promise.all([readReview(user, view), view.tab !== "progress" && can(user, "reservations.approve") ? listInvestorChoices() : []]);
  const year = currentYear();
  const screen = <ReviewScreen view={view} content={content} investors={investors} years={[year, year - 1, year - 2]} />;
  if (view.tab !== "progress") return screen;
  // Issue 22: beside each investor's tax pack downloads, the tools to check a pack and set the recapture window.
  return (
    <div className="grid grid-cols-1 gap-6">
      {screen}
      <TaxPackTools recaptureYears={await getSetting("itc.recaptureYears")} canSetRecapture={can(user, "projects.write")} />
    </div>
  );
}
