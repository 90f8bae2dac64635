/** The SHA-256 of the finalized text, recorded at finalization: any later change to the text would not match it. */
export function ContentHash({ hash }: { hash: string }) {
  return (
    <div className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-600" id="content-hash-label">
        Content hash (SHA-256)
      </p>
      <p aria-labelledby="content-hash-label" className="break-all font-mono text-xs text-slate-900" data-testid="content-hash">
        {hash}
      </p>
      <p className="text-xs text-slate-600">Recorded at finalization. The downloads carry the same value; any change to the text would change it.</p>
    </div>
  );
}
