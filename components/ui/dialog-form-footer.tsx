"use client";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/skeleton";

type Props = {
  /** The request runs: both buttons are disabled and the submit button spins with `busyLabel`. */
  busy: boolean;
  busyLabel: string;
  /** The submit button's content when idle. */
  submit: ReactNode;
  /** The form cannot be sent yet (a required field is empty). */
  disabled?: boolean;
  variant?: "default" | "destructive";
};

/** A dialog form's Cancel and submit buttons; the submit cannot fire twice. */
export function DialogFormFooter({ busy, busyLabel, submit, disabled = false, variant = "default" }: Props) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={busy}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" variant={variant} disabled={busy || disabled}>
        {busy ? <Spinner label={busyLabel} showLabel className="text-white [&_svg]:text-white" /> : submit}
      </Button>
    </DialogFooter>
  );
}
