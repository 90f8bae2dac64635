import { z } from "zod";
import { auditReportQuerySchema } from "@/lib/audit-report/schemas";
import { endpoint } from "@/lib/api/registry/endpoint";
import { isoDate } from "@/lib/api/registry/wire";

const reportSchema = z.object({
  days: z.number().int(),
  totalEdits: z.number().int(),
  editsByRecord: z.array(
    z.object({ entityType: z.string(), entityId: z.string(), projectName: z.string().nullable(), editCount: z.number().int(), lastEdit: isoDate }),
  ),
  editsByUser: z.array(z.object({ username: z.string(), editCount: z.number().int() })),
  recentEdits: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      entityType: z.string(),
      entityId: z.string(),
      user: z.object({ username: z.string() }),
      createdAt: isoDate,
      fieldChanges: z.array(z.string()),
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
    response: { description: "Edit activity over the period", schema: reportSchema },
  }),
};
