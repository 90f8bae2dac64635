"use client";
// What both tracking forms share (service hours and education credits, spec 2 §5): the submit row (Cancel
// Edit while editing; the submit disabled and spinning while it runs).
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/skeleton";

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
