"use client";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { FormField } from "@/components/ui/form-field";

export type Choice = { value: string; label: string };

type Props = {
  id: string;
  label: string;
  choices: readonly Choice[];
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder: string;
  error?: string;
  disabled?: boolean;
};

/** A labelled single choice (Radix Select) with its error beneath; "" or undefined shows the placeholder. */
export function ChoiceField({ id, label, choices, value, onChange, onBlur, placeholder, error, disabled }: Props) {
  return (
    <FormField id={id} label={label} error={error}>
      {(a11y) => (
        <Select value={value ?? ""} onValueChange={onChange} disabled={disabled} onOpenChange={(open) => !open && onBlur?.()}>
          <SelectTrigger {...a11y}>
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

/** Choices whose label is the value itself. */
export const asChoices = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value }));
