"use client";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { Progress } from "@/components/ui/progress";
import { formatHours, todayIso } from "@/components/requirements/format";
import { EntryFormActions } from "@/components/requirements/entry-form-actions";
import { ChoiceField, controlledChoice } from "@/components/ui/choice-field";
import { EvidenceField } from "@/components/requirements/hours/evidence-field";
import type { ServiceHoursEntry } from "@/components/requirements/hours/types";
import { useLogHours, useUpdateHours, type HoursFormValues } from "@/components/requirements/hours/use-service-hours";
import { DESCRIPTION_MAX } from "@/lib/requirements/hours/schemas";
import { formSchema, type HoursFormInput } from "@/components/requirements/hours/hours-form-schema";
import { SERVICE_CATEGORIES, SERVICE_CATEGORY_LABELS } from "@/lib/requirements/categories";

const CATEGORY_OPTIONS = SERVICE_CATEGORIES.map((c) => ({ value: c, label: SERVICE_CATEGORY_LABELS[c] }));

const empty = () => ({ serviceDate: todayIso(), hours: "", category: "operations_oversight" as const, description: "", evidenceFile: null, removeEvidence: false });

type Props = { editing: ServiceHoursEntry | null; onDone: () => void };

/** Spec 2 §5's Log Hours form; while `editing`, the same form edits that entry. */
export function ServiceHoursForm({ editing, onDone }: Props) {
  const form = useForm<HoursFormInput, unknown, HoursFormValues>({ resolver: zodResolver(formSchema), defaultValues: empty() });
  const log = useLogHours();
  const update = useUpdateHours();
  const busy = log.busy || update.busy;
  const { errors } = form.formState;
  // The evidence PUT's real progress, shown while its bytes go up (null otherwise).
  const [uploaded, setUploaded] = useState<number | null>(null);

  useEffect(() => {
    form.reset(editing ? { serviceDate: editing.serviceDate, hours: formatHours(editing.hours), category: editing.category, description: editing.description, evidenceFile: null, removeEvidence: false } : empty());
  }, [editing, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const onProgress = values.evidenceFile ? (fraction: number) => setUploaded(Math.round(fraction * 100)) : undefined;
    const result = editing ? await update.run({ id: editing.id, values, onProgress }) : await log.run({ values, onProgress });
    setUploaded(null);
    // On a failure the toast says why; the values stay for another try.
    if (!result?.ok) return;
    form.reset(empty());
    onDone();
  });

  const id = (name: string) => `hours-${name}`;
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={editing ? "Edit Entry" : "Log Hours"}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("date")} label="Date" error={errors.serviceDate?.message}>
          {(a11y) => <Input {...a11y} type="date" max={todayIso()} min="1900-01-01" required {...form.register("serviceDate")} />}
        </FormField>
        <FormField id={id("hours")} label="Hours" hint="0.5 to 24, in steps of 0.5" error={errors.hours?.message}>
          {(a11y) => <Input {...a11y} type="number" inputMode="decimal" step="0.5" min="0" max="24" required {...form.register("hours")} />}
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="category"
        render={({ field }) => <ChoiceField id={id("category")} label="Category" error={errors.category?.message} choices={CATEGORY_OPTIONS} {...controlledChoice(field)} placeholder="Select a category" />}
      />
      <FormField id={id("description")} label="Description" error={errors.description?.message}>
        {(a11y) => <Textarea {...a11y} rows={3} maxLength={DESCRIPTION_MAX} placeholder="What did you do?" {...form.register("description")} />}
      </FormField>
      <EvidenceField form={form} current={editing?.evidence ?? null} error={errors.evidenceFile?.message} />
      {uploaded !== null && <Progress value={uploaded} aria-label="Uploading evidence" />}
      <EntryFormActions editing={!!editing} busy={busy} onCancel={onDone} logLabel="Log Hours" updateLabel="Update Entry" />
    </form>
  );
}
