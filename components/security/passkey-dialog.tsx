"use client";
// One dialog for every passkey change (add, rename, remove): an optional name, and the password or a code
// again (issue 32 §1). The caller's `submit` does the work; a refusal keeps the dialog open with its
// message under the field it concerns, anything else in a toast.
import type { ReactNode } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ApiError } from "@/lib/client/api";
import { applyFieldErrors } from "@/lib/client/form-errors";
import { useSubmitGuard } from "@/lib/client/use-submit-guard";
import { PASSKEY_NAME_MAX, reauthSchema, renamePasskeySchema } from "@/lib/security/schemas";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { EMPTY_REAUTH, ReauthFields } from "@/components/security/reauth-fields";

type Fields = { name: string; password: string; code: string };
// Adding and renaming check a name and the proof (the rename's schema holds both); removing only the proof.
const resolvers = { named: zodResolver(renamePasskeySchema), unnamed: zodResolver(reauthSchema) } as unknown as Record<"named" | "unnamed", Resolver<Fields, unknown, PasskeyDialogValues>>;

/** What the dialog hands `submit`: the name when it asks for one, and the proof (a blank field is absent). */
export type PasskeyDialogValues = { name?: string; password?: string; code?: string };

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

export function PasskeyDialog({ title, description, name: initialName, allowCode, submitLabel, busyLabel, destructive, failure, open, onOpenChange, submit }: Props) {
  const form = useForm<Fields, unknown, PasskeyDialogValues>({
    resolver: resolvers[initialName !== undefined ? "named" : "unnamed"],
    defaultValues: { ...EMPTY_REAUTH, name: initialName ?? "" },
  });
  const { busy, guard } = useSubmitGuard();
  const close = (next: boolean) => {
    if (busy) return;
    if (!next) form.reset();
    onOpenChange(next);
  };
  const onSubmit = form.handleSubmit((values) =>
    guard(async () => {
      try {
        const done = await submit(values);
        toast({ title: done, variant: "success" });
        form.reset();
        onOpenChange(false);
      } catch (err) {
        applyFieldErrors(form.setError, err instanceof ApiError ? err.fieldErrors : undefined, ["name", "password", "code"]);
        toast({ title: failure, description: err instanceof Error ? err.message : undefined, variant: "destructive" });
      }
    }),
  );
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form method="post" className="grid gap-4" aria-label={title} onSubmit={onSubmit} noValidate>
          {initialName !== undefined && (
            <FormField id="passkey-name" label="Name" hint="Say which device or password manager holds it, e.g. “Work laptop”." error={form.formState.errors.name?.message}>
              {(a11y) => <Input {...a11y} maxLength={PASSKEY_NAME_MAX} autoComplete="off" {...form.register("name")} />}
            </FormField>
          )}
          <ReauthFields id="passkey-reauth" password={form.register("password")} code={form.register("code")} allowCode={allowCode} errors={form.formState.errors} />
          <DialogFormFooter busy={busy} busyLabel={busyLabel} submit={submitLabel} variant={destructive ? "destructive" : "default"} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
