"use client";
import { useTransition } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Handshake } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { cn } from "@/lib/client/cn";
import { ProjectPagination } from "@/components/projects/project-pagination";
import type { Person, TrackingRow } from "@/components/agreements/types";
import { TrackerFilters } from "@/components/agreements/tracker/tracker-filters";
import { TrackingTable } from "@/components/agreements/tracker/tracking-table";
import { AssignTemplatesDialog, type AssignTemplateChoices } from "@/components/agreements/templates/assign-templates-dialog";

type Props = {
  /** One page of rows, filtered and paged by the server (the page's searchParams). */
  rows: TrackingRow[];
  total: number;
  page: number;
  pageSize: number;
  investor: string;
  status: string;
  investors: Person[];
  /** What the legal team may assign (Assign Templates); absent for a reader without templates.manage. */
  assignChoices?: AssignTemplateChoices;
};

/**
 * The legal team's Negotiation Tracker. Filters, page and the open version live in the URL, so a
 * notification's link opens the version and Back returns to the filtered list; the server reads each.
 */
export function NegotiationTracker({ rows, total, page, pageSize, investor, status, investors, assignChoices }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [pending, startTransition] = useTransition();

  function go(next: Record<string, string | null>, how: "push" | "replace") {
    const qs = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) qs.set(k, v);
      else qs.delete(k);
    }
    startTransition(() => router[how](qs.size ? `${pathname}?${qs}` : pathname));
  }

  return (
    <section aria-labelledby="tracker-title" className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="tracker-title" className="text-2xl font-semibold tracking-tight text-slate-900">
            Negotiation Tracker
          </h1>
          <p className="mt-1 text-sm text-slate-600">Every investor&apos;s agreement templates, their open comments and where each negotiation stands.</p>
        </div>
        {assignChoices && <AssignTemplatesDialog {...assignChoices} />}
      </div>
      <TrackerFilters investor={investor} status={status} investors={investors} onChange={(next) => go({ ...next, page: null }, "replace")} />
      <div aria-busy={pending} className={cn("grid gap-5 transition-opacity", pending && "opacity-60")}>
        {rows.length === 0 ? (
          <EmptyState icon={Handshake} title="No template versions" description={investor || status ? "No versions match these filters." : "Versions appear here once investors start their template review."} />
        ) : (
          <>
            <TrackingTable rows={rows} onOpen={(r) => go({ investor: r.investorId, template: r.templateId, from: investor || null }, "push")} />
            <ProjectPagination page={page} pageCount={Math.ceil(total / pageSize)} total={total} pageSize={pageSize} onPage={(p) => go({ page: String(p) }, "replace")} noun={{ one: "version", many: "versions" }} />
          </>
        )}
      </div>
    </section>
  );
}
