"use client";
// Authenticator codes on the security page: set up (password → QR code and the secret as text → first
// code), then turn off or replace the recovery codes. The page re-renders from the server after each
// action; the recovery codes, shown once, live only in this component's state.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { startTotpSetupAction } from "@/actions/security/start-totp-setup";
import { confirmTotpSetupAction } from "@/actions/security/confirm-totp-setup";
import { disableTotpAction } from "@/actions/security/disable-totp";
import { regenerateRecoveryCodesAction } from "@/actions/security/regenerate-recovery-codes";
import { useAction } from "@/components/ui/use-action";
import { toast } from "@/components/ui/use-toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useReauthForm } from "@/components/security/reauth-fields";
import { applyFieldErrors } from "@/lib/client/form-errors";
import { confirmTotpSchema, startTotpSchema } from "@/lib/security/schemas";
import { RecoveryCodesList } from "@/components/security/recovery-codes-list";

export type TotpPanelProps = {
  totp: "off" | "pending" | "on";
  setup: { secret: string; otpauthUrl: string; qrDataUrl: string } | null;
  recoveryCodesLeft: number;
};

export function TotpPanel({ totp, setup, recoveryCodesLeft }: TotpPanelProps) {
  const [codes, setCodes] = useState<string[] | null>(null);
  // One form per step, each checked by its action's own schema; a refusal's field messages land under its fields.
  const startForm = useForm({ resolver: zodResolver(startTotpSchema), defaultValues: { password: "" } });
  const confirmForm = useForm({ resolver: zodResolver(confirmTotpSchema), defaultValues: { code: "" } });
  const change = useReauthForm();
  const reset = () => {
    startForm.reset();
    confirmForm.reset();
    change.form.reset();
  };
  const start = useAction(startTotpSetupAction, { failure: "Could not start the setup", onSuccess: reset, onFailure: (r) => applyFieldErrors(startForm.setError, r.fieldErrors, ["password"]) });
  const confirm = useAction(confirmTotpSetupAction, {
    failure: "Could not turn on codes",
    onSuccess: (d) => (reset(), setCodes(d.recoveryCodes)),
    onFailure: (r) => applyFieldErrors(confirmForm.setError, r.fieldErrors, ["code"]),
  });
  const disable = useAction(disableTotpAction, { failure: "Could not turn off codes", onSuccess: () => (reset(), toast({ title: "Authenticator codes are off" })), onFailure: (r) => change.showFieldErrors(r.fieldErrors) });
  const regenerate = useAction(regenerateRecoveryCodesAction, { failure: "Could not make new codes", onSuccess: (d) => (reset(), setCodes(d.recoveryCodes)), onFailure: (r) => change.showFieldErrors(r.fieldErrors) });
  const busy = start.busy || confirm.busy || disable.busy || regenerate.busy;

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>Authenticator codes</CardTitle>
          <Badge variant={totp === "on" ? "default" : "secondary"}>{totp === "on" ? "On" : totp === "pending" ? "Setting up" : "Off"}</Badge>
        </div>
        <CardDescription>After your password, sign-in asks for the 6-digit code an authenticator app (Google Authenticator, 1Password, Authy, …) shows.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {codes && <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />}
        {totp !== "on" && (
          <form
            method="post"
            className="grid gap-3"
            aria-label="Set up authenticator codes"
            noValidate
            onSubmit={startForm.handleSubmit((input) => start.run(input))}
          >
            <FormField id="totp-start-password" label="Your password" error={startForm.formState.errors.password?.message}>
              {(a11y) => <Input {...a11y} type="password" autoComplete="current-password" {...startForm.register("password")} />}
            </FormField>
            <div>
              <Button type="submit" variant={setup ? "outline" : "default"} disabled={busy}>
                {setup ? "Start again with a new secret" : "Set up authenticator codes"}
              </Button>
            </div>
          </form>
        )}
        {totp === "pending" && setup && (
          <div className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-[auto_1fr]">
            {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made on the server; nothing to optimise */}
            <img src={setup.qrDataUrl} alt="QR code to scan with your authenticator app" width={176} height={176} className="size-44 rounded bg-white" />
            <div className="grid content-start gap-3">
              <p className="text-sm text-slate-700">Scan the QR code with your app, or type this key into it:</p>
              <code className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-sm text-slate-900" data-testid="totp-secret">
                {setup.secret}
              </code>
              <form
                method="post"
                className="grid gap-3"
                aria-label="Turn on authenticator codes"
                noValidate
                onSubmit={confirmForm.handleSubmit((input) => confirm.run(input))}
              >
                <FormField id="totp-confirm-code" label="Code from the app" error={confirmForm.formState.errors.code?.message}>
                  {(a11y) => <Input {...a11y} inputMode="numeric" autoComplete="one-time-code" maxLength={8} {...confirmForm.register("code")} />}
                </FormField>
                <div>
                  <Button type="submit" disabled={busy}>
                    Turn on
                  </Button>
                </div>
              </form>
            </div>
          </div>
        )}
        {totp === "on" && (
          <form method="post" className="grid gap-3" aria-label="Change authenticator codes" noValidate onSubmit={(e) => e.preventDefault()}>
            <p className="text-sm text-slate-700">
              {recoveryCodesLeft === 1 ? "1 recovery code left." : `${recoveryCodesLeft} recovery codes left.`} Confirm it is you to make a change:
            </p>
            {change.fields("totp-change", true)}
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" disabled={busy} onClick={change.form.handleSubmit((proof) => regenerate.run(proof))}>
                New recovery codes
              </Button>
              <Button type="button" variant="destructive" disabled={busy} onClick={change.form.handleSubmit((proof) => disable.run(proof))}>
                Turn off authenticator codes
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
