import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/current-user";
import { myWorkFor } from "@/lib/my-work/my-work";
import { OPENABLE_DIALOGS, type OpenableDialog } from "@/lib/notifications/links";
import { MyWorkScreen } from "@/components/my-work/my-work-screen";

export const metadata: Metadata = { title: "My work" };

const DIALOGS: readonly string[] = Object.values(OPENABLE_DIALOGS);

/**
 * Issue 31 §5: what is due, for both roles, read on the server with the page (no client fetching). The
 * layout's requireUser has refused signed-out and unapproved callers. `?open=` names a side-menu dialog to
 * open over the page (lib/my-work/links.ts); any other value is ignored.
 */
export default async function MyWorkPage({ searchParams }: { searchParams: Promise<{ open?: string | string[] }> }) {
  const user = await requireUser();
  const [summary, { open }] = await Promise.all([myWorkFor(user), searchParams]);
  const dialog = typeof open === "string" && DIALOGS.includes(open) ? (open as OpenableDialog) : null;
  return <MyWorkScreen summary={summary} open={dialog} />;
}
