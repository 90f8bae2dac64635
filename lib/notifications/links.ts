// Where a notification (and its mail) takes its reader: the screen that shows what was decided, or where a
// request waiting for review is decided. Client-safe.
export const decisionLinks = {
  /** The Annual Operating Plan with the dialog whose history shows each entry's status and reason. */
  serviceHours: "/participation-plan?open=hours",
  educationCredits: "/participation-plan?open=credits",
  dealRoom: "/deal-room",
  course: (courseId: string) => `/course/${encodeURIComponent(courseId)}`,
};

export const MY_WORK_PATH = "/my-work";

/**
 * Reservation requests and registrations are decided in the side menu's dialogs, which have no page of their
 * own: `/my-work?open=<menu entry id>` opens that dialog over this page, so a mailed link reaches it too.
 */
export const OPENABLE_DIALOGS = { reservations: "project-reservations", registrations: "user-management" } as const;
export type OpenableDialog = (typeof OPENABLE_DIALOGS)[keyof typeof OPENABLE_DIALOGS];
export const openDialogLink = (id: OpenableDialog) => `${MY_WORK_PATH}?open=${id}`;
