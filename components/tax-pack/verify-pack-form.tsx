"use client";
// "Verify a pack" (issue 22 §4, issue 33 §4): an employee uploads a tax pack PDF, or the whole ZIP, and learns
// whether the portal produced it, for whom and when; for a ZIP, which files were changed, added or removed.
import { useState, type FormEvent } from "react";
import { ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/skeleton";
import { useAction } from "@/components/ui/use-action";
import { verifyTaxPackAction } from "@/actions/tax-pack/verify-tax-pack";

type Check = Awaited<ReturnType<typeof verifyTaxPackAction>> extends infer R ? (R extends { ok: true; data: infer D } ? D : never) : never;
type ZipCheck = Extract<Check, { kind: "zip" }>;

const when = (at: Date | string) => `${new Date(at).toISOString().slice(0, 16).replace("T", " ")} UTC`;
const GOOD = "rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900";
const BAD = "rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900";
const STATUS_TEXT = { intact: "as produced", changed: "changed", added: "added", removed: "removed" } as const;

function ZipResult({ check }: { check: ZipCheck }) {
  const altered = check.files.filter((f) => f.status !== "intact");
  return (
    <div className="grid gap-2">
      {check.intact && check.pack ? (
        <p className={GOOD}>
          Every file is as the portal produced it on {when(check.pack.generatedAt)}: the {check.pack.year} tax pack of {check.pack.investor}.
        </p>
      ) : (
        <div className={BAD}>
          <p>{check.pack ? `Not as the portal produced it on ${when(check.pack.generatedAt)} (the ${check.pack.year} tax pack of ${check.pack.investor}).` : "Not a pack the portal produced."}</p>
          {altered.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {altered.map((f) => (
                <li key={f.path}>
                  <span className="break-all font-mono text-xs">{f.path}</span>: {STATUS_TEXT[f.status]}
                </li>
              ))}
            </ul>
          )}
          {check.problem && <p className="mt-1">{check.problem}</p>}
        </div>
      )}
      <details className="text-sm text-slate-700">
        <summary>Every file in the ZIP</summary>
        <ul className="mt-1 grid gap-0.5">
          {check.files.map((f) => (
            <li key={f.path}>
              <span className="break-all font-mono text-xs">{f.path}</span>: {STATUS_TEXT[f.status]}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

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
      <FormField id="verify-pack-file" label="Tax pack PDF or ZIP" error={error} hint="The PDF, or the whole ZIP with its evidence files, as the investor or their advisor received it">
        {(a11y) => <Input {...a11y} name="pack" type="file" accept="application/pdf,.pdf,application/zip,.zip" required />}
      </FormField>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner label="Verifying..." showLabel className="text-white [&_svg]:text-white" /> : <><ShieldCheck aria-hidden /> Verify</>}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {check?.kind === "zip" && <ZipResult check={check} />}
        {check?.kind === "pdf" &&
          (check.produced ? (
            <p className={GOOD}>
              Produced by the portal on {when(check.generatedAt)}: the {check.year} tax pack of {check.investor}.
            </p>
          ) : (
            <p className={BAD}>Not a pack the portal produced: no pack with this SHA-256 was ever generated.</p>
          ))}
        {check && <p className="mt-1 break-all font-mono text-xs text-slate-600">SHA-256 {check.sha256}</p>}
      </div>
    </form>
  );
}
