import type { Metadata } from "next";
import { requirePermission } from "@/lib/auth/current-user";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { apiReference } from "@/lib/api/reference";
import { ApiReference } from "@/components/api-docs/api-reference";

export const metadata: Metadata = { title: "API Reference" };

/** Employees only (openapi.read): checked here against the session row, as the middleware does from the cookie. */
export default async function ApiDocsPage() {
  await requirePermission("openapi.read");
  return <ApiReference groups={apiReference(buildOpenApiDocument())} />;
}
