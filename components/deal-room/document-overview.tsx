"use client";
import { PartyPopper } from "lucide-react";
import { Progress } from "@/components/ui/progress";
import { DOCUMENT_LABELS } from "@/lib/deal-room/document-types";
import { DocumentStatusBadge, DoneBadge, ReviewBadge } from "@/components/deal-room/status-badge";
import type { StatusItem } from "@/components/deal-room/types";

/** Spec 2 §2 "Document Overview": the nine types with their status, x of 9, and (to the investor) the congratulation at 100 %. */
export function DocumentOverview({ status, ownRoom }: { status: StatusItem; ownRoom: boolean }) {
  const { completedDocuments, totalDocuments, completionPercentage } = status;
  // Provided is not accepted: the reserve checklist counts accepted documents, so this screen names both.
  const accepted = status.documents.filter((d) => d.reviewStatus === "accepted").length;
  const awaiting = status.documents.filter((d) => d.done && d.reviewStatus === null).length;
  return (
    <div className="space-y-5">
      <section aria-labelledby="overall-progress" className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="overall-progress" className="font-medium text-slate-900">
            Overall progress
          </h2>
          <p className="text-sm tabular-nums text-slate-700" data-testid="overall-count">
            {completedDocuments}/{totalDocuments} documents
          </p>
        </div>
        <Progress value={completionPercentage} aria-label={`${completedDocuments} of ${totalDocuments} documents done`} />
        <p className="text-sm text-slate-700" data-testid="review-count">
          {completedDocuments} provided · {awaiting} awaiting review · {accepted} of {totalDocuments} accepted
        </p>
        {/* The congratulation is the investor's; an employee reviewing the room reads the count. */}
        {ownRoom && completionPercentage >= 100 && (
          <p role="status" className="flex items-center gap-2 rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
            <PartyPopper className="size-5 shrink-0" aria-hidden />
            <span>
              Congratulations! All {totalDocuments} deal-room documents have been provided.{" "}
              {accepted === totalDocuments ? "All of them have been accepted." : `${awaiting} ${awaiting === 1 ? "is" : "are"} awaiting review by the company.`}
            </span>
          </p>
        )}
      </section>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
        {status.documents.map((d) => (
          <li key={d.documentType} className="flex flex-wrap items-center justify-between gap-2 p-3 sm:px-4">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{DOCUMENT_LABELS[d.documentType]}</p>
              <p className="text-xs text-slate-600">
                {[d.hasFile && "File", d.hasGoogleDoc && "Google Doc link"].filter(Boolean).join(" and ") || "Nothing provided yet"}
              </p>
              {d.reviewStatus === "rejected" && d.reviewReason && <p className="mt-1 text-sm text-red-800">Rejected: {d.reviewReason}</p>}
            </div>
            <div className="flex items-center gap-1.5">
              <ReviewBadge review={d.reviewStatus} />
              <DoneBadge done={d.done} />
              <DocumentStatusBadge status={d.status} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
