"use client";
import { useEffect, useState } from "react";
import { Controller, useForm, type FieldValues } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { Progress } from "@/components/ui/progress";
import { ChoiceField, controlledChoice } from "@/components/ui/choice-field";
import { todayIso } from "@/components/requirements/format";
import { EntryFormActions } from "@/components/requirements/entry-form-actions";
import { useEntryAction } from "@/components/requirements/use-entry-action";
import type { FieldSpec, TrackedEntry, TrackingKind } from "@/components/requirements/tracking/kind";

type Props<E extends TrackedEntry, V extends FieldValues, D> = { kind: TrackingKind<E, V, D>; editing: E | null; onDone: () => void };

/** Spec 2 §5's form of either kind (Log Hours, Log Credits); while `editing`, the same form edits that entry. */
export function EntryForm<E extends TrackedEntry, V extends FieldValues, D>({ kind, editing, onDone }: Props<E, V, D>) {
  const form = useForm<FieldValues, unknown, V>({ resolver: zodResolver(kind.schema), defaultValues: kind.empty() });
  const log = useEntryAction(kind.actions.log, kind.messages.log);
  const update = useEntryAction(kind.actions.update, kind.messages.update);
  const busy = log.busy || update.busy;
  const { errors } = form.formState;
  // An upload's real progress, shown while its bytes go up (null otherwise).
  const [uploaded, setUploaded] = useState<number | null>(null);

  useEffect(() => {
    form.reset(editing ? kind.toForm(editing) : kind.empty());
  }, [editing, form, kind]);

  const onSubmit = form.handleSubmit(async (values) => {
    const onProgress = (fraction: number) => setUploaded(Math.round(fraction * 100));
    const result = editing ? await update.run({ id: editing.id, values, onProgress }) : await log.run({ values, onProgress });
    setUploaded(null);
    // On a failure the toast says why; the values stay for another try.
    if (!result?.ok) return;
    form.reset(kind.empty());
    onDone();
  });

  const error = (name: string) => errors[name]?.message as string | undefined;
  const field = (spec: FieldSpec) => {
    const id = `${kind.idPrefix}-${spec.name}`;
    if (spec.type === "choice") {
      return (
        <Controller
          key={spec.name}
          control={form.control}
          name={spec.name}
          render={({ field: f }) => <ChoiceField id={id} label={spec.label} hint={spec.hint} error={error(spec.name)} choices={spec.choices} placeholder={spec.placeholder} {...controlledChoice(f)} />}
        />
      );
    }
    return (
      <FormField key={spec.name} id={id} label={spec.label} hint={spec.hint} error={error(spec.name)}>
        {(a11y) => {
          const props = { ...a11y, ...form.register(spec.name) };
          if (spec.type === "textarea") return <Textarea {...props} rows={3} maxLength={spec.maxLength} placeholder={spec.placeholder} />;
          if (spec.type === "date") return <Input {...props} type="date" min="1900-01-01" max={todayIso()} required />;
          if (spec.type === "number") return <Input {...props} type="number" inputMode="decimal" step={spec.step} min={spec.min} max={spec.max} required />;
          return <Input {...props} maxLength={spec.maxLength} required />;
        }}
      </FormField>
    );
  };

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={editing ? kind.editLabel : kind.logLabel}>
      <div className="grid gap-4 sm:grid-cols-2">{kind.fields.filter((f) => !f.wide).map(field)}</div>
      {kind.fields.filter((f) => f.wide).map(field)}
      {kind.extra?.(form, editing)}
      {uploaded !== null && <Progress value={uploaded} aria-label="Uploading evidence" />}
      <EntryFormActions editing={!!editing} busy={busy} onCancel={onDone} logLabel={kind.logLabel} updateLabel={kind.updateLabel} />
    </form>
  );
}
