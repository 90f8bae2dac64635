"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Handshake } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { ProjectPagination } from "@/components/projects/project-pagination";
import { useTracking } from "@/components/agreements/use-agreement-data";
import { ReviewWorkspace } from "@/components/agreements/workspace/review-workspace";
import { TrackerFilters } from "@/components/agreements/tracker/tracker-filters";
import { TrackingTable } from "@/components/agreements/tracker/tracking-table";
import { VersionActions } from "@/components/agreements/tracker/version-actions";

const PAGE_SIZE = 25;

/**
 * The legal team's Negotiation Tracker. Filters, page and the open version live in the URL, so a
 * notification's link opens the version and Back returns to the filtered list.
 */
export function NegotiationTracker() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const investor = params.get("investor") ?? "";
  const template = params.get("template");

  function go(next: Record<string, string | null>) {
    const qs = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) qs.set(k, v);
      else qs.delete(k);
    }
    router.push(qs.size ? `${pathname}?${qs}` : pathname);
  }

  if (template && investor) {
    return (
      <ReviewWorkspace
        key={`${investor}/${template}`}
        templateId={template}
        investorId={investor}
        side="legal"
        onBack={() => go({ template: null, investor: params.get("from") ?? null, from: null })}
        actions={(v) => <VersionActions version={v} />}
      />
    );
  }
  return <TrackerList investor={investor} status={params.get("status") ?? ""} page={Math.max(1, Number(params.get("page")) || 1)} go={go} />;
}

type ListProps = { investor: string; status: string; page: number; go: (next: Record<string, string | null>) => void };

function TrackerList({ investor, status, page, go }: ListProps) {
  const tracking = useTracking({ investor, status, page, pageSize: PAGE_SIZE });
  const total = tracking.data?.total ?? 0;
  return (
    <section aria-labelledby="tracker-title" className="grid gap-5">
      <div>
        <h1 id="tracker-title" className="text-2xl font-semibold tracking-tight text-slate-900">
          Negotiation Tracker
        </h1>
        <p className="mt-1 text-sm text-slate-600">Every investor&apos;s agreement templates, their open comments and where each negotiation stands.</p>
      </div>
      <TrackerFilters investor={investor} status={status} onChange={(next) => go({ ...next, page: null })} />
      {tracking.isError ? (
        <LoadError message={tracking.error.message} onRetry={() => tracking.refetch()} />
      ) : !tracking.data ? (
        <Skeleton className="h-64 w-full" aria-label="Loading template versions" />
      ) : tracking.data.rows.length === 0 ? (
        <EmptyState icon={Handshake} title="No template versions" description={investor || status ? "No versions match these filters." : "Versions appear here once investors start their template review."} />
      ) : (
        <>
          <TrackingTable rows={tracking.data.rows} onOpen={(r) => go({ investor: r.investorId, template: r.templateId, from: investor || null })} />
          <ProjectPagination page={page} pageCount={Math.ceil(total / PAGE_SIZE)} total={total} pageSize={PAGE_SIZE} onPage={(p) => go({ page: String(p) })} noun={{ one: "version", many: "versions" }} />
        </>
      )}
    </section>
  );
}
