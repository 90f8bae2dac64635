"use client";
// "Verify a pack" (issue 22 §4): an employee uploads a PDF and learns whether the portal produced it, for
// whom and when (its SHA-256 against every pack recorded).
import { useState, type FormEvent } from "react";
import { ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/skeleton";
import { useAction } from "@/components/ui/use-action";
import { verifyTaxPackAction } from "@/actions/tax-pack/verify-tax-pack";

type Check = Awaited<ReturnType<typeof verifyTaxPackAction>> extends infer R ? (R extends { ok: true; data: infer D } ? D : never) : never;

const when = (at: Date | string) => `${new Date(at).toISOString().slice(0, 16).replace("T", " ")} UTC`;

export function VerifyPackForm() {
  const [check, setCheck] = useState<Check | null>(null);
  const [error, setError] = useState<string | undefined>();
  const { run, busy } = useAction(verifyTaxPackAction, { failure: "Could not verify the pack", onSuccess: setCheck, onFailure: (f) => setError(f.fieldErrors?.pack?.[0]) });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCheck(null);
    setError(undefined);
    void run(new FormData(event.currentTarget));
  };
  return (
    <form method="post" encType="multipart/form-data" onSubmit={submit} noValidate className="grid gap-3">
      <FormField id="verify-pack-file" label="Tax pack PDF" error={error} hint="The PDF as the investor or their advisor received it">
        {(a11y) => <Input {...a11y} name="pack" type="file" accept="application/pdf,.pdf" required />}
      </FormField>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner label="Verifying..." showLabel className="text-white [&_svg]:text-white" /> : <><ShieldCheck aria-hidden /> Verify</>}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {check &&
          (check.produced ? (
            <p className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
              Produced by the portal on {when(check.generatedAt)}: the {check.year} tax pack of {check.investor}.
            </p>
          ) : (
            <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">Not a pack the portal produced: no pack with this SHA-256 was ever generated.</p>
          ))}
        {check && <p className="mt-1 break-all font-mono text-xs text-slate-600">SHA-256 {check.sha256}</p>}
      </div>
    </form>
  );
}
