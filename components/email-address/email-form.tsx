"use client";
import { changeEmailAction } from "@/actions/email-address/change-email";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/skeleton";
import { AuthNotice } from "@/components/auth/auth-notice";
import { useFormAction } from "@/components/auth/use-form-action";

/** Issue 31: add or change one's address; a link mailed to it confirms it. Works without JavaScript. */
export function EmailForm({ current }: { current: string | null }) {
  const { state, pending, fieldError, form } = useFormAction(changeEmailAction, "/profile/email");
  const email = fieldError("email");
  const message = state && !state.ok && !email ? state.error : null;
  return (
    <form {...form} className="grid gap-4" aria-label="Change email address">
      <FormField id="profile-email" label={current ? "New email address" : "Email address"} error={email}>
        {(a11y) => <Input {...a11y} name="email" type="email" defaultValue={state && !state.ok ? state.email : ""} autoComplete="email" autoCapitalize="none" spellCheck={false} />}
      </FormField>
      <AuthNotice message={message} kind="error" />
      <AuthNotice message={state?.ok ? state.data.message : null} kind="success" />
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? <Spinner label="Sending..." showLabel className="text-white [&_svg]:text-white" /> : "Send confirmation link"}
      </Button>
    </form>
  );
}
