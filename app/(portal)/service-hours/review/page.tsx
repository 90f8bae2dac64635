import type { Metadata } from "next";
import { requirePermission } from "@/lib/auth/current-user";
import { currentYear } from "@/lib/requirements/dates";
import { ReviewScreen } from "@/components/review-queue/review-screen";
import { REVIEW_TABS, type ReviewTab } from "@/components/review-queue/types";

export const metadata: Metadata = { title: "Service Hours Tracking" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** ?tab=hours|credits|progress: the side menu's three entries open their own tab. */
export default async function ReviewPage({ searchParams }: Props) {
  await requirePermission("service-hours.review");
  const tab = (await searchParams).tab;
  const initialTab = REVIEW_TABS.find((t) => t === tab) ?? "hours";
  return <ReviewScreen key={initialTab} initialTab={initialTab as ReviewTab} year={currentYear()} />;
}
