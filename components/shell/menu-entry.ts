import type { ComponentType } from "react";
import type { LucideIcon } from "lucide-react";
import type { MenuDialogProps } from "@/components/shared/menu-dialog-props";
import type { Permission } from "@/lib/auth/permissions";

/**
 * A tool the shell offers: a link to a page, or a dialog opened in place (side menu, tiles, resources).
 * With a permission, only users who hold it see the entry.
 */
type Base = { id: string; label: string; icon: LucideIcon; description: string; permission?: Permission };
export type MenuEntry = (Base & { kind: "link"; href: string }) | (Base & { kind: "dialog"; dialog: ComponentType<MenuDialogProps> });
