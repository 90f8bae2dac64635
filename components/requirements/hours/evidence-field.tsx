"use client";
import { useEffect, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { FileText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import type { Evidence } from "@/components/requirements/hours/types";

type Props<V extends FieldValues> = { form: UseFormReturn<FieldValues, unknown, V>; current: Evidence | null };

/** Optional evidence (PDF or image, at most 10 MB): pick a file, or keep or remove the one attached. */
export function EvidenceField<V extends FieldValues>({ form, current }: Props<V>) {
  const error = form.formState.errors.evidenceFile?.message as string | undefined;
  const removed = form.watch("removeEvidence");
  const picked = form.watch("evidenceFile");
  const input = useRef<HTMLInputElement>(null);
  // A reset form (after a save) clears the picked file; the file input shows that too.
  useEffect(() => {
    if (!picked && input.current) input.current.value = "";
  }, [picked]);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="hours-evidence">Evidence (optional)</Label>
      {current && !removed && !picked && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <FileText className="size-4 text-slate-500" aria-hidden />
          <a href={current.url} target="_blank" rel="noreferrer" className="text-emerald-700 underline">
            {current.fileName}
          </a>
          <Button type="button" size="sm" variant="ghost" onClick={() => form.setValue("removeEvidence", true)}>
            Remove
          </Button>
        </div>
      )}
      <input
        ref={input}
        id="hours-evidence"
        type="file"
        accept="application/pdf,image/jpeg,image/png,image/gif,image/webp"
        aria-invalid={!!error}
        aria-describedby={error ? "hours-evidence-error" : "hours-evidence-hint"}
        className="text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:text-slate-900"
        onChange={(e) => form.setValue("evidenceFile", e.target.files?.[0] ?? null, { shouldValidate: true })}
      />
      {!error && (
        <p id="hours-evidence-hint" className="text-xs text-slate-500">
          PDF or image, up to 10MB: meeting minutes, a site-visit photo, a report.
        </p>
      )}
      <FieldError id="hours-evidence-error" message={error} />
    </div>
  );
}
