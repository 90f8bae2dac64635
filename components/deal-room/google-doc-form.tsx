"use client";
import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/client/api";
import { GOOGLE_DOC_URL_MESSAGE, isGoogleDocUrl } from "@/lib/deal-room/schemas";
import type { DocumentType } from "@/lib/deal-room/document-types";
import { refreshDealRoom } from "@/components/deal-room/query-keys";

/** Spec 2 §5 "Google Doc link": checked here with the spec's message, and again on the server. */
export function GoogleDocForm({ documentType, userId, current, label }: { documentType: DocumentType; userId: string; current: string | null; label: string }) {
  const qc = useQueryClient();
  const [url, setUrl] = useState("");
  const save = useMutation({
    mutationFn: (googleDocUrl: string) => apiRequest("POST", "/api/documents", { documentType, userId, googleDocUrl }),
    onSuccess: () => {
      setUrl("");
      toast({ title: "Google Doc Link Saved", description: label, variant: "success" });
    },
    onError: (err) => toast({ title: "Error", description: err.message || "Failed to save Google Doc URL", variant: "destructive" }),
    onSettled: () => refreshDealRoom(qc),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!isGoogleDocUrl(url)) {
      toast({ title: "Error", description: GOOGLE_DOC_URL_MESSAGE, variant: "destructive" });
      return;
    }
    save.mutate(url.trim());
  }

  const inputId = `gdoc-${documentType}`;
  return (
    <form onSubmit={submit} className="space-y-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        Google Doc link
      </label>
      {current && (
        <p className="truncate text-xs">
          <a href={current} target="_blank" rel="noopener noreferrer" className="text-emerald-800 underline-offset-2 hover:underline">
            {current}
          </a>
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={inputId} type="url" inputMode="url" placeholder="https://docs.google.com/..." value={url} onChange={(e) => setUrl(e.target.value)} maxLength={2000} />
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {save.isPending ? "Saving..." : current ? "Replace Link" : "Save Link"}
        </Button>
      </div>
    </form>
  );
}
