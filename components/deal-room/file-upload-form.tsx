"use client";
import { useRef } from "react";
import { Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { DEAL_ROOM_EXTENSIONS } from "@/lib/deal-room/schemas";
import type { DocumentType } from "@/lib/deal-room/document-types";
import { useFileUpload } from "@/components/deal-room/use-file-upload";

/** Pick a file, then Upload File (spec 2 §2), with the PUT's real progress and the inline failure text. */
export function FileUploadForm({ documentType, userId, label }: { documentType: DocumentType; userId: string; label: string }) {
  const input = useRef<HTMLInputElement>(null);
  const { file, pick, upload, progress, failure, busy } = useFileUpload(documentType, userId);
  const inputId = `file-${documentType}`;

  async function send() {
    if (await upload() && input.current) input.current.value = "";
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        File
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={DEAL_ROOM_EXTENSIONS.join(",")}
          disabled={busy}
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => {
            if (!pick(e.target.files?.[0] ?? null)) e.target.value = "";
          }}
          className="w-full min-w-0 rounded-md border border-slate-300 bg-white text-sm text-slate-800 file:mr-3 file:h-10 file:border-0 file:bg-slate-100 file:px-3 file:font-medium file:text-slate-900 hover:file:bg-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
        />
        <Button type="button" onClick={send} disabled={!file || busy} aria-label={`Upload File for ${label}`}>
          <Upload aria-hidden />
          {busy ? "Uploading..." : "Upload File"}
        </Button>
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-slate-600">
        {DEAL_ROOM_EXTENSIONS.join(", ")} · up to 10 MB
      </p>
      {progress !== null && (
        <div className="flex items-center gap-2">
          <Progress value={progress} aria-label={`Uploading ${label}`} className="flex-1" />
          <span className="w-10 text-right text-xs tabular-nums text-slate-700">{progress}%</span>
        </div>
      )}
      {failure && (
        <p role="alert" className="text-sm wrap-anywhere text-red-800">
          {failure}
        </p>
      )}
    </div>
  );
}
