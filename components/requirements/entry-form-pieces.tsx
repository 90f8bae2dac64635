"use client";
// The pieces both tracking forms share (service hours and education credits, spec 2 §5): the category
// select and the submit row (Cancel Edit while editing; the submit disabled and spinning while it runs).
import type { Ref } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/skeleton";

type CategoryFieldProps = {
  id: string;
  error?: string;
  options: readonly { value: string; label: string }[];
  /** react-hook-form's Controller field. */
  field: { value?: string | null; onChange: (value: string) => void; onBlur: () => void; ref: Ref<HTMLButtonElement> };
  placeholder?: string;
};

export function CategoryField({ id, error, options, field, placeholder }: CategoryFieldProps) {
  return (
    <FormField id={id} label="Category" error={error}>
      {(a11y) => (
        <Select value={String(field.value ?? "")} onValueChange={field.onChange}>
          <SelectTrigger {...a11y} ref={field.ref} onBlur={field.onBlur}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((o) => (
              <SelectItem key={o.value} value={o.value}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}

type ActionsProps = { editing: boolean; busy: boolean; onCancel: () => void; logLabel: string; updateLabel: string };

export function EntryFormActions({ editing, busy, onCancel, logLabel, updateLabel }: ActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {editing && (
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel Edit
        </Button>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? <Spinner label="Saving..." showLabel className="text-white [&_svg]:text-white" /> : editing ? updateLabel : logLabel}
      </Button>
    </div>
  );
}
