"use client";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Timer } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAction } from "@/components/ui/use-action";
import { toast } from "@/components/ui/use-toast";
import { applyFieldErrors } from "@/lib/client/form-errors";
import { updateIdleLimitsAction } from "@/actions/pipeline/update-idle-limits";
import { idleLimitKey, type IdleLimits } from "@/lib/pipeline/idle";
import { BOARD_STAGES, idleLimitsSchema } from "@/lib/pipeline/schemas";

const KEYS = BOARD_STAGES.map(idleLimitKey);
// A blank box is a stage without a limit (null); anything else is the number the action's schema checks.
// (react-hook-form also passes the saved limits through here: a number or null as they are.)
const days = (value: string | number | null) => (typeof value !== "string" ? value : value.trim() === "" ? null : Number(value));

/** Days without activity after which a deal in each stage is idle; a blank stage is never idle. */
export function IdleLimitsDialog({ limits }: { limits: IdleLimits }) {
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(idleLimitsSchema), defaultValues: limits });
  const { errors } = form.formState;
  const { run, busy } = useAction(updateIdleLimitsAction, {
    failure: "Save Failed",
    onSuccess: () => {
      setOpen(false);
      toast({ title: "Idle limits saved", variant: "success" });
    },
    onFailure: ({ fieldErrors }) => applyFieldErrors(form.setError, fieldErrors, KEYS),
  });
  const submit = form.handleSubmit((values) => run(values));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (next) form.reset(limits);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Timer aria-hidden />
          Idle limits
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Idle limits</DialogTitle>
          <DialogDescription>Days without an edit, engineering update, task or reservation change after which a deal is flagged idle. Leave a stage blank to never flag it.</DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={submit} noValidate className="grid gap-4" aria-label="Idle limits">
          {BOARD_STAGES.map((stage) => {
            const key = idleLimitKey(stage);
            return (
              <FormField key={key} id={`idle-limit-${key}`} label={`${stage} (days)`} error={errors[key]?.message}>
                {(a11y) => <Input {...a11y} type="number" inputMode="numeric" min={1} max={3650} step={1} {...form.register(key, { setValueAs: days })} />}
              </FormField>
            );
          })}
          <DialogFormFooter busy={busy} busyLabel="Saving..." submit="Save limits" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
