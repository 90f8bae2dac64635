import type { Field } from "@/lib/api/reference";

/** Fields as a small table; on a phone it scrolls sideways inside its own box rather than the page. */
export function FieldTable({ caption, fields, showIn = false }: { caption: string; fields: (Field & { in?: string })[]; showIn?: boolean }) {
  return (
    // Focusable, so a keyboard can scroll it when it overflows (axe: scrollable-region-focusable).
    <div tabIndex={0} role="group" aria-label={caption} className="overflow-x-auto rounded-md border border-slate-200 outline-none focus-visible:ring-2 focus-visible:ring-emerald-600">
      <table className="w-full min-w-[18rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">Field</th>
            <th scope="col" className="px-3 py-2 font-medium">Type</th>
            <th scope="col" className="px-3 py-2 font-medium">Required</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {fields.map((f) => (
            <tr key={`${f.in ?? ""}${f.name}`} className="align-top">
              <th scope="row" className="px-3 py-2 font-mono text-xs font-medium text-slate-900">
                {f.name}
                {showIn && f.in && <span className="ml-1 font-sans text-slate-500">({f.in})</span>}
                {f.description && <span className="mt-0.5 block font-sans font-normal text-slate-500">{f.description}</span>}
              </th>
              <td className="break-words px-3 py-2 font-mono text-xs text-slate-700 [overflow-wrap:anywhere]">{f.type}</td>
              <td className="px-3 py-2 text-xs text-slate-700">{f.required ? "yes" : "no"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
