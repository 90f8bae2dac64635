"use client";
import { useState } from "react";
import { checkRegister } from "@/lib/auth/form-checks";
import type { Role } from "@/lib/auth/schemas";
import { ApiError } from "@/lib/client/api";
import { registerAccount, type RegisterResult } from "@/lib/client/auth-calls";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/skeleton";
import { AuthNotice } from "@/components/auth/auth-notice";
import { RoleChoice } from "@/components/auth/role-choice";
import { useAuthForm } from "@/components/auth/use-auth-form";

export type Registered = { username: string; result: RegisterResult };

const EMPTY = { username: "", password: "", role: "external" as Role };

/**
 * Username, password and role. The server decides the new account's status and says what happens next:
 * a pending account waits for approval (amber), an approved one may log in now (green). With
 * `onRegistered` the caller shows that message (the login screen moves to its Login tab); without it,
 * the form shows it itself.
 */
export function RegisterForm({ onRegistered }: { onRegistered?: (registered: Registered) => void } = {}) {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<RegisterResult | null>(null);
  const form = useAuthForm(EMPTY, checkRegister);
  const { errors } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setDone(null);
    try {
      const result = await registerAccount({ username: values.username.trim(), password: values.password, role: values.role });
      form.reset({ ...EMPTY, role: values.role });
      if (onRegistered) onRegistered({ username: result.user.username, result });
      else setDone(result);
    } catch (err) {
      form.showFieldErrors(err instanceof ApiError ? err.fieldErrors : undefined, ["username", "password", "role"]);
      setError(err instanceof Error ? err.message : "Registration failed");
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Register">
      <FormField id="register-username" label="Username" error={errors.username} hint="At least 3 characters.">
        {(a11y) => <Input {...a11y} autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.field("username")} />}
      </FormField>
      <FormField id="register-password" label="Password" error={errors.password} hint="At least 6 characters.">
        {(a11y) => <Input {...a11y} type="password" autoComplete="new-password" {...form.field("password")} />}
      </FormField>
      <RoleChoice value={form.values.role} onChange={(role) => form.setValue("role", role)} error={errors.role} />
      <AuthNotice message={error} kind="error" />
      {done && <RegisteredNotice result={done} />}
      <Button type="submit" size="lg" disabled={form.submitting} className="w-full">
        {form.submitting ? <Spinner label="Creating account..." showLabel className="text-white [&_svg]:text-white" /> : "Create account"}
      </Button>
    </form>
  );
}

/** What happens next for a new account: amber while it waits for approval, green when it may log in. */
export function RegisteredNotice({ result }: { result: RegisterResult }) {
  return <AuthNotice message={result.message} kind={result.user.status === "approved" ? "success" : "notice"} />;
}
