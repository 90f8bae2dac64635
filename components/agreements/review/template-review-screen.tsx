"use client";
import { useSyncExternalStore } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Info } from "lucide-react";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useStartReview } from "@/components/agreements/use-agreement-changes";
import type { TemplateSummary, VersionSummary } from "@/components/agreements/types";
import { summarizeReview } from "@/components/agreements/review/review-summary";
import { OverviewTab } from "@/components/agreements/review/overview-tab";
import { TemplatesTab } from "@/components/agreements/review/templates-tab";
import { ReviewProcessTab } from "@/components/agreements/review/review-process-tab";

const never = () => () => {};

type Props = {
  /** The signed-in investor: Start Template Review assigns the templates to them. */
  investorId: string;
  templates: TemplateSummary[];
  versions: VersionSummary[];
};

/**
 * The investor's Template Review & Agreement Process page (spec 2 §2), from the templates and versions the
 * page read on the server. The workspace is the same page with ?template= (app/(portal)/templates/page.tsx),
 * so a notification's link and the browser's Back button reach it.
 */
export function TemplateReviewScreen({ investorId, templates, versions }: Props) {
  const router = useRouter();
  const start = useStartReview();
  // False in the server's HTML until the page is interactive: a press before that would be lost, so Start
  // Template Review waits for it (as it waited for the client's reads before).
  const interactive = useSyncExternalStore(never, () => true, () => false);
  const summary = summarizeReview(templates, versions);
  const open = (templateId: string) => router.push(`/templates?template=${encodeURIComponent(templateId)}`);

  return (
    <section aria-labelledby="review-title" className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="review-title" className="text-2xl font-semibold tracking-tight text-slate-900">
            Template Review &amp; Agreement Process
          </h1>
          <p className="mt-1 text-sm text-slate-600">Review your agreement templates, propose changes and follow them to a finalized MSA.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link className={buttonVariants({ variant: "outline" })} href="/dashboard">Close</Link>
          <Button variant="outline" disabled={!summary.finalizedMsa} onClick={() => summary.finalizedMsa && router.push(`/msa/${encodeURIComponent(summary.finalizedMsa)}`)}>
            View MSA
          </Button>
          {summary.started ? (
            <Button disabled={!summary.next} onClick={() => summary.next && open(summary.next)}>
              Continue Review
            </Button>
          ) : (
            <Button disabled={!interactive || summary.rows.length === 0 || start.busy} onClick={() => void start.run({ investorId, templateIds: templates.map((t) => t.id) })}>
              {start.busy ? "Starting..." : "Start Template Review"}
            </Button>
          )}
        </div>
      </div>
      <p className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        Our legal team responds to your comments within 2-3 business days.
      </p>
      <Tabs defaultValue="overview">
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="templates">Templates ({summary.rows.length})</TabsTrigger>
          <TabsTrigger value="process">Review Process</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab summary={summary} />
        </TabsContent>
        <TabsContent value="templates">
          <TemplatesTab rows={summary.rows} onOpen={open} />
        </TabsContent>
        <TabsContent value="process">
          <ReviewProcessTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}
