"use client";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { formatHours, todayIso } from "@/components/requirements/format";
import { EntryFormActions } from "@/components/requirements/entry-form-actions";
import { ChoiceField, controlledChoice } from "@/components/ui/choice-field";
import type { EducationCredit } from "@/components/requirements/credits/types";
import { useLogCredit, useUpdateCredit } from "@/components/requirements/credits/use-education-credits";
import { CREDIT_DESCRIPTION_MAX, educationCreditSchema, type EducationCreditInput } from "@/lib/requirements/credits/schemas";
import { LEARNING_CATEGORIES, LEARNING_CATEGORY_LABELS } from "@/lib/requirements/categories";

const empty = () => ({ courseName: "", provider: "", creditHours: "", completionDate: todayIso(), description: "", category: "other" as const });
const CATEGORY_OPTIONS = LEARNING_CATEGORIES.map((c) => ({ value: c, label: LEARNING_CATEGORY_LABELS[c] }));

type Props = { editing: EducationCredit | null; onDone: () => void };

/** Spec 2 §5's education credit form; while `editing`, it edits that credit. */
export function EducationCreditForm({ editing, onDone }: Props) {
  const form = useForm<z.input<typeof educationCreditSchema>, unknown, EducationCreditInput>({ resolver: zodResolver(educationCreditSchema), defaultValues: empty() });
  const log = useLogCredit();
  const update = useUpdateCredit();
  const busy = log.busy || update.busy;
  const { errors } = form.formState;

  useEffect(() => {
    form.reset(editing ? { ...editing, creditHours: formatHours(editing.creditHours), description: editing.description ?? "" } : empty());
  }, [editing, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const result = editing ? await update.run({ id: editing.id, values }) : await log.run(values);
    // On a failure the toast says why; the values stay for another try.
    if (!result?.ok) return;
    form.reset(empty());
    onDone();
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={editing ? "Edit Credits" : "Log Credits"}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="credit-course" label="Course name" error={errors.courseName?.message}>
          {(a11y) => <Input {...a11y} maxLength={200} required {...form.register("courseName")} />}
        </FormField>
        <FormField id="credit-provider" label="Provider" error={errors.provider?.message}>
          {(a11y) => <Input {...a11y} maxLength={200} required {...form.register("provider")} />}
        </FormField>
        <FormField id="credit-hours" label="Credit hours" hint="0 or more, in steps of 0.1" error={errors.creditHours?.message}>
          {(a11y) => <Input {...a11y} type="number" inputMode="decimal" step="0.1" min="0" required {...form.register("creditHours")} />}
        </FormField>
        <FormField id="credit-date" label="Completion date" error={errors.completionDate?.message}>
          {(a11y) => <Input {...a11y} type="date" min="1900-01-01" max={todayIso()} required {...form.register("completionDate")} />}
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="category"
        render={({ field }) => <ChoiceField id="credit-category" label="Category" error={errors.category?.message} choices={CATEGORY_OPTIONS} {...controlledChoice({ ...field, value: field.value ?? "other" })} />}
      />
      <FormField id="credit-description" label="Description (optional)" error={errors.description?.message}>
        {(a11y) => <Textarea {...a11y} rows={3} maxLength={CREDIT_DESCRIPTION_MAX} {...form.register("description")} />}
      </FormField>
      <EntryFormActions editing={!!editing} busy={busy} onCancel={onDone} logLabel="Log Credits" updateLabel="Update Credits" />
    </form>
  );
}
