import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/current-user";
import { myWorkFor } from "@/lib/my-work/my-work";
import { MyWorkScreen } from "@/components/my-work/my-work-screen";

export const metadata: Metadata = { title: "My work" };

/**
 * Issue 31 §5: what is due, for both roles, read on the server with the page (no client fetching). The
 * layout's requireUser has refused signed-out and unapproved callers. Its `?open=` links (the queues decided
 * in a side-menu dialog) open over it like over any portal page: the layout's @dialog slot.
 */
export default async function MyWorkPage() {
  const user = await requireUser();
  return <MyWorkScreen summary={await myWorkFor(user)} />;
}
