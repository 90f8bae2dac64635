import { Download } from "lucide-react";
import { formatBytes } from "@/components/projects/import-csv/format-bytes";
import { relativeTime } from "@/lib/client/relative-time";
import type { DocumentVersionItem } from "@/components/deal-room/types";

/** Every file the document has held, newest (the current one) first, each downloadable. */
export function VersionList({ versions }: { versions: DocumentVersionItem[] }) {
  if (versions.length === 0) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-slate-700 hover:text-slate-900">
        {versions.length === 1 ? "1 version" : `${versions.length} versions`}
      </summary>
      <ol className="mt-2 space-y-1.5">
        {versions.map((v, i) => (
          <li key={v.id} className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <a href={v.downloadUrl} download className="inline-flex min-w-0 items-center gap-1 text-emerald-800 underline-offset-2 hover:underline">
              <Download className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate">{v.filename}</span>
            </a>
            <span className="text-xs text-slate-600">
              {formatBytes(v.fileSize)} · {relativeTime(v.uploadedAt)}
              {v.uploadedBy ? ` by ${v.uploadedBy}` : ""}
              {i === 0 ? " · current" : ""}
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}
