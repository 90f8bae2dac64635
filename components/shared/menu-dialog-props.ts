/** What every side-menu dialog accepts: the menu owns whether it is open. */
export type MenuDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };
