"use client";
import { useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";
import { applyFieldErrors } from "@/lib/client/form-errors";
import { answerWithPasskey } from "@/lib/client/passkeys";
import { useSubmitGuard } from "@/lib/client/use-submit-guard";
import { signMsaAction } from "@/actions/msa/sign-msa";
import { ELECTRONIC_RECORDS_CONSENT, type SigningParty } from "@/lib/agreements/msa/wire";
import { SIGNATORY_TITLE_MAX, SIGNATURE_NAME_MAX, signDetailsSchema, signSchema, type SignInput } from "@/lib/agreements/msa/schemas";
import type { MsaParties } from "@/components/agreements/msa/wire-types";

type Props = {
  msaId: string;
  party: SigningParty;
  companyName: string;
  /** The investor as their legal profile names them: whom they sign as, and the name the field starts with. */
  investor: MsaParties["investor"];
  /** The signer's account has authenticator codes on: a current code may stand in for the password (issue 32 §4). */
  signWithCode?: boolean;
  /** The signer's account has a passkey: it may stand in for the password (issue 32 §4). */
  signWithPasskey?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type Values = z.input<typeof signSchema>;
type Proof = "password" | "code" | "passkey";

const SWITCH_LABEL: Record<Proof, string> = { password: "Use your password instead", code: "Use an authenticator code instead", passkey: "Use a passkey" };
const STEP_UP_OPTIONS = "/api/profile/passkeys/step-up-options";
// A passkey is asked for after the form checks out, so the form alone is checked first without a proof.
const withProof = zodResolver(signSchema);
const withoutProof = zodResolver(signDetailsSchema);

/**
 * Signing is deliberate (issue 19 §2): the typed full name, the signer's password again (or a current
 * authenticator code) and their consent to electronic records, checked by the action's own schema; the server
 * records the name, the time, the signer, how they proved it, their address and browser and the consent.
 */
export function SignDialog({ msaId, party, companyName, investor, signWithCode = false, signWithPasskey = false, open, onOpenChange }: Props) {
  const initialName = party === "investor" ? (investor?.signatory ?? "") : "";
  // The consent starts unticked (no value): the schema's literal `true` refuses it until it is ticked.
  const defaults = { name: initialName, title: "", password: "" };
  const proofRef = useRef<Proof>("password");
  const form = useForm<Values, unknown, SignInput>({
    resolver: (values, context, options) => (proofRef.current === "passkey" ? withoutProof : withProof)(values, context, options),
    defaultValues: defaults,
  });
  const [proof, setProof] = useState<Proof>("password");
  const ceremony = useSubmitGuard();
  const { errors } = form.formState;
  const as = party === "investor" ? `for ${investor?.name ?? "the investor"}` : `for ${companyName}`;
  // A failure keeps the dialog open with the error toast; a success closes it over the re-rendered page.
  const { run: sign, busy: sending } = useAction(signMsaAction, {
    failure: "Error",
    fallback: "Failed to sign MSA",
    onFailure: ({ fieldErrors }) => applyFieldErrors(form.setError, fieldErrors, ["name", "title", "password", "code", "consent"]),
    onSuccess: () => {
      toast({ title: "Agreement Signed", description: `Signed ${as} by ${form.getValues("name").trim()}.`, variant: "success" });
      form.reset(defaults);
      switchProof("password");
      onOpenChange(false);
    },
  });
  const busy = sending || ceremony.busy;

  // Only the chosen proof is sent: the schema takes one of the password, a code or a passkey.
  const switchProof = (next: Proof) => {
    proofRef.current = next;
    setProof(next);
    form.setValue("password", next === "password" ? "" : undefined);
    form.setValue("code", next === "code" ? "" : undefined);
    form.clearErrors(["password", "code"]);
  };
  const offered: Proof[] = ["password", ...(signWithCode ? (["code"] as const) : []), ...(signWithPasskey ? (["passkey"] as const) : [])];
  const submit = form.handleSubmit(({ name, title, password, code }) => {
    const details = { id: msaId, name, consent: true as const, ...(party === "company" && title ? { title } : {}) };
    if (proof !== "passkey") return sign({ ...details, ...(proof === "code" ? { code } : { password }) });
    // The browser's passkey prompt first (its challenge bound to this session), then the signature with its answer.
    return ceremony.guard(async () => {
      try {
        await sign({ ...details, passkey: await answerWithPasskey(STEP_UP_OPTIONS) });
      } catch (err) {
        toast({ title: "Error", description: err instanceof Error ? err.message : "Failed to sign MSA", variant: "destructive" });
      }
    });
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-h-[90vh] max-w-md overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Sign the agreement</DialogTitle>
          <DialogDescription>
            You are signing {as}. Your typed name is your signature; the time, your account, how you confirmed it is you, your network address, your browser and
            your consent are recorded with it. A party signs once.
          </DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={submit} noValidate className="grid gap-4" aria-label="Sign the agreement">
          <FormField id="signature-name" label="Full name" error={errors.name?.message}>
            {(a11y) => <Input {...a11y} autoComplete="name" maxLength={SIGNATURE_NAME_MAX} className="font-serif text-lg italic" {...form.register("name")} />}
          </FormField>
          {party === "investor" && investor?.title && (
            <p className="text-sm text-slate-700">
              Title in the signature block: <span className="font-medium">{investor.title}</span> (from your legal profile)
            </p>
          )}
          {party === "company" && (
            <FormField id="signature-title" label="Your title (optional)" hint="Shown under your name in the signature block, e.g. General Counsel." error={errors.title?.message}>
              {(a11y) => <Input {...a11y} autoComplete="organization-title" maxLength={SIGNATORY_TITLE_MAX} {...form.register("title")} />}
            </FormField>
          )}
          {proof === "password" && (
            <FormField id="signature-password" label="Your password" error={errors.password?.message} hint="Signing asks for your password again.">
              {(a11y) => <Input {...a11y} type="password" autoComplete="current-password" maxLength={200} {...form.register("password")} />}
            </FormField>
          )}
          {proof === "code" && (
            <FormField id="signature-code" label="Authenticator code" error={errors.code?.message ?? errors.password?.message} hint="The 6 digits your authenticator app shows now.">
              {(a11y) => <Input {...a11y} inputMode="numeric" autoComplete="one-time-code" maxLength={20} {...form.register("code")} />}
            </FormField>
          )}
          {proof === "passkey" && <p className="text-sm text-slate-700">When you press Sign, your browser asks for your passkey (fingerprint, face, screen lock or security key).</p>}
          {offered.length > 1 && (
            <div className="flex flex-wrap gap-x-4">
              {offered
                .filter((p) => p !== proof)
                .map((p) => (
                  <Button key={p} type="button" variant="link" className="h-auto w-fit p-0" onClick={() => switchProof(p)}>
                    {SWITCH_LABEL[p]}
                  </Button>
                ))}
            </div>
          )}
          <div className="grid gap-2">
            <p id="signature-consent-text" className="rounded-md border border-slate-200 bg-slate-50 p-3 text-xs leading-relaxed text-slate-700 [overflow-wrap:anywhere]">
              {ELECTRONIC_RECORDS_CONSENT.text}
            </p>
            <div className="flex items-start gap-2">
              <Controller
                control={form.control}
                name="consent"
                render={({ field }) => (
                  <Checkbox
                    id="signature-consent"
                    checked={field.value === true}
                    onCheckedChange={(c) => field.onChange(c === true)}
                    onBlur={field.onBlur}
                    aria-invalid={!!errors.consent}
                    aria-describedby={errors.consent ? "signature-consent-text signature-consent-error" : "signature-consent-text"}
                    className="mt-0.5"
                  />
                )}
              />
              <Label htmlFor="signature-consent" className="text-sm font-normal">
                I agree to sign and keep records electronically
              </Label>
            </div>
            <FieldError id="signature-consent-error" message={errors.consent?.message} />
          </div>
          <DialogFormFooter busy={busy} busyLabel="Signing..." submit="Sign" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
