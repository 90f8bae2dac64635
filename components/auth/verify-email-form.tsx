"use client";
import Link from "next/link";
import { verifyEmailAction } from "@/actions/email-address/verify-email";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/skeleton";
import { AuthNotice } from "@/components/auth/auth-notice";
import { useFormAction } from "@/components/auth/use-form-action";

/** Issue 31: the verification link's page confirms with a POST (mail scanners follow GET links). */
export function VerifyEmailForm({ token }: { token: string }) {
  const { state, pending, form } = useFormAction(verifyEmailAction, `/verify-email?${new URLSearchParams({ token })}`);
  if (state?.ok) {
    return (
      <div className="grid gap-4">
        <AuthNotice message={state.data.message} kind="success" />
        <Link href="/dashboard" className="text-sm font-medium text-emerald-800 hover:underline">
          Go to the portal
        </Link>
      </div>
    );
  }
  return (
    <form {...form} className="grid gap-4" aria-label="Confirm email address">
      <p className="text-sm text-slate-600">Confirm that this address should receive mail from the portal for your account.</p>
      <input type="hidden" name="token" value={token} />
      <AuthNotice message={state && !state.ok ? state.error : null} kind="error" />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? <Spinner label="Confirming..." showLabel className="text-white [&_svg]:text-white" /> : "Confirm email address"}
      </Button>
    </form>
  );
}
