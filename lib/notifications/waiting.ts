import "server-only";
// Issue 31 §3: what waits for an employee's decision (a registration, hours or credits logged, a deal-room
// document handed in, a reservation request) rings the bell of everyone who may decide it, and mails them
// as their preferences say ("Waiting for review"). Each feature calls this in the transaction of the change.
import type { Tx } from "@/lib/db";
import type { AfterCommit } from "@/lib/transaction";
import type { Permission } from "@/lib/auth/permissions";
import { notifyHolders } from "@/lib/notifications/deliver";
import { OPENABLE_DIALOGS, openDialogLink } from "@/lib/notifications/links";

/** Who decides each kind of request, and the screen where they do. */
const REVIEWS = {
  registration: { permission: "users.approve", link: openDialogLink(OPENABLE_DIALOGS.registrations) },
  "service-hours": { permission: "service-hours.review", link: "/service-hours/review" },
  "education-credits": { permission: "education-credits.review", link: "/service-hours/review?tab=credits" },
  document: { permission: "documents.review", link: "/admin/documents" },
  reservation: { permission: "reservations.approve", link: openDialogLink(OPENABLE_DIALOGS.reservations) },
} as const satisfies Record<string, { permission: Permission; link: string }>;

export type Waiting = keyof typeof REVIEWS;

export async function notifyReviewers(afterCommit: AfterCommit, what: Waiting, message: string, link: string = REVIEWS[what].link): Promise<void> {
  await notifyHolders(afterCommit, REVIEWS[what].permission, { kind: `review.${what}`, message, link });
}

/** The name reviewers know the investor by (services get the actor's id and role only). */
export async function usernameOf(tx: Tx, userId: string): Promise<string> {
  return (await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { username: true } })).username;
}
