"use client";
// The §30C recapture window (issue 22 §3): a firm-wide setting in years; held projects show its end date.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";
import { applyFieldErrors } from "@/lib/client/form-errors";
import { SETTINGS } from "@/lib/settings/definitions";
import { setRecaptureYearsAction } from "@/actions/itc/set-recapture-years";

// The action's input: the setting's own rule (a "use server" module can export only its action).
const schema = z.object({ years: SETTINGS["itc.recaptureYears"].schema });

export function RecaptureYearsForm({ years }: { years: number }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { years } });
  const { run, busy } = useAction(setRecaptureYearsAction, {
    failure: "Could not save the recapture window",
    onSuccess: () => toast({ title: "Recapture window saved" }),
    onFailure: ({ fieldErrors }) => applyFieldErrors(form.setError, fieldErrors, ["years"]),
  });
  const submit = form.handleSubmit((values) => run(values));
  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <div className="w-40">
        <FormField id="recapture-years" label="Recapture window (years)" error={form.formState.errors.years?.message}>
          {(a11y) => <Input {...a11y} type="number" inputMode="numeric" min={0} max={30} step={1} {...form.register("years", { valueAsNumber: true })} />}
        </FormField>
      </div>
      <Button type="submit" variant="outline" disabled={busy}>
        <Save aria-hidden /> Save
      </Button>
    </form>
  );
}
