"use client";
// Authenticator codes on the security page: set up (password → QR code and the secret as text → first
// code), then turn off or replace the recovery codes. The page re-renders from the server after each
// action; the recovery codes, shown once, live only in this component's state.
import { useState } from "react";
import type { ActionFailure } from "@/lib/action";
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
import { EMPTY_REAUTH, ReauthFields } from "@/components/security/reauth-fields";
import { RecoveryCodesList } from "@/components/security/recovery-codes-list";

export type TotpPanelProps = {
  totp: "off" | "pending" | "on";
  setup: { secret: string; otpauthUrl: string; qrDataUrl: string } | null;
  recoveryCodesLeft: number;
};

export function TotpPanel({ totp, setup, recoveryCodesLeft }: TotpPanelProps) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]> | undefined>();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [reauth, setReauth] = useState(EMPTY_REAUTH);
  const onFailure = (r: ActionFailure) => setErrors(r.fieldErrors);
  const reset = () => {
    setErrors(undefined);
    setPassword("");
    setCode("");
    setReauth(EMPTY_REAUTH);
  };
  const start = useAction(startTotpSetupAction, { failure: "Could not start the setup", onSuccess: reset, onFailure });
  const confirm = useAction(confirmTotpSetupAction, { failure: "Could not turn on codes", onSuccess: (d) => (reset(), setCodes(d.recoveryCodes)), onFailure });
  const disable = useAction(disableTotpAction, { failure: "Could not turn off codes", onSuccess: () => (reset(), toast({ title: "Authenticator codes are off" })), onFailure });
  const regenerate = useAction(regenerateRecoveryCodesAction, { failure: "Could not make new codes", onSuccess: (d) => (reset(), setCodes(d.recoveryCodes)), onFailure });
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
            onSubmit={(e) => {
              e.preventDefault();
              start.run({ password });
            }}
          >
            <FormField id="totp-start-password" label="Your password" error={errors?.password?.[0]}>
              {(a11y) => <Input {...a11y} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
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
                onSubmit={(e) => {
                  e.preventDefault();
                  confirm.run({ code });
                }}
              >
                <FormField id="totp-confirm-code" label="Code from the app" error={errors?.code?.[0]}>
                  {(a11y) => <Input {...a11y} inputMode="numeric" autoComplete="one-time-code" maxLength={8} value={code} onChange={(e) => setCode(e.target.value)} />}
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
          <form method="post" className="grid gap-3" aria-label="Change authenticator codes" onSubmit={(e) => e.preventDefault()}>
            <p className="text-sm text-slate-700">
              {recoveryCodesLeft === 1 ? "1 recovery code left." : `${recoveryCodesLeft} recovery codes left.`} Confirm it is you to make a change:
            </p>
            <ReauthFields id="totp-change" value={reauth} onChange={setReauth} allowCode errors={errors} />
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" disabled={busy} onClick={() => regenerate.run(reauth)}>
                New recovery codes
              </Button>
              <Button type="button" variant="destructive" disabled={busy} onClick={() => disable.run(reauth)}>
                Turn off authenticator codes
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
