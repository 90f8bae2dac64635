"use client";
import { useState, type ReactNode } from "react";
import { ArrowLeft, MessageSquarePlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { LOCKED_STATUSES } from "@/lib/agreements/statuses";
import type { Side } from "@/lib/agreements/versions/policy";
import { useThreads, useVersion } from "@/components/agreements/use-agreement-data";
import { VersionStatusBadge } from "@/components/agreements/status-badge";
import { longDate } from "@/components/agreements/format";
import type { VersionDetail } from "@/components/agreements/types";
import { AddRedlineDialog } from "@/components/agreements/workspace/add-redline-dialog";
import { DocumentNotFound } from "@/components/agreements/workspace/document-not-found";
import { DocumentText, type TextSelection } from "@/components/agreements/workspace/document-text";
import { PassagePicker } from "@/components/agreements/workspace/passage-picker";
import { ThreadList } from "@/components/agreements/workspace/thread-list";
import { WorkspaceMenu } from "@/components/agreements/workspace/workspace-menu";

type Props = {
  templateId: string;
  /** The investor whose version this is; null: the signed-in investor's own. */
  investorId: string | null;
  /** The legal team's view (any investor's version) or the investor's own. */
  side: Side;
  onBack: () => void;
  /** The legal team's extra controls (status moves, Notify). */
  actions?: (version: VersionDetail) => ReactNode;
};

/** The review workspace (spec 2 §2): the version's text with its redlines, the threads beside it. */
export function ReviewWorkspace({ templateId, investorId, side, onBack, actions }: Props) {
  const version = useVersion(templateId, investorId);
  const threads = useThreads(version.data?.id);
  const [selection, setSelection] = useState<TextSelection | null>(null);
  const [adding, setAdding] = useState(false);
  const [activeThreadId, setActiveThreadId] = useState<string | null>(null);

  if (version.isError && (version.error as { status?: number }).status === 404) return <DocumentNotFound onBack={onBack} />;
  if (version.isError) return <LoadError message={version.error.message} onRetry={() => version.refetch()} />;
  if (!version.data) return <Skeleton className="h-96 w-full" aria-label="Loading agreement" />;

  const v = version.data;
  const locked = LOCKED_STATUSES.includes(v.status);
  const pick = (id: string) => {
    setActiveThreadId(id);
    document.getElementById(`thread-${id}`)?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  };

  return (
    <section aria-labelledby="workspace-title" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <Button variant="ghost" size="sm" onClick={onBack} className="w-fit px-2">
            <ArrowLeft aria-hidden />
            Back
          </Button>
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="workspace-title" className="text-xl font-semibold text-slate-900">
              {v.template.title}
            </h2>
            <VersionStatusBadge status={v.status} />
          </div>
          <p className="text-sm text-slate-600">
            Version {v.templateVersion} · {side === "legal" ? `${v.investor.username} · ` : ""}assigned {longDate(v.createdAt)}
            {v.approvedAt ? ` · approved ${longDate(v.approvedAt)}${v.approver ? ` by ${v.approver}` : ""}` : ""}
          </p>
          {v.statusNote && (v.status === "approved" || v.status === "rejected") && <p className="text-sm text-slate-700">Note: {v.statusNote}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {actions?.(v)}
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
          <DocumentText content={v.content} threads={threads.data ?? []} activeThreadId={activeThreadId} onSelectText={setSelection} onPickThread={pick} />
        </div>
        <aside aria-label="Comments" className="grid content-start gap-2">
          <h3 className="text-sm font-semibold text-slate-900">Comments ({threads.data?.length ?? 0})</h3>
          <ThreadList
            threads={threads.data}
            isError={threads.isError}
            errorMessage={threads.error?.message}
            onRetry={() => threads.refetch()}
            activeThreadId={activeThreadId}
            locked={locked}
            onPick={pick}
          />
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
