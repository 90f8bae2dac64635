"use client";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";
import { removeDocumentPartAction } from "@/actions/deal-room/remove-document-part";
import type { DocumentType } from "@/lib/deal-room/document-types";

const WORDS = { file: { button: "Remove file", done: "File Removed" }, link: { button: "Remove link", done: "Link Removed" } } as const;

/** Takes back a wrongly handed-in file or link; the page re-renders without it (a file stays under Versions). */
export function RemovePartButton({ documentType, userId, part, label }: { documentType: DocumentType; userId: string; part: "file" | "link"; label: string }) {
  const { run, busy } = useAction(removeDocumentPartAction, {
    failure: "Error",
    onSuccess: () => toast({ title: WORDS[part].done, description: label, variant: "success" }),
  });
  return (
    <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => void run({ documentType, userId, part })} aria-label={`${WORDS[part].button}: ${label}`}>
      <X className="size-4" aria-hidden />
      {busy ? "Removing..." : WORDS[part].button}
    </Button>
  );
}
