import "server-only";
// Issue 31 §3, RFC 8058: the one-click unsubscribe. The link's token is the credential (no sign-in): it
// names one user and one category (or the digest), and turns only that off. The bell keeps everything.
import { env } from "@/lib/env";
import { badRequest } from "@/lib/errors";
import { transaction } from "@/lib/transaction";
import { scopeLabel, type UnsubscribeScope } from "@/lib/notification-mail/categories";
import { setMode } from "@/lib/notification-mail/preferences";
import { openUnsubscribeToken } from "@/lib/notification-mail/unsubscribe-token";
import { INVALID_UNSUBSCRIBE_LINK } from "@/lib/notification-mail/schemas";

export type Unsubscribed = { category: UnsubscribeScope; message: string };

/** What a link would turn off, for its page (the GET changes nothing); null for a link this portal did not make. */
export function describeUnsubscribe(token: string): { category: UnsubscribeScope; label: string } | null {
  const opened = openUnsubscribeToken(token, env.sessionSecret);
  return opened && { category: opened.category, label: scopeLabel(opened.category) };
}

/** POST /api/unsubscribe (one-click) and the page's button: the link's category off, or every digest category. */
export async function unsubscribe(token: string): Promise<Unsubscribed> {
  const opened = openUnsubscribeToken(token, env.sessionSecret);
  if (!opened) throw badRequest(INVALID_UNSUBSCRIBE_LINK);
  const { userId, category } = opened;
  await transaction(async (tx) => {
    // A deleted account's link: nothing to turn off, and nothing to say about it either.
    if (!(await tx.user.findUnique({ where: { id: userId }, select: { id: true } }))) return;
    if (category === "digest") await tx.notificationPreference.updateMany({ where: { userId, mode: "digest" }, data: { mode: "off" } });
    else await setMode(tx, userId, category, "off");
  });
  const what = category === "digest" ? "the daily digest" : `"${scopeLabel(category)}" mails`;
  return { category, message: `You will no longer get ${what}. The bell in the portal still shows everything; change this any time under Profile, Mail notifications.` };
}
