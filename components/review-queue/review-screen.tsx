"use client";
import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { QueueFiltersBar } from "@/components/review-queue/queue-filters";
import { ReviewQueue } from "@/components/review-queue/review-queue";
import { CreditDetails, describeCredit, describeHours, HoursDetails } from "@/components/review-queue/queue-details";
import { InvestorProgressTable } from "@/components/review-queue/investor-progress-table";
import type { QueueFilters, QueuedCredit, QueuedHours, ReviewTab } from "@/components/review-queue/types";

/** The employees' review screen (DESIGN.md): service hours and education credits to decide, and every investor's progress. */
export function ReviewScreen({ initialTab, year }: { initialTab: ReviewTab; year: number }) {
  const [tab, setTab] = useState<string>(initialTab);
  const [filters, setFilters] = useState<QueueFilters>({ year, status: "pending", investor: "", page: 1 });
  const change = (c: Partial<QueueFilters>) => setFilters((f) => ({ ...f, ...c }));
  const years = [year, year - 1, year - 2];
  return (
    // One column of minmax(0, 1fr): a wide table scrolls inside its card instead of widening the page.
    <div className="grid grid-cols-1 gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Service Hours Tracking</h1>
        <p className="mt-1 text-sm text-slate-600">Approve or reject the hours and education credits investors log, and see who is short of the 100 hours before year end.</p>
      </header>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Review" className="max-w-xl">
          <TabsTrigger value="hours">Service Hours</TabsTrigger>
          <TabsTrigger value="credits">Education Credits</TabsTrigger>
          <TabsTrigger value="progress">Progress</TabsTrigger>
        </TabsList>
        {tab !== "progress" && (
          <div className="mt-4">
            <QueueFiltersBar filters={filters} years={years} onChange={change} />
          </div>
        )}
        <TabsContent value="hours">
          <ReviewQueue<QueuedHours> kind="service-hours" filters={filters} onPage={(page) => change({ page })} describe={describeHours} details={(row) => <HoursDetails row={row} />} />
        </TabsContent>
        <TabsContent value="credits">
          <ReviewQueue<QueuedCredit> kind="education-credits" filters={filters} onPage={(page) => change({ page })} describe={describeCredit} details={(row) => <CreditDetails row={row} />} />
        </TabsContent>
        <TabsContent value="progress">
          <InvestorProgressTable year={filters.year} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
