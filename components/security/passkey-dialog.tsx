"use client";
// One dialog for every passkey change (add, rename, remove): an optional name, and the password or a code
// again (issue 32 §1). The caller's `submit` does the work; a refusal keeps the dialog open with its
// message under the field it concerns, anything else in a toast.
import { useState, type FormEvent, type ReactNode } from "react";
import { ApiError } from "@/lib/client/api";
import { useSubmitGuard } from "@/lib/client/use-submit-guard";
import { PASSKEY_NAME_MAX } from "@/lib/security/schemas";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { EMPTY_REAUTH, ReauthFields } from "@/components/security/reauth-fields";

export type PasskeyDialogValues = { name: string; password?: string; code?: string };

type Props = {
  title: string;
  description: ReactNode;
  /** Ask for a name, starting with this one; absent: no name field (removing). */
  name?: string;
  allowCode: boolean;
  submitLabel: string;
  busyLabel: string;
  destructive?: boolean;
  failure: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves with the success toast's title; throws (ApiError or Error) with what to say. */
  submit: (values: PasskeyDialogValues) => Promise<string>;
};

const blankless = (v: string) => (v.trim() === "" ? undefined : v);

export function PasskeyDialog({ title, description, name: initialName, allowCode, submitLabel, busyLabel, destructive, failure, open, onOpenChange, submit }: Props) {
  const [name, setName] = useState(initialName ?? "");
  const [reauth, setReauth] = useState(EMPTY_REAUTH);
  const [errors, setErrors] = useState<Record<string, string[]> | undefined>();
  const { busy, guard } = useSubmitGuard();
  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setReauth(EMPTY_REAUTH);
      setErrors(undefined);
      setName(initialName ?? "");
    }
    onOpenChange(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void guard(async () => {
      try {
        const done = await submit({ name: name.trim(), password: blankless(reauth.password), code: blankless(reauth.code) });
        toast({ title: done, variant: "success" });
        setReauth(EMPTY_REAUTH);
        setErrors(undefined);
        onOpenChange(false);
      } catch (err) {
        const fieldErrors = err instanceof ApiError ? err.fieldErrors : undefined;
        setErrors(fieldErrors);
        toast({ title: failure, description: err instanceof Error ? err.message : undefined, variant: "destructive" });
      }
    });
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form method="post" className="grid gap-4" aria-label={title} onSubmit={onSubmit} noValidate>
          {initialName !== undefined && (
            <FormField id="passkey-name" label="Name" hint="Say which device or password manager holds it, e.g. “Work laptop”." error={errors?.name?.[0]}>
              {(a11y) => <Input {...a11y} maxLength={PASSKEY_NAME_MAX} autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />}
            </FormField>
          )}
          <ReauthFields id="passkey-reauth" value={reauth} onChange={setReauth} allowCode={allowCode} errors={errors} />
          <DialogFormFooter busy={busy} busyLabel={busyLabel} submit={submitLabel} variant={destructive ? "destructive" : "default"} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
