// Where a notification (and its mail) takes its reader: the screen that shows what was decided, or where a
// request waiting for review is decided. Client-safe.
import type { Permission } from "@/lib/auth/permissions";

export const decisionLinks = {
  /** The Annual Operating Plan with the dialog whose history shows each entry's status and reason. */
  serviceHours: "/participation-plan?open=hours",
  educationCredits: "/participation-plan?open=credits",
  dealRoom: "/deal-room",
  course: (courseId: string) => `/course/${encodeURIComponent(courseId)}`,
};

export const MY_WORK_PATH = "/my-work";

/**
 * The side-menu dialogs whose state is the URL (decision 0034): `?open=<menu entry id>` on any portal page
 * opens that dialog over it, drawn by the portal's @dialog slot with the server's data for a user who holds
 * the permission named here (anyone else gets nothing). Reservation requests and registrations are decided
 * in them, so a mailed link reaches them too.
 */
export const URL_DIALOG_PERMISSIONS = {
  "project-reservations": "reservations.approve",
  "user-management": "users.approve",
} as const satisfies Record<string, Permission>;
export type OpenableDialog = keyof typeof URL_DIALOG_PERMISSIONS;
export const OPENABLE_DIALOGS = { reservations: "project-reservations", registrations: "user-management" } as const satisfies Record<string, OpenableDialog>;

/** The URL parameter naming the open dialog; a dialog's own parameters (its tab, its search) start with DIALOG_PARAM_PREFIX. */
export const OPEN_PARAM = "open";
export const DIALOG_PARAM_PREFIX = "dialog-";

export const openDialogLink = (id: OpenableDialog, path = MY_WORK_PATH) => `${path}?${OPEN_PARAM}=${id}`;

/** The dialog a URL's `open` value names, or null for anything else (another page's own `open`, a list, a typo). */
export function openableDialog(value: unknown): OpenableDialog | null {
  return typeof value === "string" && Object.hasOwn(URL_DIALOG_PERMISSIONS, value) ? (value as OpenableDialog) : null;
}
