import { ShieldAlert } from "lucide-react";

/** What a non-employee sees at /reports (spec 1 §2); the API refuses them too. */
export function AccessRequired() {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-900">
      <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
      {/* One text, word for word the spec's message. */}
      <p className="font-medium">Employee Access Required: Audit reports are only available to company employees.</p>
    </div>
  );
}
