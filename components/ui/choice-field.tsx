"use client";
import type { Ref } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { FormField } from "@/components/ui/form-field";

export type Choice = { value: string; label: string };

type Props = {
  id: string;
  label: string;
  choices: readonly Choice[];
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Where react-hook-form moves the focus when this field holds the first error. */
  triggerRef?: Ref<HTMLButtonElement>;
  placeholder?: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
};

/**
 * A labelled single choice (Radix Select) with its error beneath; "" or no value shows the placeholder.
 * The field counts as touched when its list closes, not when the focus moves into the open list.
 */
export function ChoiceField({ id, label, choices, value, onChange, onBlur, triggerRef, placeholder, error, hint, disabled }: Props) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(a11y) => (
        <Select value={value ?? ""} onValueChange={onChange} disabled={disabled} onOpenChange={(open) => !open && onBlur?.()}>
          <SelectTrigger {...a11y} ref={triggerRef}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {choices.map((c) => (
              <SelectItem key={c.value} value={c.value}>
                {c.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}

type ControllerField = { value?: string | null; onChange: (value: string) => void; onBlur: () => void; ref: Ref<HTMLButtonElement> };

/** ChoiceField's value props from a react-hook-form Controller's field. */
export const controlledChoice = (field: ControllerField) => ({ value: field.value, onChange: field.onChange, onBlur: field.onBlur, triggerRef: field.ref });

/** Choices whose label is the value itself. */
export const asChoices = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value }));
