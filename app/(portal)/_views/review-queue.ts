import "server-only";
import type { SessionUser } from "@/lib/session";
import { listCreditsQueue, listServiceHoursQueue } from "@/lib/requirements/review-queue";
import { listInvestorProgress } from "@/lib/requirements/investor-progress";
import { REVIEW_PAGE_SIZE, type ReviewContent, type ReviewView } from "@/components/requirements/review/types";
import { page, queuedCreditSchema, queuedServiceHoursSchema } from "@/lib/api/registry/requirements";
import { asWire } from "@/lib/wire";

/** The current tab's page of rows, with the same queries (and authorization) as the review routes, in their answers' shape. */
export async function readReview(user: SessionUser, view: ReviewView): Promise<ReviewContent> {
  const pageSize = REVIEW_PAGE_SIZE;
  if (view.tab === "progress") return { tab: "progress", list: await listInvestorProgress(user, { year: view.year, search: view.search || undefined, page: view.page, pageSize }) };
  const query = { year: view.year, status: view.status, investor: view.investor || undefined, page: view.page, pageSize };
  if (view.tab === "credits") return { tab: "credits", list: asWire(page(queuedCreditSchema), await listCreditsQueue(user, query)) };
  return { tab: "hours", list: asWire(page(queuedServiceHoursSchema), await listServiceHoursQueue(user, query)) };
}
