"use client";
import { useRef, useState } from "react";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { downloadMsa } from "@/components/agreements/msa/download";
import { DOWNLOAD_FORMATS, type DownloadFormat } from "@/lib/agreements/msa/wire";

type Props = {
  /** The download endpoint without its query (`?format=` is added). */
  baseUrl: string;
  /** A file name for when the server sends none. */
  fileStem: string;
};

/** Download PDF / Download DOCX: one download at a time, 'Download Started' or 'Download Failed' (spec 2 §8). */
export function DownloadButtons({ baseUrl, fileStem }: Props) {
  const [running, setRunning] = useState<DownloadFormat | null>(null);
  // The ref refuses a second click before the disabled state has rendered.
  const busy = useRef(false);
  async function run(format: DownloadFormat) {
    if (busy.current) return;
    busy.current = true;
    setRunning(format);
    try {
      await downloadMsa(`${baseUrl}?format=${format}`, format, `${fileStem}.${format}`);
    } finally {
      busy.current = false;
      setRunning(null);
    }
  }
  return (
    <>
      {DOWNLOAD_FORMATS.map((format) => (
        <Button key={format} variant="outline" disabled={running !== null} onClick={() => void run(format)}>
          <Download aria-hidden />
          {running === format ? "Downloading..." : `Download ${format.toUpperCase()}`}
        </Button>
      ))}
    </>
  );
}
