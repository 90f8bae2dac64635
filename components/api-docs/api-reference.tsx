import type { ReferenceGroup } from "@/lib/api/reference";
import { EndpointCard } from "@/components/api-docs/endpoint-card";

/** The API reference page: a contents list by feature, then every endpoint with its fields. */
export function ApiReference({ groups }: { groups: ReferenceGroup[] }) {
  const count = groups.reduce((n, g) => n + g.endpoints.length, 0);
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">API Reference</h1>
        <p className="max-w-3xl text-slate-600">
          {count} JSON endpoints, generated from the route registry. Errors answer <code className="font-mono text-sm">{'{ "error": string }'}</code>; signed-in
          calls carry the session cookie. The same description as an OpenAPI 3.1 document:{" "}
          <a href="/api/openapi.json" className="font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-950">
            /api/openapi.json
          </a>
          .
        </p>
      </div>
      <nav aria-label="API sections">
        <ul className="flex flex-wrap gap-2">
          {groups.map((g) => (
            <li key={g.tag}>
              <a
                href={`#tag-${g.tag}`}
                className="inline-flex min-h-10 items-center rounded-full border border-slate-300 px-3 text-sm text-slate-700 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
              >
                {g.tag} <span className="ml-1 text-slate-500">({g.endpoints.length})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((g) => (
        <section key={g.tag} aria-labelledby={`tag-${g.tag}`} className="scroll-mt-20 space-y-3">
          <h2 id={`tag-${g.tag}`} className="text-xl font-semibold capitalize text-slate-900">
            {g.tag}
          </h2>
          <div className="grid gap-4">
            {g.endpoints.map((e) => (
              <EndpointCard key={e.id} endpoint={e} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
