"use client";
// One document type's file upload: the picked file, its checks before anything is sent (spec 2 §5), the
// real progress of the PUT, and the toasts and inline text of spec 2 §8.
import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { fileProblem } from "@/lib/deal-room/schemas";
import type { DocumentType } from "@/lib/deal-room/document-types";
import { UploadError, uploadDocumentFile } from "@/components/deal-room/upload-document";

export function useFileUpload(documentType: DocumentType, userId: string) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // The inline text under the form: the spec's 'Upload failed. Please try again.', or what the server refused.
  const [failure, setFailure] = useState<string | null>(null);

  /** Keeps the file only when it may be sent; returns whether it was kept (the input clears itself otherwise). */
  function pick(next: File | null): boolean {
    setFailure(null);
    const problem = next && fileProblem(next);
    if (problem) {
      toast({ title: problem.title, description: problem.message, variant: "destructive" });
      setFile(null);
      return false;
    }
    setFile(next);
    return true;
  }

  async function upload(): Promise<boolean> {
    if (!file || progress !== null) return false;
    setFailure(null);
    setProgress(0);
    try {
      await uploadDocumentFile(file, { documentType, userId }, (fraction) => setProgress(Math.round(fraction * 100)));
      setProgress(100);
      toast({ title: "File Uploaded", description: file.name, variant: "success" });
      setFile(null);
      return true;
    } catch (err) {
      const known = err instanceof UploadError ? err : new UploadError("Upload Failed", `Upload failed: ${(err as Error).message}`);
      toast({ title: known.title, description: known.message, variant: "destructive" });
      if (known.title === "Upload Failed") setFailure("Upload failed. Please try again.");
      else if (known.title !== "Upload Warning") setFailure(`${known.title}: ${known.message}`);
      return false;
    } finally {
      // The saved record reaches the card through the action's refresh of the page.
      setProgress(null);
    }
  }

  return { file, pick, upload, progress, failure, busy: progress !== null };
}
