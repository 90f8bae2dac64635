// Where each line of "My work" is done. Client-safe: the page, the side menu and the digest's mail share them.
import { decisionLinks, OPENABLE_DIALOGS, openDialogLink } from "@/lib/notifications/links";
import { investorVersionLink } from "@/lib/agreements/notifications/links";
import { msaLink } from "@/lib/agreements/msa/links";

/** The review queues: hours and credits open on the year of the oldest pending entry (the queue is per year). */
export const reviewLinks = {
  hours: (year: number) => `/service-hours/review?tab=hours&status=pending&year=${year}`,
  credits: (year: number) => `/service-hours/review?tab=credits&status=pending&year=${year}`,
  documents: "/admin/documents",
  completions: "/courses?tab=completions&status=pending",
  reservations: openDialogLink(OPENABLE_DIALOGS.reservations),
  registrations: openDialogLink(OPENABLE_DIALOGS.registrations),
};

export const taskLink = (projectId: string) => `/project/${encodeURIComponent(projectId)}/edit`;

export const investorLinks = {
  dealRoom: decisionLinks.dealRoom,
  hours: decisionLinks.serviceHours,
  signMsa: msaLink,
  reviewMsa: investorVersionLink,
  course: decisionLinks.course,
};
