"use client";
import { useId, useRef, useState } from "react";
import { FileText, UploadCloud } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/client/cn";
import { formatBytes } from "@/components/projects/import-csv/format-bytes";

type Props = { file: File | null; disabled: boolean; onPick: (file: File) => void };

/**
 * Drop a file here or choose one. The button opens the browser's file chooser, so the keyboard reaches
 * everything the mouse does.
 */
export function CsvDropZone({ file, disabled, onPick }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        const dropped = e.dataTransfer.files[0];
        if (dropped && !disabled) onPick(dropped);
      }}
      data-testid="csv-drop-zone"
      className={cn(
        "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors",
        dragging ? "border-emerald-500 bg-emerald-50" : "border-slate-300 bg-slate-50",
      )}
    >
      {file ? (
        <div className="flex w-full min-w-0 items-center gap-3 rounded-md bg-white p-3 text-left shadow-sm">
          <FileText className="size-8 shrink-0 text-emerald-700" aria-hidden />
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900" data-testid="csv-file-name">
              {file.name}
            </p>
            <p className="text-sm text-slate-600">{formatBytes(file.size)}</p>
          </div>
        </div>
      ) : (
        <>
          <UploadCloud className="size-8 text-slate-400" aria-hidden />
          <p className="text-sm text-slate-600">Drag and drop a CSV file here, or choose one. Up to 10MB.</p>
        </>
      )}
      <Button variant="outline" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
        {file ? "Choose another file" : "Choose file"}
      </Button>
      <label htmlFor={inputId} className="sr-only">
        CSV file
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        tabIndex={-1}
        className="sr-only"
        disabled={disabled}
        onChange={(e) => {
          const picked = e.target.files?.[0];
          // Reset, so choosing the same file again (after fixing it) fires a change.
          e.target.value = "";
          if (picked) onPick(picked);
        }}
      />
    </div>
  );
}
