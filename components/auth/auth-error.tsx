"use client";
import { buttonVariants } from "@/components/ui/button-variants";

/**
 * The sign-in or registration call itself failed (offline, a proxy's error page): nothing the server said
 * to show, so the spec's default text (`message`), and the form again on Try again. Plain markup, not
 * AuthNotice and Button: an error boundary is its own chunk on /login, and every module it shares with
 * the form (cn, the icons) would be counted twice in the page's weight.
 */
export function AuthError({ message, reset }: { message: string; reset: () => void }) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div className="grid w-full max-w-md gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Investor Login</h1>
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2.5 text-sm text-red-800">
          {message}
        </p>
        <button type="button" className={buttonVariants()} onClick={reset}>
          Try again
        </button>
      </div>
    </main>
  );
}
