"use client";
import { useState, type ReactNode } from "react";
import { Check } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { EmptyState } from "@/components/ui/empty-state";
import { ProjectPagination } from "@/components/projects/project-pagination";
import { RejectionReason } from "@/components/requirements/rejection-reason";
import { StatusBadge } from "@/components/requirements/status-badge";
import { RejectEntryDialog } from "@/components/requirements/review/reject-entry-dialog";
import { useApproveEntry, useBulkApprove } from "@/components/requirements/review/use-review-actions";
import type { Page, QueueKind } from "@/components/requirements/review/types";

type Row = { id: string; username: string; status: "pending" | "approved" | "rejected"; rejectionReason: string | null };
type Props<T extends Row> = { kind: QueueKind; list: Page<T>; onPage: (page: number) => void; describe: (row: T) => string; details: (row: T) => ReactNode };

/** One review queue (hours or credits), a page the server read: select rows, approve them together, or approve or reject one. */
export function ReviewQueue<T extends Row>({ kind, list, onPage, describe, details }: Props<T>) {
  // The selection belongs to the rows it was made on: a new page, filter or refresh starts with none.
  const [picked, setPicked] = useState<{ on: unknown; ids: Set<string> }>({ on: null, ids: new Set() });
  const selected = picked.on === list ? picked.ids : new Set<string>();
  const setSelected = (next: (ids: Set<string>) => Set<string>) => setPicked({ on: list, ids: next(selected) });
  const approve = useApproveEntry(kind);
  const bulk = useBulkApprove(kind);
  const busy = approve.busy || bulk.busy;

  const { items, total, page, pageSize } = list;
  if (items.length === 0) return <EmptyState title="Nothing to review" description="No entries match these filters." />;

  const pending = items.filter((r) => r.status === "pending");
  const allPicked = pending.length > 0 && pending.every((r) => selected.has(r.id));
  const toggle = (id: string, on: boolean) => setSelected((s) => new Set([...s].filter((x) => x !== id).concat(on ? [id] : [])));

  return (
    <div className="grid gap-3">
      {pending.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-2">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <Checkbox checked={allPicked} onCheckedChange={(on) => setSelected(() => new Set(on === true ? pending.map((r) => r.id) : []))} aria-label="Select every pending entry on this page" />
            Select all pending
          </label>
          <Button size="sm" disabled={selected.size === 0 || busy} onClick={() => void bulk.run({ ids: [...selected] })}>
            <Check aria-hidden />
            Approve selected ({selected.size})
          </Button>
        </div>
      )}
      <ul className="grid gap-2" aria-label="Entries to review">
        {items.map((row) => (
          <li key={row.id} className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[auto_1fr_auto] sm:items-start">
            {row.status === "pending" ? (
              <Checkbox checked={selected.has(row.id)} onCheckedChange={(on) => toggle(row.id, on === true)} aria-label={`Select ${describe(row)}`} className="mt-1" />
            ) : (
              <span className="hidden sm:block sm:w-4" />
            )}
            <div className="grid min-w-0 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">{row.username}</span>
                <StatusBadge kind={kind} status={row.status} />
              </div>
              {details(row)}
              {row.status === "rejected" && row.rejectionReason && <RejectionReason reason={row.rejectionReason} />}
            </div>
            {row.status === "pending" && (
              <div className="flex gap-2">
                <Button size="sm" disabled={busy} onClick={() => void approve.run({ id: row.id })} aria-label={`Approve ${describe(row)}`}>
                  <Check aria-hidden />
                  Approve
                </Button>
                <RejectEntryDialog kind={kind} id={row.id} what={describe(row)} disabled={busy} />
              </div>
            )}
          </li>
        ))}
      </ul>
      <ProjectPagination page={page} pageCount={Math.ceil(total / pageSize)} total={total} pageSize={pageSize} onPage={onPage} noun={{ one: "entry", many: "entries" }} />
    </div>
  );
}
