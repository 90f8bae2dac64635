"use client";
// Issue 32 §2: the sign-in's second step (/login/verify), shown while the pending login lasts. Like the password
// form it posts to a server action before JavaScript loads; "Use a recovery code" is a plain link, so
// switching works without JavaScript too. An account with a passkey gets "Use your passkey" (which needs
// JavaScript, as WebAuthn does); one with only passkeys gets nothing else.
import Link from "next/link";
import { completeSecondFactorAction } from "@/actions/auth/complete-second-factor";
import { cancelSignInAction } from "@/actions/auth/cancel-sign-in";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/skeleton";
import { AuthNotice } from "@/components/auth/auth-notice";
import { secondStepHref } from "@/components/auth/auth-href";
import { useFormAction } from "@/components/auth/use-form-action";
import { PasskeyButton } from "@/components/auth/passkey-button";
import type { SecondFactorKind } from "@/lib/second-factor/factor-store";

type Props = { next: string; recovery: boolean; factors: SecondFactorKind[] };

export function SecondFactorForm({ next, recovery, factors }: Props) {
  const here = secondStepHref(next, recovery);
  const { state, pending, fieldError, form } = useFormAction(completeSecondFactorAction, here);
  const cancel = useFormAction(cancelSignInAction, here);
  const field = recovery ? "recoveryCode" : "code";
  const error = fieldError(field);
  const message = state && !error ? state.error : null;
  const codes = factors.includes("totp");
  const passkey = factors.includes("passkey");
  return (
    <div className="grid gap-4">
      {!codes && (
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold text-slate-900">Confirm with your passkey</h2>
          <p className="text-sm text-slate-600">Your browser asks for the passkey of this account: fingerprint, face, screen lock or security key.</p>
        </div>
      )}
      {codes && (
        <form {...form} className="grid gap-4" aria-label="Second step">
          <div className="grid gap-1">
            <h2 className="text-lg font-semibold text-slate-900">{recovery ? "Enter a recovery code" : "Enter your authenticator code"}</h2>
            <p className="text-sm text-slate-600">
              {recovery ? "Each of your ten recovery codes works once." : "Open your authenticator app and type the 6-digit code it shows for this account."}
            </p>
          </div>
          <input type="hidden" name="next" value={next} />
          {recovery ? (
            <FormField id="login-recovery-code" label="Recovery code" error={error}>
              {(a11y) => <Input {...a11y} name="recoveryCode" autoComplete="off" autoCapitalize="none" spellCheck={false} autoFocus />}
            </FormField>
          ) : (
            <FormField id="login-code" label="Authentication code" error={error}>
              {(a11y) => <Input {...a11y} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" maxLength={8} autoFocus />}
            </FormField>
          )}
          <AuthNotice message={message} />
          <Button type="submit" size="lg" disabled={pending} className="w-full">
            {pending ? <Spinner label="Verifying..." showLabel className="text-white [&_svg]:text-white" /> : "Verify"}
          </Button>
        </form>
      )}
      {passkey && <PasskeyButton flow="second-factor" next={next} primary={!codes} />}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        {codes && (
          <Link className="font-medium text-emerald-800 underline-offset-4 hover:underline" href={secondStepHref(next, !recovery)}>
            {recovery ? "Use your authenticator app" : "Use a recovery code"}
          </Link>
        )}
        <form {...cancel.form} aria-label="Start over">
          <input type="hidden" name="next" value={next} />
          <button type="submit" disabled={cancel.pending} className="font-medium text-slate-700 underline-offset-4 hover:underline">
            Sign in as someone else
          </button>
        </form>
      </div>
    </div>
  );
}
