"use client";
import { useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";
import { signMsaAction } from "@/actions/msa/sign-msa";
import { CONSENT_REQUIRED, ELECTRONIC_RECORDS_CONSENT, type SigningParty } from "@/lib/agreements/msa/wire";
import { SIGNATORY_TITLE_MAX, SIGNATURE_NAME_MAX, SIGNATURE_NAME_MIN } from "@/lib/agreements/msa/schemas";
import type { MsaParties } from "@/components/agreements/msa/wire-types";

type Props = {
  msaId: string;
  party: SigningParty;
  companyName: string;
  /** The investor as their legal profile names them: whom they sign as, and the name the field starts with. */
  investor: MsaParties["investor"];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Signing is deliberate (issue 19 §2): the typed full name, the signer's password again and their consent to
 * electronic records; the server records the name, the time, the signer, their address and the consent.
 */
export function SignDialog({ msaId, party, companyName, investor, open, onOpenChange }: Props) {
  const initialName = party === "investor" ? (investor?.signatory ?? "") : "";
  const [name, setName] = useState(initialName);
  const [title, setTitle] = useState("");
  const [password, setPassword] = useState("");
  const [consent, setConsent] = useState(false);
  const [touched, setTouched] = useState(false);
  const [passwordError, setPasswordError] = useState<string>();
  const trimmed = name.trim();
  const nameError = touched && trimmed.length < SIGNATURE_NAME_MIN ? "Type your full name to sign" : undefined;
  const shownPasswordError = passwordError ?? (touched && !password ? "Enter your password to sign" : undefined);
  const consentError = touched && !consent ? CONSENT_REQUIRED : undefined;
  const as = party === "investor" ? `for ${investor?.name ?? "the investor"}` : `for ${companyName}`;
  // A failure keeps the dialog open with the error toast; a success closes it over the re-rendered page.
  const { run: sign, busy } = useAction(signMsaAction, {
    failure: "Error",
    fallback: "Failed to sign MSA",
    onFailure: (result) => setPasswordError(result.fieldErrors?.password?.[0]),
    onSuccess: () => {
      toast({ title: "Agreement Signed", description: `Signed ${as} by ${trimmed}.`, variant: "success" });
      setName(initialName);
      setTitle("");
      setPassword("");
      setConsent(false);
      setTouched(false);
      onOpenChange(false);
    },
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setPasswordError(undefined);
    if (trimmed.length < SIGNATURE_NAME_MIN || !password || !consent) return;
    void sign({ id: msaId, name: trimmed, password, consent: true, ...(party === "company" && title.trim() ? { title: title.trim() } : {}) });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-h-[90vh] max-w-md overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Sign the agreement</DialogTitle>
          <DialogDescription>
            You are signing {as}. Your typed name is your signature; the time, your account, your network address and your consent are recorded with it. A
            party signs once.
          </DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={submit} noValidate className="grid gap-4" aria-label="Sign the agreement">
          <FormField id="signature-name" label="Full name" error={nameError}>
            {(a11y) => (
              <Input
                {...a11y}
                autoComplete="name"
                maxLength={SIGNATURE_NAME_MAX}
                value={name}
                onChange={(e) => setName(e.target.value)}
                onBlur={() => setTouched(true)}
                className="font-serif text-lg italic"
              />
            )}
          </FormField>
          {party === "investor" && investor?.title && (
            <p className="text-sm text-slate-700">
              Title in the signature block: <span className="font-medium">{investor.title}</span> (from your legal profile)
            </p>
          )}
          {party === "company" && (
            <FormField id="signature-title" label="Your title (optional)" hint="Shown under your name in the signature block, e.g. General Counsel.">
              {(a11y) => <Input {...a11y} autoComplete="organization-title" maxLength={SIGNATORY_TITLE_MAX} value={title} onChange={(e) => setTitle(e.target.value)} />}
            </FormField>
          )}
          <FormField id="signature-password" label="Your password" error={shownPasswordError} hint="Signing asks for your password again.">
            {(a11y) => <Input {...a11y} type="password" autoComplete="current-password" maxLength={200} value={password} onChange={(e) => setPassword(e.target.value)} />}
          </FormField>
          <div className="grid gap-2">
            <p id="signature-consent-text" className="rounded-md border border-slate-200 bg-slate-50 p-3 text-xs leading-relaxed text-slate-700 [overflow-wrap:anywhere]">
              {ELECTRONIC_RECORDS_CONSENT.text}
            </p>
            <div className="flex items-start gap-2">
              <Checkbox
                id="signature-consent"
                checked={consent}
                onCheckedChange={(c) => setConsent(c === true)}
                aria-invalid={!!consentError}
                aria-describedby={consentError ? "signature-consent-text signature-consent-error" : "signature-consent-text"}
                className="mt-0.5"
              />
              <Label htmlFor="signature-consent" className="text-sm font-normal">
                I agree to sign and keep records electronically
              </Label>
            </div>
            <FieldError id="signature-consent-error" message={consentError} />
          </div>
          <DialogFormFooter busy={busy} busyLabel="Signing..." submit="Sign" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
