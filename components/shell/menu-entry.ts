import type { ComponentType } from "react";
import type { LucideIcon } from "lucide-react";
import type { MenuDialogProps } from "@/components/shared/menu-dialog-props";
import type { Permission } from "@/lib/auth/permissions";
import type { OpenableDialog } from "@/lib/notifications/links";

/**
 * A tool the shell offers: a link to a page, a dialog opened in place (side menu, tiles, resources), or a
 * dialog over the current page whose state is the URL and whose data the server reads (`?open=<id>`,
 * components/shared/url-dialog.tsx). With a permission, only users who hold it see the entry.
 */
type Base = { id: string; label: string; icon: LucideIcon; description: string; permission?: Permission };
export type MenuEntry =
  | (Base & { kind: "link"; href: string })
  | (Base & { kind: "dialog"; dialog: ComponentType<MenuDialogProps> })
  | (Base & { kind: "url-dialog"; id: OpenableDialog });
