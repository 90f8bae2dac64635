"use client";
import type { ReactNode } from "react";
import { logInAction } from "@/actions/auth/log-in";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/skeleton";
import { AuthNotice } from "@/components/auth/auth-notice";
import { authHref } from "@/components/auth/auth-href";
import { useFormAction } from "@/components/auth/use-form-action";

type Props = {
  next: string;
  defaultUsername?: string;
  /** Shown above the fields until the server answers an attempt (then its answer is the news). */
  notice?: ReactNode;
};

/** Username and password; on success the server sends the browser on to `next` (checked to stay on this site). */
export function LoginForm({ next, defaultUsername = "", notice }: Props) {
  const { state, pending, fieldError, form } = useFormAction(logInAction, authHref("login", next));
  const username = fieldError("username");
  const password = fieldError("password");
  // A field's problem shows beneath it; anything else (wrong password, pending approval) above the button.
  const message = state && !username && !password ? state.error : null;
  return (
    <form {...form} className="grid gap-4" aria-label="Login">
      {!state && notice}
      <input type="hidden" name="next" value={next} />
      <FormField id="login-username" label="Username" error={username}>
        {(a11y) => (
          <Input {...a11y} name="username" defaultValue={state?.username ?? defaultUsername} autoComplete="username" autoCapitalize="none" spellCheck={false} />
        )}
      </FormField>
      <FormField id="login-password" label="Password" error={password}>
        {/* Arriving from a registration with the username filled: the password is what is left to type. */}
        {(a11y) => <Input {...a11y} name="password" type="password" autoComplete="current-password" autoFocus={!!defaultUsername && !state} />}
      </FormField>
      <AuthNotice message={message} />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? <Spinner label="Signing in..." showLabel className="text-white [&_svg]:text-white" /> : "Log in"}
      </Button>
      {/* A plain link, as the login page's others (AuthSwitch): the page carries no client-side router link. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/forgot-password" className="justify-self-center rounded text-sm font-medium text-emerald-800 hover:underline">
        Forgot password?
      </a>
    </form>
  );
}
