import type { CompletionView } from "@/lib/courses/types";
import { CertificateLink } from "@/components/courses/certificate-link";
import { formatDay, formatInstantDay } from "@/components/courses/course-format";
import { StatusBadge } from "@/components/courses/status-badges";

/** What the investor handed in, and what the review said. */
export function CompletionDetails({ completion: c, courseTitle }: { completion: CompletionView; courseTitle: string }) {
  return (
    <dl className="grid gap-2 rounded-md border border-slate-200 p-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-slate-500">Submitted</dt>
        <dd>{formatInstantDay(c.updatedAt)} (completed {formatDay(c.completionDate)})</dd>
      </div>
      <div>
        <dt className="text-slate-500">Status</dt>
        <dd>
          <StatusBadge status={c.status} />
        </dd>
      </div>
      {c.submissionNotes && (
        <div className="sm:col-span-2">
          <dt className="text-slate-500">Your notes</dt>
          <dd className="whitespace-pre-wrap wrap-anywhere">{c.submissionNotes}</dd>
        </div>
      )}
      {c.status === "rejected" && c.rejectionReason && (
        <div className="sm:col-span-2">
          <dt className="text-slate-500">Reason</dt>
          <dd className="whitespace-pre-wrap wrap-anywhere text-red-800">{c.rejectionReason}</dd>
        </div>
      )}
      <div>
        <dt className="text-slate-500">Certificate</dt>
        <dd>
          <CertificateLink url={c.certificateUrl} course={courseTitle} />
        </dd>
      </div>
    </dl>
  );
}
