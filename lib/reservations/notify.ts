// Issue 19 §3 and 22 §2: the investor learns in the bell that their reservation was approved or rejected
// (with the reason), or that the project they waited for is now reserved for them. Queued in the move's
// transaction, written after its commit (lib/notifications/deliver.ts).
import "server-only";
import { notifyUser } from "@/lib/notifications/deliver";
import type { MoveContext } from "@/lib/reservations/state";

type Kind = "approved" | "rejected" | "promoted";

/** Where the investor finds the project: the dashboard's list, searched for its client. */
export const projectLink = (client: string) => `/dashboard?search=${encodeURIComponent(client)}`;

function messageFor(kind: Kind, client: string, reason: string | null): string {
  if (kind === "approved") return `Your reservation of ${client} was approved.`;
  if (kind === "rejected") return reason ? `Your reservation of ${client} was rejected: ${reason}` : `Your reservation of ${client} was rejected.`;
  return `Your turn on the waitlist: ${client} is now reserved for you, pending approval.`;
}

export async function notifyInvestor({ tx, afterCommit }: Pick<MoveContext, "tx" | "afterCommit">, projectId: string, investorId: string, kind: Kind, reason: string | null): Promise<void> {
  const { client } = await tx.project.findUniqueOrThrow({ where: { id: projectId }, select: { client: true } });
  await notifyUser(afterCommit, investorId, { kind: `reservation.${kind}`, message: messageFor(kind, client, reason), link: projectLink(client) });
}
