"use client";
import { useState } from "react";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";
import { removeDocumentPartAction } from "@/actions/deal-room/remove-document-part";
import type { DocumentType } from "@/lib/deal-room/document-types";

const WORDS = {
  file: { button: "Remove file", done: "File Removed", what: "file", after: "It stays under Versions." },
  link: { button: "Remove link", done: "Link Removed", what: "link", after: "You can save a link again at any time." },
} as const;

/**
 * Takes back a wrongly handed-in file or link, after a yes/no question (a click too many should not take
 * a document away); the page re-renders without it (a file stays under Versions).
 */
export function RemovePartButton({ documentType, userId, part, label }: { documentType: DocumentType; userId: string; part: "file" | "link"; label: string }) {
  const [asking, setAsking] = useState(false);
  const words = WORDS[part];
  const { run, busy } = useAction(removeDocumentPartAction, {
    failure: "Error",
    onSuccess: () => {
      setAsking(false);
      toast({ title: words.done, description: label, variant: "success" });
    },
    onFailure: () => setAsking(false),
  });
  return (
    <>
      <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => setAsking(true)} aria-label={`${words.button}: ${label}`}>
        <X className="size-4" aria-hidden />
        {busy ? "Removing..." : words.button}
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={`Remove the ${words.what} from ${label}?`}
        description={`${label} no longer counts this ${words.what} as handed in. ${words.after}`}
        confirm={words.button}
        pending={{ busy, label: "Removing..." }}
        onConfirm={() => void run({ documentType, userId, part })}
      />
    </>
  );
}
