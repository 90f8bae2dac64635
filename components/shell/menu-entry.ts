import type { ComponentType } from "react";
import type { LucideIcon } from "lucide-react";
import type { MenuDialogProps } from "@/components/shell/menu-dialog-props";

/** A tool the shell offers: a link to a page, or a dialog opened in place (side menu, tiles, resources). */
type Base = { id: string; label: string; icon: LucideIcon; description: string };
export type MenuEntry = (Base & { kind: "link"; href: string }) | (Base & { kind: "dialog"; dialog: ComponentType<MenuDialogProps> });
