"use client";
import { requestPasswordResetAction } from "@/actions/password-reset/request-password-reset";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/skeleton";
import { AuthNotice } from "@/components/auth/auth-notice";
import { useFormAction } from "@/components/auth/use-form-action";

/** Issue 31: the address to mail a reset link to. The answer is the same whether or not an account has it. */
export function ForgotPasswordForm() {
  const { state, pending, fieldError, form } = useFormAction(requestPasswordResetAction, "/forgot-password");
  const email = fieldError("email");
  if (state?.ok) return <AuthNotice message={state.data.message} kind="success" />;
  const message = state && !state.ok && !email ? state.error : null;
  return (
    <form {...form} className="grid gap-4" aria-label="Forgot password">
      <p className="text-sm text-slate-600">Enter the verified email address of your account and we will mail you a link to set a new password.</p>
      <FormField id="forgot-email" label="Email address" error={email}>
        {(a11y) => <Input {...a11y} name="email" type="email" defaultValue={state?.email} autoComplete="email" autoCapitalize="none" spellCheck={false} />}
      </FormField>
      <AuthNotice message={message} kind="error" />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? <Spinner label="Sending..." showLabel className="text-white [&_svg]:text-white" /> : "Send reset link"}
      </Button>
    </form>
  );
}
