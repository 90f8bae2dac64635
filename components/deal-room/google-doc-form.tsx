"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";
import { saveDocumentAction } from "@/actions/deal-room/save-document";
import { GOOGLE_DOC_URL_MESSAGE, isGoogleDocUrl } from "@/lib/deal-room/schemas";
import type { DocumentType } from "@/lib/deal-room/document-types";
import { RemovePartButton } from "@/components/deal-room/remove-part-button";

/** Spec 2 §5 "Google Doc link": checked here with the spec's message, and again on the server. */
export function GoogleDocForm({ documentType, userId, current, label }: { documentType: DocumentType; userId: string; current: string | null; label: string }) {
  const [url, setUrl] = useState("");
  const { run, busy } = useAction(saveDocumentAction, {
    failure: "Error",
    onSuccess: () => {
      setUrl("");
      toast({ title: "Google Doc Link Saved", description: label, variant: "success" });
    },
  });

  // A form action (not onSubmit): before the page's script has loaded, React's form never submits its fields as a GET.
  async function submit() {
    if (!isGoogleDocUrl(url)) {
      toast({ title: "Error", description: GOOGLE_DOC_URL_MESSAGE, variant: "destructive" });
      return;
    }
    await run({ documentType, userId, googleDocUrl: url.trim() });
  }

  const inputId = `gdoc-${documentType}`;
  return (
    <form action={submit} className="space-y-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        Google Doc link
      </label>
      {current && (
        <p className="flex min-w-0 items-center gap-2 text-xs">
          <a href={current} target="_blank" rel="noopener noreferrer" className="truncate text-emerald-800 underline-offset-2 hover:underline">
            {current}
          </a>
          <RemovePartButton documentType={documentType} userId={userId} part="link" label={label} />
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={inputId} type="url" inputMode="url" placeholder="https://docs.google.com/..." value={url} onChange={(e) => setUrl(e.target.value)} maxLength={2000} />
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? "Saving..." : current ? "Replace Link" : "Save Link"}
        </Button>
      </div>
    </form>
  );
}
