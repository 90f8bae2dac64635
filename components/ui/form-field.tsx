import type * as React from "react";
import { Label } from "@/components/ui/label";
import { FieldError } from "@/components/ui/field-error";

type A11yProps = { id: string; "aria-invalid": boolean; "aria-describedby"?: string };

type Props = {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  /** Receives the id and aria attributes that tie the control to its label and its error. */
  children: (control: A11yProps) => React.ReactNode;
};

/** Label, control, and the field's error message beneath it. */
export function FormField({ id, label, error, hint, children }: Props) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // The hint gives way to the error, so the control is described by whichever is shown.
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    // content-start: when a neighbour in the same form row grows (its error appears), this field's rows
    // keep their height instead of stretching, so its label and control stay where they were.
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": !!error, "aria-describedby": describedBy })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
