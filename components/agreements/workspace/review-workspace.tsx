"use client";
import { useState, type ReactNode } from "react";
import Link from "next/link";
import { ArrowLeft, MessageSquarePlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/client/cn";
import { LOCKED_STATUSES } from "@/lib/agreements/statuses";
import type { Side } from "@/lib/agreements/versions/policy";
import { VersionStatusBadge } from "@/components/agreements/status-badge";
import { longDate } from "@/components/agreements/format";
import type { Thread, VersionDetail } from "@/components/agreements/types";
import { AddRedlineDialog } from "@/components/agreements/workspace/add-redline-dialog";
import { DocumentText, PlaceholderLegend, type TextSelection } from "@/components/agreements/workspace/document-text";
import { PassagePicker } from "@/components/agreements/workspace/passage-picker";
import { ThreadList } from "@/components/agreements/workspace/thread-list";
import { WorkspaceMenu } from "@/components/agreements/workspace/workspace-menu";

type Props = {
  /** The version with its text and its threads, as the page read them on the server. */
  version: VersionDetail;
  threads: Thread[];
  /** The legal team's view (any investor's version) or the investor's own. */
  side: Side;
  /** Where Back goes: the list the workspace was opened from. */
  backHref: string;
  /** The legal team's extra controls (status moves, Notify). */
  actions?: ReactNode;
};

/**
 * The review workspace (spec 2 §2): the version's text with its redlines, the threads beside it. Only the
 * selection and the highlighted thread are the browser's; every change re-renders it from the server.
 */
export function ReviewWorkspace({ version: v, threads, side, backHref, actions }: Props) {
  const [selection, setSelection] = useState<TextSelection | null>(null);
  const [adding, setAdding] = useState(false);
  const [activeThreadId, setActiveThreadId] = useState<string | null>(null);

  const locked = LOCKED_STATUSES.includes(v.status);
  const pick = (id: string) => {
    setActiveThreadId(id);
    document.getElementById(`thread-${id}`)?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  };

  return (
    <section aria-labelledby="workspace-title" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <Link href={backHref} className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "w-fit px-2")}>
            <ArrowLeft aria-hidden />
            Back
          </Link>
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="workspace-title" className="text-xl font-semibold wrap-anywhere text-slate-900">
              {v.template.title}
            </h2>
            <VersionStatusBadge status={v.status} />
          </div>
          <p className="text-sm text-slate-600">
            Version {v.templateVersion} · {side === "legal" ? `${v.investor.username} · ` : ""}assigned {longDate(v.createdAt)}
            {v.approvedAt ? ` · approved ${longDate(v.approvedAt)}${v.approver ? ` by ${v.approver}` : ""}` : ""}
          </p>
          {v.statusNote && (v.status === "approved" || v.status === "rejected") && <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-700">Note: {v.statusNote}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          <WorkspaceMenu version={v} side={side} />
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,380px)]">
        <div className="grid content-start gap-2">
          <p className="text-sm text-slate-600" aria-live="polite">
            {locked ? "This agreement takes no more comments." : selection ? "Text selected." : "Select text to add a redline."}
          </p>
          {!locked && (
            // The clause picker comes first, so the keyboard reaches Add Redline right after choosing.
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-0 flex-1 basis-64">
                <PassagePicker content={v.content} value={selection} onChange={setSelection} />
              </div>
              <Button disabled={!selection} onClick={() => setAdding(true)}>
                <MessageSquarePlus aria-hidden />
                Add Redline
              </Button>
            </div>
          )}
          <DocumentText content={v.content} threads={threads} activeThreadId={activeThreadId} onSelectText={setSelection} onPickThread={pick} />
          <PlaceholderLegend content={v.content} />
        </div>
        <aside aria-label="Comments" className="grid content-start gap-2">
          <h3 className="text-sm font-semibold text-slate-900">Comments ({threads.length})</h3>
          <ThreadList threads={threads} activeThreadId={activeThreadId} locked={locked} onPick={pick} />
        </aside>
      </div>
      <AddRedlineDialog
        versionId={v.id}
        selection={selection}
        open={adding}
        onOpenChange={setAdding}
        onAdded={(id) => {
          setSelection(null);
          window.getSelection()?.removeAllRanges();
          setActiveThreadId(id);
        }}
      />
    </section>
  );
}
