import { FileText } from "lucide-react";

/** 'View Certificate' (opens the authorized download in a new tab) or 'No certificate'. */
export function CertificateLink({ url, course }: { url: string | null; course: string }) {
  if (!url) return <span className="text-slate-500">No certificate</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-emerald-700 underline-offset-4 hover:underline" aria-label={`View Certificate for ${course}`}>
      <FileText className="size-4" aria-hidden />
      View Certificate
    </a>
  );
}
