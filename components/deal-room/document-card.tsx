"use client";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/client/cn";
import { formatBytes } from "@/components/projects/import-csv/format-bytes";
import { DOCUMENT_LABELS } from "@/lib/deal-room/document-types";
import { DocumentStatusBadge, DoneBadge, ReviewBadge } from "@/components/deal-room/status-badge";
import { FileUploadForm } from "@/components/deal-room/file-upload-form";
import { GoogleDocForm } from "@/components/deal-room/google-doc-form";
import { ReviewControls } from "@/components/deal-room/review-controls";
import { VersionList } from "@/components/deal-room/version-list";
import { RemovePartButton } from "@/components/deal-room/remove-part-button";
import type { DocumentItem, TypeStatusItem } from "@/components/deal-room/types";

type Props = {
  type: TypeStatusItem;
  doc: DocumentItem | undefined;
  userId: string;
  mode: "own" | "tracking";
  canReview: boolean;
  /** On a phone only one card shows its forms at a time (nine open forms are a long scroll); wider screens show all. */
  expanded: boolean;
  onExpand: () => void;
};

/** One of the nine types in Upload & Manage: its current file and link, the forms, the versions. */
export function DocumentCard({ type, doc, userId, mode, canReview, expanded, onExpand }: Props) {
  const label = DOCUMENT_LABELS[type.documentType];
  const formsId = `forms-${type.documentType}`;
  return (
    <section aria-labelledby={`title-${type.documentType}`} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={`card-${type.documentType}`}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`title-${type.documentType}`} className="font-medium text-slate-900">
          {label}
        </h3>
        <div className="flex items-center gap-1.5">
          <ReviewBadge review={type.reviewStatus} />
          <DoneBadge done={type.done} />
          <DocumentStatusBadge status={type.status} />
        </div>
        {mode === "own" && !expanded && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-full sm:hidden"
            aria-expanded={false}
            aria-controls={formsId}
            onClick={() => {
              onExpand();
              // The button goes away as the forms appear: keep the keyboard user in place, on the first field.
              requestAnimationFrame(() => document.getElementById(formsId)?.querySelector<HTMLElement>("input, button")?.focus());
            }}
          >
            Upload or link {label}
          </Button>
        )}
      </header>
      {doc?.reviewStatus === "rejected" && (
        <p className="rounded-md bg-red-50 p-2 text-sm text-red-900">
          Rejected{doc.reviewedBy ? ` by ${doc.reviewedBy}` : ""}: {doc.reviewReason}
        </p>
      )}
      {doc?.downloadUrl && (
        <p className="flex flex-wrap items-center gap-x-2 text-sm">
          <a href={doc.downloadUrl} download className="inline-flex min-w-0 items-center gap-1 font-medium text-emerald-800 underline-offset-2 hover:underline">
            <Download className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{doc.filename}</span>
          </a>
          {doc.fileSize !== null && <span className="text-xs text-slate-600">{formatBytes(doc.fileSize)}</span>}
          {mode === "own" && <RemovePartButton documentType={type.documentType} userId={userId} part="file" label={label} />}
        </p>
      )}
      {mode === "own" ? (
        <div id={formsId} className={cn(expanded ? "grid" : "hidden", "gap-4 sm:grid lg:grid-cols-2")}>
          <FileUploadForm documentType={type.documentType} userId={userId} label={label} />
          <GoogleDocForm documentType={type.documentType} userId={userId} current={doc?.googleDocUrl ?? null} label={label} />
        </div>
      ) : (
        doc?.googleDocUrl && (
          <p className="truncate text-sm">
            <a href={doc.googleDocUrl} target="_blank" rel="noopener noreferrer" className="text-emerald-800 underline-offset-2 hover:underline">
              {doc.googleDocUrl}
            </a>
          </p>
        )
      )}
      {doc && <VersionList versions={doc.versions} />}
      {mode === "tracking" && canReview && doc && (doc.downloadUrl || doc.googleDocUrl) && <ReviewControls documentId={doc.id} label={label} reviewStatus={doc.reviewStatus} reviewedBy={doc.reviewedBy} />}
    </section>
  );
}
