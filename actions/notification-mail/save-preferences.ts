"use server";
// The mail settings form (`<form action>` + useActionState, working before JavaScript): one radio group
// per category, named by the category. The same schema and service as PUT /api/profile/notifications.
import { action, formFields, type ActionResult } from "@/lib/action";
import { NOTIFICATION_CATEGORIES } from "@/lib/notification-mail/categories";
import { preferencesSchema, type PreferencesInput } from "@/lib/notification-mail/schemas";
import { savePreferences, type Preferences } from "@/lib/notification-mail/preferences";

const save = action({ permission: "signed-in", input: preferencesSchema }, async ({ user, input }) => ({ preferences: await savePreferences(user, input), message: "Your mail settings are saved." }));

export type SavePreferencesState = ActionResult<{ preferences: Preferences; message: string }> | null;

export async function savePreferencesAction(_previous: SavePreferencesState, form: FormData): Promise<SavePreferencesState> {
  const fields = formFields(form);
  const preferences = Object.fromEntries(NOTIFICATION_CATEGORIES.filter((c) => fields[c] !== undefined).map((c) => [c, fields[c]]));
  return save({ preferences } as PreferencesInput);
}
