"use server";
// The unsubscribe page's button: the link's GET only shows it (mail scanners follow links), this POST
// turns the category off. The same schema and service as the one-click POST /api/unsubscribe.
import { action, formFields, type ActionResult } from "@/lib/action";
import { unsubscribeSchema, type UnsubscribeInput } from "@/lib/notification-mail/schemas";
import { unsubscribe, type Unsubscribed } from "@/lib/notification-mail/unsubscribe";

const turnOff = action({ permission: "public", input: unsubscribeSchema }, async ({ input }) => unsubscribe(input.token));

export type UnsubscribeState = ActionResult<Unsubscribed> | null;

export async function unsubscribeAction(_previous: UnsubscribeState, form: FormData): Promise<UnsubscribeState> {
  return turnOff(formFields(form) as UnsubscribeInput);
}
