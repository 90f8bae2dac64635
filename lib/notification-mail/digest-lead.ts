import "server-only";
// The digest leads with "What is due" (issue 31 §5): the tasks and reviews due for an employee, what the
// portal still needs from an investor. That view is lib/my-work/, built separately; until it lands there is
// nothing to lead with. When it does, this returns its lines for the user (read with `tx`), and the digest
// puts them above the notifications and is sent even on a day with no notifications.
import type { Tx } from "@/lib/db";

/** The digest's opening lines for the user, or null when there is nothing due to show. */
export async function whatIsDue(_tx: Tx, _userId: string): Promise<string[] | null> {
  return null;
}
