"use client";
// Downloads a generated file through fetch, so a failure becomes the spec's toast (spec 2 §8: 'Download
// Failed', 'Failed to download MSA as PDF/DOCX') instead of a JSON error page in the tab.
import { toast } from "@/components/ui/use-toast";
import type { DownloadFormat } from "@/lib/agreements/msa/wire";

/** The file name a Content-Disposition header gives (RFC 6266: filename* first), else the fallback. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;\s]+)/i.exec(disposition);
  return plain?.[1] ?? plain?.[2] ?? fallback;
}

const MIME: Record<DownloadFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** Fetches `url` and hands it to the browser as a file; true when the download started. */
export async function downloadMsa(url: string, format: DownloadFormat, fallbackName: string): Promise<boolean> {
  const failed = () => {
    toast({ title: "Download Failed", description: `Failed to download MSA as ${format.toUpperCase()}`, variant: "destructive" });
    return false;
  };
  let blob: Blob;
  let name: string;
  try {
    const res = await fetch(url, { credentials: "include", headers: { Accept: MIME[format] } });
    // A 200 that is JSON or HTML (a proxy's page) is not the file either.
    const type = res.headers.get("Content-Type") ?? "";
    if (!res.ok || /json|html/i.test(type)) return failed();
    blob = await res.blob();
    name = fileNameFrom(res.headers.get("Content-Disposition"), fallbackName);
  } catch {
    return failed();
  }
  const href = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = href;
  a.download = name;
  a.rel = "noopener";
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Released a minute later: some browsers read the blob only after the click's task has ended.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  toast({ title: "Download Started", description: name, variant: "success" });
  return true;
}
