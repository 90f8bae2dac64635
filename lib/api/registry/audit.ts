import { z } from "zod";
import { auditReportQuerySchema } from "@/lib/audit-report/schemas";
import { endpoint } from "@/lib/api/registry/endpoint";
import { isoDate } from "@/lib/api/registry/wire";

const value = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const named = {
  entityType: z.string(),
  entityId: z.string(),
  name: z.string().nullable().meta({ description: "The record's own name: a project's client, a username, a task's title; null when unknown" }),
  projectName: z.string().nullable().meta({ description: "The project the record belongs to, if any" }),
};

/** The report as the route answers it; the Reports page gets the same shape (components/audit/types.ts). */
export const auditReportSchema = z.object({
  days: z.number().int(),
  totalEdits: z.number().int(),
  editsByRecord: z.array(z.object({ ...named, editCount: z.number().int(), lastEdit: isoDate.nullable() })),
  editsByUser: z.array(z.object({ username: z.string(), editCount: z.number().int() })),
  recentEdits: z.array(
    z.object({
      id: z.string(),
      event: z.string(),
      action: z.string(),
      ...named,
      user: z.object({ username: z.string() }),
      createdAt: isoDate,
      fieldChanges: z.array(z.string()),
      changes: z.array(z.object({ field: z.string(), before: value, after: value })).meta({ description: "Each changed field's value before and after; user ids as usernames, secrets left out" }),
    }),
  ),
});

export const auditEndpoints = {
  report: endpoint({
    method: "GET",
    path: "/api/audit/report",
    tag: "audit",
    summary: "Edit Activity Report",
    permission: "audit.read",
    query: auditReportQuerySchema,
    response: { description: "Edit activity over the period", schema: auditReportSchema },
  }),
};
