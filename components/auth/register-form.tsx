"use client";
import type { Registered, RegisterState } from "@/actions/auth/register";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/skeleton";
import { AuthNotice } from "@/components/auth/auth-notice";
import { RoleChoice } from "@/components/auth/role-choice";
import type { useFormAction } from "@/components/auth/use-form-action";

type Props = ReturnType<typeof useFormAction<RegisterState>>;

/**
 * Username, password and role, submitted through the registration action the login screen holds (on
 * success it shows the login form instead, with the username filled and what happens next above it).
 */
export function RegisterForm({ state, pending, fieldError, form }: Props) {
  const username = fieldError("username");
  const password = fieldError("password");
  const role = fieldError("role");
  const email = fieldError("email");
  const message = state && !state.ok && !username && !password && !role && !email ? state.error : null;
  return (
    <form {...form} className="grid gap-4" aria-label="Register">
      <FormField id="register-username" label="Username" error={username} hint="At least 3 characters.">
        {(a11y) => <Input {...a11y} name="username" defaultValue={state?.username} autoComplete="username" autoCapitalize="none" spellCheck={false} />}
      </FormField>
      <FormField id="register-email" label="Email (optional)" error={email} hint="For a forgotten password and notices; we mail a link to confirm it.">
        {(a11y) => <Input {...a11y} name="email" type="email" defaultValue={state?.email} autoComplete="email" autoCapitalize="none" spellCheck={false} />}
      </FormField>
      <FormField id="register-password" label="Password" error={password} hint="At least 6 characters.">
        {(a11y) => <Input {...a11y} name="password" type="password" autoComplete="new-password" />}
      </FormField>
      <RoleChoice defaultValue={state?.role === "employee" ? "employee" : "external"} error={role} />
      <AuthNotice message={message} kind="error" />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? <Spinner label="Creating account..." showLabel className="text-white [&_svg]:text-white" /> : "Create account"}
      </Button>
    </form>
  );
}

/** What happens next for a new account: amber while it waits for approval, green when it may log in. */
export function RegisteredNotice({ registered }: { registered: Registered }) {
  return <AuthNotice message={registered.message} kind={registered.approved ? "success" : "notice"} />;
}
