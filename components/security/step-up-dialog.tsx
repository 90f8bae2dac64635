"use client";
// Step-up (issue 32 §4): a call refused because the session's last check is more than 15 minutes old
// asks for the password or a code here (POST /api/auth/reauth's action), then runs again. A screen calls
// `useStepUp()`, passes `ask` as its useAction's `stepUp`, and renders `dialog`.
import { useCallback, useState } from "react";
import { reauthAction } from "@/actions/security/reauth";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { useAction } from "@/components/ui/use-action";
import { useReauthForm } from "@/components/security/reauth-fields";

export function useStepUp() {
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const ask = useCallback((then: () => void) => setRetry(() => then), []);
  const dialog = (
    <StepUpDialog
      open={retry !== null}
      onCancel={() => setRetry(null)}
      onConfirmed={() => {
        setRetry(null);
        retry?.();
      }}
    />
  );
  return { ask, dialog };
}

type Props = { open: boolean; onCancel: () => void; onConfirmed: () => void };

function StepUpDialog({ open, onCancel, onConfirmed }: Props) {
  const { form, fields, showFieldErrors } = useReauthForm();
  const confirm = useAction(reauthAction, { failure: "Could not confirm it is you", onSuccess: () => (form.reset(), onConfirmed()), onFailure: (r) => showFieldErrors(r.fieldErrors) });
  return (
    <Dialog open={open} onOpenChange={(next) => !next && (form.reset(), onCancel())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Confirm it is you</DialogTitle>
          <DialogDescription>This change needs a recent sign-in. Enter your password, or a code from your authenticator app if you use one.</DialogDescription>
        </DialogHeader>
        <form method="post" className="grid gap-4" aria-label="Confirm it is you" noValidate onSubmit={form.handleSubmit((proof) => confirm.run(proof))}>
          {fields("step-up", true)}
          <DialogFormFooter busy={confirm.busy} busyLabel="Confirming…" submit="Confirm" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
