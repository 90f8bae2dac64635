"use client";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { checkLogin } from "@/lib/auth/form-checks";
import { ApiError } from "@/lib/client/api";
import { logIn } from "@/lib/client/auth-calls";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/skeleton";
import { AuthNotice } from "@/components/auth/auth-notice";
import { useAuthForm } from "@/components/auth/use-auth-form";

type Props = {
  next: string;
  defaultUsername?: string;
  /** Shown above the fields until the server answers an attempt (then its answer is the news). */
  notice?: ReactNode;
};

/** Username and password; on success goes to `next` (already checked to be a path on this site). */
export function LoginForm({ next, defaultUsername = "", notice }: Props) {
  const router = useRouter();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const form = useAuthForm({ username: defaultUsername, password: "" }, checkLogin);
  const { errors, focus } = form;
  // Arriving from a registration with the username filled: the password is what is left to type.
  useEffect(() => {
    if (defaultUsername) focus("password");
  }, [defaultUsername, focus]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await logIn({ username: values.username.trim(), password: values.password });
      setSignedIn(true);
      router.replace(next);
    } catch (err) {
      form.showFieldErrors(err instanceof ApiError ? err.fieldErrors : undefined, ["username", "password"]);
      setServerMessage(err instanceof Error ? err.message : "Login failed");
    }
  });
  // A new attempt clears the last server message, also when the fields themselves are invalid.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setServerMessage(null);
    return submit(event);
  };

  // Stays busy after success while the next page loads.
  const busy = form.submitting || signedIn;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Login">
      {!serverMessage && notice}
      <FormField id="login-username" label="Username" error={errors.username}>
        {(a11y) => <Input {...a11y} autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.field("username")} />}
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password}>
        {(a11y) => <Input {...a11y} type="password" autoComplete="current-password" {...form.field("password")} />}
      </FormField>
      <AuthNotice message={serverMessage} />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? <Spinner label="Signing in..." showLabel className="text-white [&_svg]:text-white" /> : "Log in"}
      </Button>
    </form>
  );
}
