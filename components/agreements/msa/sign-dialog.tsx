"use client";
import { useState } from "react";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";
import { signMsaAction } from "@/actions/msa/sign-msa";
import type { SigningParty } from "@/lib/agreements/msa/wire";
import { SIGNATURE_NAME_MAX, SIGNATURE_NAME_MIN } from "@/lib/agreements/msa/schemas";

type Props = { msaId: string; party: SigningParty; companyName: string; open: boolean; onOpenChange: (open: boolean) => void };

/** Signing with a typed full name (DESIGN.md "MSA"): the server records the name, the time, the signer and their address. */
export function SignDialog({ msaId, party, companyName, open, onOpenChange }: Props) {
  const [name, setName] = useState("");
  const [touched, setTouched] = useState(false);
  const trimmed = name.trim();
  const error = touched && trimmed.length < SIGNATURE_NAME_MIN ? "Type your full name to sign" : undefined;
  const as = party === "investor" ? "as the investor" : `for ${companyName}`;
  // A failure keeps the dialog open with the error toast; a success closes it over the re-rendered page.
  const { run: sign, busy } = useAction(signMsaAction, {
    failure: "Error",
    fallback: "Failed to sign MSA",
    onSuccess: () => {
      toast({ title: "Agreement Signed", description: `Signed ${as} by ${trimmed}.`, variant: "success" });
      setName("");
      setTouched(false);
      onOpenChange(false);
    },
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (trimmed.length < SIGNATURE_NAME_MIN) return;
    void sign({ id: msaId, name: trimmed });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Sign the agreement</DialogTitle>
          <DialogDescription>
            You are signing {as}. Your typed name is your signature; the time, your account and your network address are recorded with it. A party signs
            once.
          </DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={submit} noValidate className="grid gap-4" aria-label="Sign the agreement">
          <FormField id="signature-name" label="Full name" error={error}>
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
          <DialogFormFooter busy={busy} busyLabel="Signing..." submit="Sign" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
