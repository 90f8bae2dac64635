"use client";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Copy, Link2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";
import { ToggleField } from "@/components/ui/toggle-field";
import { createShareLinkAction } from "@/actions/msa/create-share-link";
import { SHARE_DEFAULT_DAYS, SHARE_MAX_DAYS } from "@/lib/agreements/msa/wire";
import { createShareSchema } from "@/lib/agreements/msa/schemas";
import { applyFieldErrors } from "@/lib/client/form-errors";

/** Writes to the clipboard; false where the browser refuses (no permission, not a secure context). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

const days = (n: number) => (n === 1 ? "1 day" : `${n} days`);

// Spec 2 §9's defaults: 30 days, no download. The action's schema decides what is allowed; the screen
// says it in the user's words (the schema's messages name the API's field).
const DEFAULTS = { expiresInDays: SHARE_DEFAULT_DAYS, allowDownload: false };
const EXPIRY_MESSAGE = `Enter a whole number of days from 1 to ${SHARE_MAX_DAYS}`;

type Props = { msaId: string; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Creates a read-only link for someone without an account (an accountant, a lawyer) and copies it. The
 * link is shown once: the server keeps only its hash.
 */
export function ShareDialog({ msaId, open, onOpenChange }: Props) {
  // onTouched: the expiry is checked once the user leaves the field, as before the first submission.
  const form = useForm({ resolver: zodResolver(createShareSchema), defaultValues: DEFAULTS, mode: "onTouched" });
  const [created, setCreated] = useState<{ url: string; copied: boolean } | null>(null);
  const error = form.formState.errors.expiresInDays ? EXPIRY_MESSAGE : undefined;
  // The list beneath the agreement shows the new link once the page has re-rendered (the action's refresh).
  const { run: create, busy } = useAction(createShareLinkAction, {
    failure: "Share Failed",
    fallback: "Failed to generate share link",
    onSuccess: async ({ shareUrl }) => {
      const copied = await copyToClipboard(shareUrl);
      setCreated({ url: shareUrl, copied });
      const expiry = days(form.getValues("expiresInDays") ?? SHARE_DEFAULT_DAYS);
      toast({
        title: "Share Link Generated",
        description: copied ? `Secure link copied to clipboard (expires in ${expiry})` : `Copy the secure link from the dialog (expires in ${expiry})`,
        variant: "success",
      });
    },
    onFailure: ({ fieldErrors }) => applyFieldErrors(form.setError, fieldErrors, ["expiresInDays"]),
  });

  function reset(next: boolean) {
    if (busy) return;
    if (!next) {
      form.reset(DEFAULTS);
      setCreated(null);
    }
    onOpenChange(next);
  }

  const submit = form.handleSubmit((values) => create({ id: msaId, ...values }));

  async function copyAgain() {
    if (!created) return;
    const copied = await copyToClipboard(created.url);
    toast(copied ? { title: "Link Copied", variant: "success" } : { title: "Copy Failed", description: "Select the link and copy it yourself.", variant: "destructive" });
  }

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Share the MSA</DialogTitle>
          <DialogDescription>Anyone with the link can read the agreement, without signing in, until it expires or you revoke it.</DialogDescription>
        </DialogHeader>
        {created ? (
          <div className="grid gap-4">
            <FormField id="share-url" label="Secure link" hint="Shown only now: keep it, or revoke it and make a new one.">
              {(a11y) => <Input {...a11y} readOnly value={created.url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />}
            </FormField>
            <DialogFooter>
              <Button variant="outline" onClick={() => void copyAgain()}>
                <Copy aria-hidden />
                Copy Link
              </Button>
              <DialogClose asChild>
                <Button>Done</Button>
              </DialogClose>
            </DialogFooter>
          </div>
        ) : (
          <form method="post" onSubmit={submit} noValidate className="grid gap-4" aria-label="Share the MSA">
            <FormField id="share-expires" label="Expires in (days)" error={error}>
              {(a11y) => (
                <Input
                  {...a11y}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={SHARE_MAX_DAYS}
                  step={1}
                  {...form.register("expiresInDays", { valueAsNumber: true })}
                />
              )}
            </FormField>
            <Controller
              control={form.control}
              name="allowDownload"
              render={({ field }) => (
                <ToggleField
                  id="share-allow-download"
                  kind="switch"
                  label="Allow download"
                  hint="Lets the link's holder download the PDF and DOCX as well."
                  checked={field.value ?? false}
                  onCheckedChange={field.onChange}
                />
              )}
            />
            <DialogFormFooter
              busy={busy}
              busyLabel="Generating..."
              submit={
                <>
                  <Link2 aria-hidden />
                  Generate Link
                </>
              }
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
