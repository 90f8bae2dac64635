"use client";
// "Sign in with a passkey" (alone, on the login form) and "Use your passkey" (the second step): the
// browser's passkey prompt, its answer to the server, then on to `next` with the new session. Needs
// JavaScript, as WebAuthn does; the password and code forms beside it work without.
import { useState } from "react";
import { KeyRound } from "lucide-react";
import type { PasskeyAnswer } from "@/lib/client/passkeys";
import { useSubmitGuard } from "@/lib/client/use-submit-guard";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/skeleton";
import { AuthNotice } from "@/components/auth/auth-notice";

const FLOWS = {
  alone: { options: "/api/auth/login/passkey/options", verify: "/api/auth/login/passkey", body: (response: PasskeyAnswer) => ({ response }), label: "Sign in with a passkey" },
  "second-factor": {
    options: "/api/auth/login/second-factor/passkey-options",
    verify: "/api/auth/login/second-factor",
    body: (passkey: PasskeyAnswer) => ({ passkey }),
    label: "Use your passkey",
  },
} as const;

export function PasskeyButton({ flow, next, primary = false }: { flow: keyof typeof FLOWS; next: string; primary?: boolean }) {
  const { options, verify, body, label } = FLOWS[flow];
  const { busy, guard } = useSubmitGuard();
  const [error, setError] = useState<string | null>(null);
  const go = () =>
    guard(async () => {
      setError(null);
      try {
        // The ceremony's code loads with the click, not with the login page (most people sign in without it).
        const { signInWith } = await import("@/lib/client/passkeys");
        await signInWith(options, verify, body);
        // A full load: every server-rendered part sees the new session.
        window.location.assign(next);
      } catch (err) {
        setError(err instanceof Error ? err.message : "That did not work. Try again.");
      }
    });
  return (
    <div className="grid gap-2">
      <AuthNotice message={error} />
      <Button type="button" size="lg" variant={primary ? "default" : "outline"} className="w-full" disabled={busy} onClick={() => void go()}>
        {busy ? <Spinner label="Waiting for the passkey..." showLabel /> : (
          <>
            <KeyRound aria-hidden="true" /> {label}
          </>
        )}
      </Button>
    </div>
  );
}
