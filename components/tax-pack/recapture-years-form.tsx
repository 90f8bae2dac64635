"use client";
// The §30C recapture window (issue 22 §3): a firm-wide setting in years; held projects show its end date.
import { useState, type FormEvent } from "react";
import { Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";
import { setRecaptureYearsAction } from "@/actions/itc/set-recapture-years";

export function RecaptureYearsForm({ years }: { years: number }) {
  const [value, setValue] = useState(String(years));
  const [error, setError] = useState<string | undefined>();
  const { run, busy } = useAction(setRecaptureYearsAction, {
    failure: "Could not save the recapture window",
    onSuccess: () => toast({ title: "Recapture window saved" }),
    onFailure: (f) => setError(f.fieldErrors?.years?.[0]),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    void run({ years: Number(value) });
  };
  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <div className="w-40">
        <FormField id="recapture-years" label="Recapture window (years)" error={error}>
          {(a11y) => <Input {...a11y} type="number" inputMode="numeric" min={0} max={30} step={1} value={value} onChange={(e) => setValue(e.target.value)} />}
        </FormField>
      </div>
      <Button type="submit" variant="outline" disabled={busy}>
        <Save aria-hidden /> Save
      </Button>
    </form>
  );
}
