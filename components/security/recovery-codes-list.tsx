"use client";
// Ten recovery codes, shown once (issue 32 §1): the server keeps only their hashes.
import { Button } from "@/components/ui/button";

export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div role="region" aria-label="Your recovery codes" className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm text-amber-950">
        Save these recovery codes somewhere safe now: each signs you in once if you lose your phone, and they will not be shown again.
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-900" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => navigator.clipboard?.writeText(codes.join("\n"))}>
          Copy codes
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
