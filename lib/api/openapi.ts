// The OpenAPI 3.1 document, generated from the route registry with zod 4's own JSON Schema output.
// Never throws: a schema zod cannot express (a transform's output, a date) becomes an empty schema.
import { z } from "zod";
import { holdersOf } from "@/lib/auth/permissions";
import { SESSION_COOKIE } from "@/lib/session-cookie";
import { ENDPOINTS } from "@/lib/api/registry";
import type { AnyEndpoint } from "@/lib/api/registry/endpoint";
import { errorResponse } from "@/lib/api/registry/wire";

export type JsonSchema = { [key: string]: unknown };

/** Requests are described as the client sends them (input), responses as the server sends them (output). */
export function jsonSchemaOf(schema: z.core.$ZodType, io: "input" | "output"): JsonSchema {
  try {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
    return rest;
  } catch {
    return {};
  }
}

type Parameter = { name: string; in: "path" | "query" | "header"; required: boolean; schema: JsonSchema; description?: string };

const IDEMPOTENCY_PARAMETER: Parameter = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  schema: { type: "string", minLength: 1, maxLength: 200 },
  description: "One per form submission. A repeat with the same key by the same user (within a day) returns the first answer instead of creating again.",
};

function parametersOf(schema: z.ZodType | undefined, where: "path" | "query"): Parameter[] {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, "input");
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    const parameter: Parameter = { name, in: where, required: where === "path" || required.has(name), schema: rest };
    if (typeof description === "string") parameter.description = description;
    return parameter;
  });
}

const ERRORS: Record<string, string> = {
  "400": "Invalid input: `error` holds the first message, `fieldErrors` every field's",
  "401": "Not signed in",
  "403": "Signed in without the permission, or a cross-site write",
  "404": "Not found, or not visible to the caller",
  "409": "Conflicts with the record's current state",
};

function errorsFor(e: AnyEndpoint): Record<string, unknown> {
  const codes = ["400"];
  if (e.permission !== "public") codes.push("401");
  if (e.permission !== "public" && e.permission !== "signed-in") codes.push("403");
  if (e.params) codes.push("404", "409");
  const ref = { $ref: "#/components/schemas/Error" };
  return Object.fromEntries(codes.map((code) => [code, { description: ERRORS[code], content: { "application/json": { schema: ref } } }]));
}

function operation(e: AnyEndpoint) {
  const permission = e.permission === "public" || e.permission === "signed-in" ? e.permission : `\`${e.permission}\``;
  const success: Record<string, unknown> = { description: e.response.description };
  if (e.response.schema) success.content = { "application/json": { schema: jsonSchemaOf(e.response.schema, "output") } };
  if (e.response.raw) success.content = { [e.response.raw.contentType]: { schema: { type: "string", description: e.response.raw.description } } };
  if (e.response.headers) {
    success.headers = Object.fromEntries(Object.entries(e.response.headers).map(([name, description]) => [name, { description, schema: { type: "string" } }]));
  }
  const op: Record<string, unknown> = {
    operationId: `${e.method.toLowerCase()}${e.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
    tags: [e.tag],
    summary: e.summary,
    description: [e.description, `Permission: ${permission} (${holdersOf(e.permission)}).`].filter(Boolean).join("\n\n"),
    "x-permission": e.permission,
    security: e.permission === "public" ? [] : [{ session: [] }],
    responses: { [String(e.response.status ?? 200)]: success, ...errorsFor(e) },
  };
  const parameters = [...parametersOf(e.params, "path"), ...parametersOf(e.query, "query"), ...(e.idempotent ? [IDEMPOTENCY_PARAMETER] : [])];
  if (parameters.length) op.parameters = parameters;
  if (e.body) op.requestBody = { required: true, content: { "application/json": { schema: jsonSchemaOf(e.body, "input") } } };
  if (e.rawBody) {
    op.requestBody = { required: true, description: e.rawBody.description, content: { [e.rawBody.contentType]: { schema: { type: "string", format: "binary" } } } };
  }
  return op;
}

export function buildOpenApiDocument(endpoints: readonly AnyEndpoint[] = ENDPOINTS) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) (paths[e.path] ??= {})[e.method.toLowerCase()] = operation(e);
  const tags = [...new Set(endpoints.map((e) => e.tag))].map((name) => ({ name }));
  return {
    openapi: "3.1.0",
    info: {
      title: "Charger Finance Portal API",
      version: "1.0.0",
      description: "The portal's JSON endpoints. Errors are `{ \"error\": string }`; a signed-in call carries the session cookie.",
    },
    tags,
    paths,
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE } },
      schemas: { Error: jsonSchemaOf(errorResponse, "output") },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
