"use client";
import { useState } from "react";
import { Timer } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAction } from "@/components/ui/use-action";
import { toast } from "@/components/ui/use-toast";
import { updateIdleLimitsAction } from "@/actions/pipeline/update-idle-limits";
import { idleLimitKey, type IdleLimits } from "@/lib/pipeline/idle";
import { BOARD_STAGES } from "@/lib/pipeline/schemas";

type Texts = Record<keyof IdleLimits, string>;

const toTexts = (limits: IdleLimits) => Object.fromEntries(Object.entries(limits).map(([k, v]) => [k, v === null ? "" : String(v)])) as Texts;

/** Days without activity after which a deal in each stage is idle; a blank stage is never idle. */
export function IdleLimitsDialog({ limits }: { limits: IdleLimits }) {
  const [open, setOpen] = useState(false);
  const [texts, setTexts] = useState<Texts>(() => toTexts(limits));
  const { run, busy } = useAction(updateIdleLimitsAction, {
    failure: "Save Failed",
    onSuccess: () => {
      setOpen(false);
      toast({ title: "Idle limits saved", variant: "success" });
    },
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const value = Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v.trim() === "" ? null : Number(v)])) as IdleLimits;
    void run(value);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (next) setTexts(toTexts(limits));
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
              <FormField key={key} id={`idle-limit-${key}`} label={`${stage} (days)`}>
                {(a11y) => (
                  <Input {...a11y} type="number" inputMode="numeric" min={1} max={3650} step={1} value={texts[key]} onChange={(e) => setTexts((t) => ({ ...t, [key]: e.target.value }))} />
                )}
              </FormField>
            );
          })}
          <DialogFormFooter busy={busy} busyLabel="Saving..." submit="Save limits" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
