"use client";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { QueueFiltersBar } from "@/components/requirements/review/queue-filters";
import { ReviewQueue } from "@/components/requirements/review/review-queue";
import { CreditDetails, describeCredit, describeHours, HoursDetails } from "@/components/requirements/review/queue-details";
import { InvestorProgressTable } from "@/components/requirements/review/investor-progress-table";
import { useReviewView } from "@/components/requirements/review/use-review-view";
import type { InvestorChoice, QueuedCredit, QueuedHours, ReviewContent, ReviewTab, ReviewView } from "@/components/requirements/review/types";

type Props = { view: ReviewView; content: ReviewContent; investors: InvestorChoice[]; years: number[] };

/** The employees' review screen (DESIGN.md): service hours and education credits to decide, and every investor's progress. */
export function ReviewScreen({ view, content, investors, years }: Props) {
  const { shown, pending, change } = useReviewView(view, years[0]);
  // A new filter, search or page starts again at page 1; the rows on screen stay until the new ones arrive.
  const filter = (next: Partial<ReviewView>) => change({ ...next, page: 1 });
  const onPage = (page: number) => change({ page });
  // A tab just chosen has no rows yet: its skeleton until the server's answer.
  const current = shown.tab === content.tab ? content : null;
  return (
    // One column of minmax(0, 1fr): a wide table scrolls inside its card instead of widening the page.
    <div className="grid grid-cols-1 gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Service Hours Tracking</h1>
        <p className="mt-1 text-sm text-slate-600">Approve or reject the hours and education credits investors log, and see who is short of the 100 hours before year end.</p>
      </header>
      <Tabs value={shown.tab} onValueChange={(tab) => filter({ tab: tab as ReviewTab })}>
        <TabsList aria-label="Review" className="max-w-xl">
          <TabsTrigger value="hours">Service Hours</TabsTrigger>
          <TabsTrigger value="credits">Education Credits</TabsTrigger>
          <TabsTrigger value="progress">Progress</TabsTrigger>
        </TabsList>
        {shown.tab !== "progress" && (
          <div className="mt-4">
            <QueueFiltersBar view={shown} years={years} investors={investors} onChange={filter} />
          </div>
        )}
        <div aria-busy={pending} className={pending ? "opacity-60 transition-opacity" : undefined}>
          <TabsContent value={shown.tab}>
            {!current ? (
              <Skeleton className="h-48" aria-label="Loading" />
            ) : current.tab === "hours" ? (
              <ReviewQueue<QueuedHours> kind="service-hours" list={current.list} onPage={onPage} describe={describeHours} details={(row) => <HoursDetails row={row} />} />
            ) : current.tab === "credits" ? (
              <ReviewQueue<QueuedCredit> kind="education-credits" list={current.list} onPage={onPage} describe={describeCredit} details={(row) => <CreditDetails row={row} />} />
            ) : (
              <InvestorProgressTable year={shown.year} search={shown.search} list={current.list} onSearch={(search) => filter({ search })} onPage={onPage} />
            )}
          </TabsContent>
        </div>
      </Tabs>
    </div>
  );
}
