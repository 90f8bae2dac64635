"use client";
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/client/api";
import { CSV_HEADERS } from "@/lib/projects/csv";
import type { MenuDialogProps } from "@/components/shared/menu-dialog-props";
import { CsvDropZone } from "@/components/projects/import-csv/csv-drop-zone";
import { csvFileProblem } from "@/lib/projects/csv-file";
import { UploadAborted, uploadCsv } from "@/components/projects/import-csv/upload-csv";

type Phase = "idle" | "uploading" | "processing";

/** The first problems the server listed: bad rows, or the missing columns. */
function listedProblems(err: unknown): string[] {
  if (!(err instanceof ApiError) || !err.fieldErrors) return [];
  const { rows, columns } = err.fieldErrors;
  if (rows?.length) return rows;
  return columns?.length ? [`Missing columns: ${columns.join(", ")}`] : [];
}

/** Spec 1 §2 "Import CSV": choose or drop a file, see its upload progress, import all rows or none. */
export function ImportCsvDialog({ open, onOpenChange }: MenuDialogProps) {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [progress, setProgress] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const abort = useRef<(() => void) | null>(null);

  // Closing (or leaving the page) stops an upload still in flight.
  useEffect(() => () => abort.current?.(), []);

  const pick = (picked: File) => {
    const problem = csvFileProblem(picked);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    setFile(picked);
    setProblems([]);
  };

  const close = () => {
    abort.current?.();
    setFile(null);
    setProblems([]);
    setPhase("idle");
    onOpenChange(false);
  };

  const start = async () => {
    if (!file) return;
    setProblems([]);
    setProgress(0);
    setPhase("uploading");
    const upload = uploadCsv(file, { onProgress: setProgress, onUploaded: () => setPhase("processing") });
    abort.current = upload.abort;
    try {
      const { imported } = await upload.result;
      toast({ title: "Import Successful", description: `Imported ${imported} projects successfully`, variant: "success" });
      // The page on screen (the dashboard's table and stats) is read again with the new projects.
      router.refresh();
      close();
    } catch (err) {
      if (err instanceof UploadAborted) return;
      const listed = listedProblems(err);
      const text = err instanceof Error && err.message ? err.message : "Import failed";
      // The dialog lists every problem; the toast keeps to its first lines (all of them could fill the screen).
      toast({ title: "Import Failed", description: listed.length ? <span className="line-clamp-3">{text}</span> : text, variant: "destructive" });
      setProblems(listed);
      setPhase("idle");
    } finally {
      abort.current = null;
    }
  };

  const processing = phase === "processing";
  const busy = phase !== "idle";
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !processing && close())}>
      <DialogContent className="max-w-xl" hideClose={processing}>
        <DialogHeader>
          <DialogTitle>Import CSV</DialogTitle>
          <DialogDescription>Add many projects at once. Every row is checked first: if one row is wrong, nothing is imported.</DialogDescription>
        </DialogHeader>

        <section aria-labelledby="csv-columns-title" className="space-y-2">
          <h3 id="csv-columns-title" className="text-sm font-medium text-slate-800">
            Expected columns
          </h3>
          <ul className="flex flex-wrap gap-1.5">
            {Object.values(CSV_HEADERS).map((header) => (
              <li key={header} className="rounded-md border border-slate-200 bg-slate-50 px-2 py-0.5 font-mono text-xs text-slate-700">
                {header}
              </li>
            ))}
          </ul>
          <p className="text-xs text-slate-500">
            Snake-case headers (deployment_quarter, number_of_chargers, …) work too. Project Cost may include $ and commas. ITC Tax Credit is yes when it
            says yes or true, or is empty.
          </p>
        </section>

        <CsvDropZone file={file} disabled={busy} onPick={pick} />

        {busy && (
          <div className="space-y-2">
            <div className="flex items-center justify-between text-sm text-slate-700">
              <span id="csv-upload-label">{processing ? "Uploaded" : "Uploading…"}</span>
              <span className="tabular-nums">{Math.round(progress * 100)}%</span>
            </div>
            <Progress value={Math.round(progress * 100)} aria-labelledby="csv-upload-label" />
            {processing && <Spinner showLabel label="Processing… the projects are being checked and imported." />}
          </div>
        )}

        {problems.length > 0 && (
          <div role="alert" className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <p className="font-medium">Nothing was imported. Fix these rows and try again:</p>
            <ul className="max-h-40 list-disc space-y-1 overflow-y-auto pl-5">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}

        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={processing}>
            Cancel
          </Button>
          <Button onClick={start} disabled={!file || busy}>
            Import Data
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
