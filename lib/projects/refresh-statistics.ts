// After a bulk import the planner's statistics still describe the table before it. The refresh is an
// after-commit effect of the import's transaction: run before the commit (or beside it, on another
// connection, while an idempotent request holds its commit until its answer is stored) ANALYZE would
// read the table without the new rows.
import "server-only";
import { z } from "zod";
import { defineEffect } from "@/lib/outbox/effect";

export const refreshStatisticsEffect = defineEffect("projects.refresh-statistics", z.object({}), async (tx) => {
  await tx.$executeRawUnsafe(`ANALYZE projects, audit_log`);
  await tx.$queryRaw`SELECT compact_project_totals()::int AS rows`;
});
