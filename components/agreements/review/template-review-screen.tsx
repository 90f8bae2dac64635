"use client";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Info } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/lib/client/use-auth";
import { useMyVersions, useTemplates } from "@/components/agreements/use-agreement-data";
import { useStartReview } from "@/components/agreements/use-agreement-changes";
import { summarizeReview } from "@/components/agreements/review/review-summary";
import { OverviewTab } from "@/components/agreements/review/overview-tab";
import { TemplatesTab } from "@/components/agreements/review/templates-tab";
import { ReviewProcessTab } from "@/components/agreements/review/review-process-tab";
import { ReviewWorkspace } from "@/components/agreements/workspace/review-workspace";

/**
 * The investor's Template Review & Agreement Process page (spec 2 §2). The workspace is an in-page view,
 * kept in the URL (?template=) so a notification's link and the browser's Back button reach it.
 */
export function TemplateReviewScreen() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const open = params.get("template");
  const show = (templateId: string | null) => router.push(templateId ? `${pathname}?template=${encodeURIComponent(templateId)}` : pathname);

  if (open) return <ReviewWorkspace key={open} templateId={open} investorId={null} side="investor" onBack={() => show(null)} />;
  return <ReviewOverview onOpen={show} />;
}

function ReviewOverview({ onOpen }: { onOpen: (templateId: string) => void }) {
  const router = useRouter();
  const { user } = useAuth();
  const templates = useTemplates();
  const versions = useMyVersions();
  const start = useStartReview();

  const failed = templates.isError ? templates : versions.isError ? versions : null;
  const summary = templates.data && versions.data ? summarizeReview(templates.data, versions.data) : null;

  async function startReview() {
    if (!user || !templates.data) return;
    try {
      await start.mutateAsync({ investorId: user.id, templateIds: templates.data.map((t) => t.id) });
    } catch {
      // 'Failed to assign templates' (or the server's reason) is on screen.
    }
  }

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
          <Button variant="outline" disabled={!summary?.finalizedMsa} onClick={() => summary?.finalizedMsa && router.push(`/msa/${encodeURIComponent(summary.finalizedMsa)}`)}>
            View MSA
          </Button>
          {summary?.started ? (
            <Button disabled={!summary.next} onClick={() => summary.next && onOpen(summary.next)}>
              Continue Review
            </Button>
          ) : (
            <Button disabled={!summary || summary.rows.length === 0 || start.isPending} onClick={startReview}>
              {start.isPending ? "Starting..." : "Start Template Review"}
            </Button>
          )}
        </div>
      </div>
      <p className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        Our legal team responds to your comments within 2-3 business days.
      </p>
      {failed ? (
        <LoadError message={failed.error!.message} onRetry={() => failed.refetch()} />
      ) : !summary ? (
        <Skeleton className="h-64 w-full" aria-label="Loading templates" />
      ) : (
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
            <TemplatesTab rows={summary.rows} onOpen={onOpen} />
          </TabsContent>
          <TabsContent value="process">
            <ReviewProcessTab />
          </TabsContent>
        </Tabs>
      )}
    </section>
  );
}
