"use client";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";
import { saveDocumentAction } from "@/actions/deal-room/save-document";
import { applyFieldErrors } from "@/lib/client/form-errors";
import { GOOGLE_DOC_URL_MESSAGE, googleDocUrlSchema } from "@/lib/deal-room/schemas";
import type { DocumentType } from "@/lib/deal-room/document-types";
import { RemovePartButton } from "@/components/deal-room/remove-part-button";

const schema = z.object({ googleDocUrl: googleDocUrlSchema });

/** Spec 2 §5 "Google Doc link": checked here with the spec's message, and again on the server. */
export function GoogleDocForm({ documentType, userId, current, label }: { documentType: DocumentType; userId: string; current: string | null; label: string }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { googleDocUrl: "" } });
  const { run, busy } = useAction(saveDocumentAction, {
    failure: "Error",
    onSuccess: () => {
      form.reset();
      toast({ title: "Google Doc Link Saved", description: label, variant: "success" });
    },
    onFailure: ({ fieldErrors }) => applyFieldErrors(form.setError, fieldErrors, ["googleDocUrl"]),
  });

  // The spec shows a link the action's schema refuses as an 'Error' toast, not under the field.
  const submit = form.handleSubmit(
    (values) => run({ documentType, userId, ...values }),
    () => toast({ title: "Error", description: GOOGLE_DOC_URL_MESSAGE, variant: "destructive" }),
  );

  const inputId = `gdoc-${documentType}`;
  const error = form.formState.errors.googleDocUrl?.type === "server" ? form.formState.errors.googleDocUrl.message : undefined;
  // method="post": a press before the page is interactive re-renders it rather than putting the link in a URL.
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-1.5">
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
        <Input
          id={inputId}
          type="url"
          inputMode="url"
          placeholder="https://docs.google.com/..."
          maxLength={2000}
          aria-invalid={!!error}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...form.register("googleDocUrl")}
        />
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? "Saving..." : current ? "Replace Link" : "Save Link"}
        </Button>
      </div>
      <FieldError id={`${inputId}-error`} message={error} />
    </form>
  );
}
