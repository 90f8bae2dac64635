"use client";
import { AuthNotice } from "@/components/auth/auth-notice";
import { Button } from "@/components/ui/button";

/**
 * The sign-in or registration call itself failed (offline, a proxy's error page): nothing the server said
 * to show, so the spec's default text (`message`), and the form again on Try again.
 */
export function AuthError({ message, reset }: { message: string; reset: () => void }) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div className="grid w-full max-w-md gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Investor Login</h1>
        <AuthNotice message={message} kind="error" />
        <Button onClick={reset}>Try again</Button>
      </div>
    </main>
  );
}
