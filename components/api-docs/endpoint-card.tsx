import type { Body, ReferenceEndpoint } from "@/lib/api/reference";
import { holdersOf, type Access } from "@/lib/auth/permissions";
import { FieldTable } from "@/components/api-docs/field-table";
import { MethodBadge } from "@/components/api-docs/method-badge";

function BodyBlock({ title, body, id }: { title: string; body: Body; id: string }) {
  const kind = body.shape === "array" ? "an array; each item has" : body.shape === "object" ? "an object with" : body.shape;
  return (
    <div className="space-y-2">
      <h4 id={id} className="text-sm font-semibold text-slate-900">
        {title} <span className="font-normal text-slate-600">({body.contentType}{body.shape ? `, ${kind}` : ""})</span>
      </h4>
      {body.fields.length > 0 && <FieldTable caption={`${title} fields`} fields={body.fields} />}
    </div>
  );
}

export function EndpointCard({ endpoint }: { endpoint: ReferenceEndpoint }) {
  const e = endpoint;
  return (
    // min-w-0: a card in the page's grid is never wider than the page (a grid item grows to its widest line);
    // the texts wrap anywhere (a description's long query string made the page 605 px wide at 375).
    <article aria-labelledby={e.id} className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <header className="space-y-2">
        <h3 id={e.id} className="flex flex-wrap items-center gap-2">
          <MethodBadge method={e.method} />
          <code className="break-all font-mono text-sm font-semibold text-slate-900">{e.path}</code>
        </h3>
        <p className="wrap-anywhere text-sm font-medium text-slate-800">{e.summary}</p>
        {e.description && <p className="wrap-anywhere text-sm text-slate-600">{e.description}</p>}
        <p className="wrap-anywhere text-sm text-slate-700">
          <span className="font-medium">Permission:</span> <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs">{e.permission}</code>{" "}
          <span className="text-slate-600">({holdersOf(e.permission as Access)})</span>
        </p>
      </header>
      {e.parameters.length > 0 && (
        <div className="space-y-2">
          <h4 className="text-sm font-semibold text-slate-900">Parameters</h4>
          <FieldTable caption="Path and query parameters" fields={e.parameters} showIn />
        </div>
      )}
      {e.request && <BodyBlock title="Request body" body={e.request} id={`${e.id}-request`} />}
      <div className="space-y-2">
        <BodyBlock
          title={`Response ${e.response.status}`}
          body={e.response.contentType ? e.response : { contentType: "no body", shape: "", fields: [] }}
          id={`${e.id}-response`}
        />
        {e.response.description && <p className="text-sm text-slate-600">{e.response.description}</p>}
      </div>
    </article>
  );
}
