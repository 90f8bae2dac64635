"use client";
import type { ComponentType } from "react";
import { Construction } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { MenuDialogProps } from "@/components/shared/menu-dialog-props";

/** A side-menu screen that is still being built: says so, and what it will do, instead of a dead link. */
export function comingSoon(title: string, purpose: string): ComponentType<MenuDialogProps> {
  function ComingSoonDialog({ open, onOpenChange }: MenuDialogProps) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>This screen is being built and will be available in an upcoming release.</DialogDescription>
          </DialogHeader>
          <div className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
            <Construction className="mt-0.5 size-5 shrink-0" aria-hidden />
            <p>{purpose}</p>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }
  ComingSoonDialog.displayName = `ComingSoon(${title})`;
  return ComingSoonDialog;
}
