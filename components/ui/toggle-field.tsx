"use client";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

type Props = {
  id: string;
  kind: "checkbox" | "switch";
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** A checkbox or switch with its label and a line explaining it (the control is described by that line). */
export function ToggleField({ id, kind, label, hint, checked, onCheckedChange }: Props) {
  const control =
    kind === "checkbox" ? (
      <Checkbox id={id} checked={checked} onCheckedChange={(c) => onCheckedChange(c === true)} aria-describedby={`${id}-hint`} className="mt-0.5" />
    ) : (
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={`${id}-hint`} />
    );
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-3">
      {control}
      <div className="grid gap-1">
        <Label htmlFor={id} className="leading-snug">
          {label}
        </Label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}
