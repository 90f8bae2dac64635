"use client";
import { unsubscribeAction } from "@/actions/notification-mail/unsubscribe";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/skeleton";
import { AuthNotice } from "@/components/auth/auth-notice";
import { useFormAction } from "@/components/auth/use-form-action";
import { UNSUBSCRIBE_PAGE_PATH } from "@/lib/notification-mail/paths";

/** Issue 31 §3: the unsubscribe link's page turns the category off with a POST (mail scanners follow GET links). */
export function UnsubscribeForm({ token, label }: { token: string; label: string }) {
  const { state, pending, form } = useFormAction(unsubscribeAction, `${UNSUBSCRIBE_PAGE_PATH}?${new URLSearchParams({ token })}`);
  if (state?.ok) return <AuthNotice message={state.data.message} kind="success" />;
  return (
    <form {...form} className="grid gap-4" aria-label="Unsubscribe">
      <p className="text-sm text-slate-600">Stop the &ldquo;{label}&rdquo; mails from the portal? The bell in the portal keeps showing them.</p>
      <input type="hidden" name="token" value={token} />
      <AuthNotice message={state && !state.ok ? state.error : null} kind="error" />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? <Spinner label="Unsubscribing..." showLabel className="text-white [&_svg]:text-white" /> : "Unsubscribe"}
      </Button>
    </form>
  );
}
