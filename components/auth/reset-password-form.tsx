"use client";
import Link from "next/link";
import { resetPasswordAction } from "@/actions/password-reset/reset-password";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/skeleton";
import { AuthNotice } from "@/components/auth/auth-notice";
import { useFormAction } from "@/components/auth/use-form-action";

/** Issue 31: the mailed link's form. Opening the link changes nothing; this POST sets the password. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { state, pending, fieldError, form } = useFormAction(resetPasswordAction, `/reset-password?${new URLSearchParams({ token })}`);
  const password = fieldError("password");
  if (state?.ok) {
    return (
      <div className="grid gap-4">
        <AuthNotice message={state.data.message} kind="success" />
        <Link href="/login" className="text-sm font-medium text-emerald-800 hover:underline">
          Go to the login page
        </Link>
      </div>
    );
  }
  const message = state && !state.ok && !password ? state.error : null;
  return (
    <form {...form} className="grid gap-4" aria-label="Set a new password">
      <input type="hidden" name="token" value={token} />
      <FormField id="reset-password" label="New password" error={password} hint="At least 6 characters. Every earlier sign-in of the account ends.">
        {(a11y) => <Input {...a11y} name="password" type="password" autoComplete="new-password" />}
      </FormField>
      <AuthNotice message={message} kind="error" />
      {message && (
        <Link href="/forgot-password" className="text-sm font-medium text-emerald-800 hover:underline">
          Ask for a new link
        </Link>
      )}
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? <Spinner label="Saving..." showLabel className="text-white [&_svg]:text-white" /> : "Set new password"}
      </Button>
    </form>
  );
}
