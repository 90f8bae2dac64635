"use client";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

type Props = { id: string; label: string; description: string; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean };

/** An on/off setting as a row: label and explanation on the left, the switch on the right. */
export function SwitchField({ id, label, description, checked, onChange, disabled }: Props) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 px-4 py-3">
      <div className="space-y-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-xs text-slate-500">
          {description}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} disabled={disabled} aria-describedby={`${id}-description`} />
    </div>
  );
}
