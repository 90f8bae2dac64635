// Where each line of "My work" is done. Client-safe: the page, the side menu and the digest's mail share them.
import { decisionLinks } from "@/lib/notifications/links";
import { investorVersionLink } from "@/lib/agreements/notifications/links";
import { msaLink } from "@/lib/agreements/msa/links";

export const MY_WORK_PATH = "/my-work";

/**
 * Reservation requests and registrations are decided in the side menu's dialogs, which have no page of their
 * own: `/my-work?open=<menu entry id>` opens that dialog over this page, so a mailed link reaches it too.
 */
export const OPENABLE_DIALOGS = { reservations: "project-reservations", registrations: "user-management" } as const;
export type OpenableDialog = (typeof OPENABLE_DIALOGS)[keyof typeof OPENABLE_DIALOGS];
const openDialog = (id: OpenableDialog) => `${MY_WORK_PATH}?open=${id}`;

/** The review queues: hours and credits open on the year of the oldest pending entry (the queue is per year). */
export const reviewLinks = {
  hours: (year: number) => `/service-hours/review?tab=hours&status=pending&year=${year}`,
  credits: (year: number) => `/service-hours/review?tab=credits&status=pending&year=${year}`,
  documents: "/admin/documents",
  completions: "/courses?tab=completions&status=pending",
  reservations: openDialog(OPENABLE_DIALOGS.reservations),
  registrations: openDialog(OPENABLE_DIALOGS.registrations),
};

export const taskLink = (projectId: string) => `/project/${encodeURIComponent(projectId)}/edit`;

export const investorLinks = {
  dealRoom: decisionLinks.dealRoom,
  hours: decisionLinks.serviceHours,
  signMsa: msaLink,
  reviewMsa: investorVersionLink,
  course: decisionLinks.course,
};
