// The OpenAPI document turned into what the API reference page lists: endpoints grouped by tag, each
// with its permission and its request and response fields as name, type, required.
import type { JsonSchema, OpenApiDocument } from "@/lib/api/openapi";

export type Field = { name: string; type: string; required: boolean; description?: string };
export type Body = { contentType: string; shape: string; fields: Field[] };
export type ReferenceEndpoint = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  permission: string;
  parameters: (Field & { in: string })[];
  request: Body | null;
  response: Body & { status: string; description: string };
};
export type ReferenceGroup = { tag: string; endpoints: ReferenceEndpoint[] };

const asSchema = (v: unknown): JsonSchema => (v && typeof v === "object" ? (v as JsonSchema) : {});

/** A JSON Schema as one short type label: `string (date-time) | null`, `"low" | "high"`, `array of object`. */
export function typeLabel(schema: JsonSchema): string {
  if (Array.isArray(schema.anyOf)) return [...new Set(schema.anyOf.map((s) => typeLabel(asSchema(s))))].join(" | ");
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  if ("const" in schema) return JSON.stringify(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : typeof schema.type === "string" ? schema.type : "any";
  if (type === "array") return `array of ${typeLabel(asSchema(schema.items))}`;
  return typeof schema.format === "string" ? `${type} (${schema.format})` : type;
}

function fieldsOf(schema: JsonSchema): Field[] {
  const properties = schema.properties;
  if (!properties || typeof properties !== "object") return [];
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  return Object.entries(properties as Record<string, JsonSchema>).map(([name, property]) => {
    const field: Field = { name, type: typeLabel(property), required: required.has(name) };
    if (typeof property.description === "string") field.description = property.description;
    return field;
  });
}

function bodyOf(content: unknown): Body | null {
  const entries = Object.entries(asSchema(content));
  if (!entries.length) return null;
  const [contentType, media] = entries[0];
  const schema = asSchema(asSchema(media).schema);
  // An array of objects lists its items' fields.
  const shape = schema.type === "array" ? "array" : schema.type === "object" ? "object" : typeLabel(schema);
  return { contentType, shape, fields: fieldsOf(schema.type === "array" ? asSchema(schema.items) : schema) };
}

export function apiReference(doc: OpenApiDocument): ReferenceGroup[] {
  const groups = new Map<string, ReferenceEndpoint[]>(doc.tags.map((t) => [t.name, []]));
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(operations)) {
      const op = asSchema(raw);
      const tag = (op.tags as string[] | undefined)?.[0] ?? "other";
      const responses = Object.entries(asSchema(op.responses));
      const [status, success] = responses.find(([code]) => code.startsWith("2")) ?? ["200", {}];
      const parameters = ((op.parameters ?? []) as JsonSchema[]).map((p) => ({
        name: String(p.name),
        in: String(p.in),
        type: typeLabel(asSchema(p.schema)),
        required: p.required === true,
      }));
      const response = bodyOf(asSchema(success).content) ?? { contentType: "", shape: "", fields: [] };
      const endpoint: ReferenceEndpoint = {
        id: `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, "-").replace(/-$/, ""),
        method: method.toUpperCase(),
        path,
        summary: String(op.summary ?? ""),
        // The document ends each description with the permission; the page shows that on its own.
        description: String(op.description ?? "").replace(/\n*Permission: [^\n]*$/, ""),
        permission: String(op["x-permission"] ?? ""),
        parameters,
        request: bodyOf(asSchema(op.requestBody).content),
        response: { ...response, status, description: String(asSchema(success).description ?? "") },
      };
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag)!.push(endpoint);
    }
  }
  return [...groups].filter(([, endpoints]) => endpoints.length).map(([tag, endpoints]) => ({ tag, endpoints }));
}
