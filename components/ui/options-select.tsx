"use client";
import type { PopupStart } from "@/components/ui/lazy-popup";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export type OptionsSelectProps = {
  /** The trigger's accessible name. */
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
};

/** LazySelect once loaded: the Select itself (its trigger draws from `label` and `className`, not from the stand-in's props). */
export function OptionsSelect({ label, options, value, onValueChange, className, defaultOpen, autoFocus }: OptionsSelectProps & PopupStart) {
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <SelectTrigger aria-label={label} className={className} autoFocus={autoFocus}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
