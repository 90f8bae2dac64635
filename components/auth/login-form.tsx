"use client";
import { useEffect, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema } from "@/lib/auth/schemas";
import { ApiError } from "@/lib/client/api";
import { applyFieldErrors } from "@/lib/client/form-errors";
import { useLogin } from "@/lib/client/use-auth";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/skeleton";
import { AuthNotice } from "@/components/auth/auth-notice";

/** Username and password; on success goes to `next` (already checked to be a path on this site). */
export function LoginForm({ next, defaultUsername = "" }: { next: string; defaultUsername?: string }) {
  const router = useRouter();
  const login = useLogin();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { username: defaultUsername, password: "" } });
  const { errors } = form.formState;
  // Arriving from a registration with the username filled: the password is what is left to type.
  useEffect(() => {
    if (defaultUsername) form.setFocus("password");
  }, [defaultUsername, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      router.replace(next);
    } catch (err) {
      const fieldErrors = err instanceof ApiError ? err.fieldErrors : undefined;
      applyFieldErrors(form.setError, fieldErrors, ["username", "password"]);
      setServerMessage(err instanceof Error ? err.message : "Login failed");
    }
  });
  // A new attempt clears the last server message, also when the fields themselves are invalid.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setServerMessage(null);
    return submit(event);
  };

  const busy = form.formState.isSubmitting || login.isSuccess;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Login">
      <FormField id="login-username" label="Username" error={errors.username?.message}>
        {(a11y) => <Input {...a11y} autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register("username")} />}
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        {(a11y) => <Input {...a11y} type="password" autoComplete="current-password" {...form.register("password")} />}
      </FormField>
      <AuthNotice message={serverMessage} />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? <Spinner label="Signing in..." showLabel className="text-white [&_svg]:text-white" /> : "Log in"}
      </Button>
    </form>
  );
}
