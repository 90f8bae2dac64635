"use client";
import { savePreferencesAction } from "@/actions/notification-mail/save-preferences";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/skeleton";
import { AuthNotice } from "@/components/auth/auth-notice";
import { useFormAction } from "@/components/auth/use-form-action";
import { CATEGORY_INFO, MAIL_MODE_LABELS, MAIL_MODES, type MailMode, type NotificationCategory } from "@/lib/notification-mail/categories";
import { PREFERENCES_PATH } from "@/lib/notification-mail/paths";

type Props = { preferences: Partial<Record<NotificationCategory, MailMode>> };

/** Issue 31 §3: one radio group per category (native radios: keyboard and phone friendly, and it works before JavaScript). */
export function PreferencesForm({ preferences }: Props) {
  const { state, pending, form } = useFormAction(savePreferencesAction, PREFERENCES_PATH);
  const current = state?.ok ? state.data.preferences : preferences;
  const categories = Object.keys(preferences) as NotificationCategory[];
  return (
    <form {...form} className="grid gap-4" aria-label="Mail notification settings">
      {categories.map((category) => (
        <fieldset key={category} className="grid gap-2 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{CATEGORY_INFO[category].label}</legend>
          <p className="text-sm text-slate-600">{CATEGORY_INFO[category].description}</p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {MAIL_MODES.map((mode) => (
              <label key={mode} className="flex min-h-11 items-center gap-2 text-sm text-slate-800 sm:min-h-0">
                <input type="radio" name={category} value={mode} defaultChecked={current[category] === mode} className="size-4 accent-emerald-700" />
                {MAIL_MODE_LABELS[mode]}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <AuthNotice message={state && !state.ok ? state.error : null} kind="error" />
      <AuthNotice message={state?.ok ? state.data.message : null} kind="success" />
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? <Spinner label="Saving..." showLabel className="text-white [&_svg]:text-white" /> : "Save mail settings"}
      </Button>
    </form>
  );
}
