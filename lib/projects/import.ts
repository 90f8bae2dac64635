import "server-only";
import crypto from "node:crypto";
import { Prisma } from "@/generated/prisma/client";
import type { Tx } from "@/lib/db";
import { transaction } from "@/lib/transaction";
import { changedFields } from "@/lib/audit/write";
import { refreshStatisticsEffect } from "@/lib/projects/refresh-statistics";
import { AppError, badRequest } from "@/lib/errors";
import { parseProjectsCsv } from "@/lib/projects/csv";
import { csvFileProblem, MAX_CSV_BYTES } from "@/lib/projects/csv-file";
import { authorize } from "@/lib/auth/authorize";
import type { CreateProjectInput } from "@/lib/projects/schemas";
import { AUDITED_PROJECT_FIELDS, auditSnapshot } from "@/lib/projects/service";
import type { SessionUser } from "@/lib/session";

// Multipart framing around the file (boundaries, part headers) is small; the file itself is checked exactly.
const MULTIPART_SLACK = 64 * 1024;
const BATCH = 1000;


/** The uploaded CSV's text from a multipart request (field `csvFile`), refusing wrong types and sizes. */
export async function readCsvUpload(req: Request): Promise<string> {
  // Refuse an oversized body before reading it; the declared length can lie, so the file is measured too.
  if (Number(req.headers.get("content-length") ?? "0") > MAX_CSV_BYTES + MULTIPART_SLACK) throw new AppError("PAYLOAD_TOO_LARGE", "File size must be less than 10MB");
  const form = await req.formData().catch(() => {
    throw badRequest("Please select a CSV file");
  });
  const file = form.get("csvFile");
  if (!(file instanceof File)) throw badRequest("Please select a CSV file");
  const problem = csvFileProblem(file);
  if (problem) throw new AppError(problem.kind === "type" ? "UNSUPPORTED_MEDIA_TYPE" : "PAYLOAD_TOO_LARGE", problem.description);
  return file.text();
}

// The audit snapshot of an inserted row, built by the database from what it stored: the same fields and
// JSON types as auditSnapshot() (money as exact text, the stage as its display value).
const STORED_SNAPSHOT = Prisma.raw(
  `jsonb_build_object(${AUDITED_PROJECT_FIELDS.map((k) => `'${k}', i."${k}"${k === "projectCost" || k === "placedInServiceDate" ? "::text" : ""}`).join(", ")})`,
);

/**
 * One statement per batch inserts the projects and their audit rows. The rows travel as a single JSON
 * parameter (json_to_recordset), and the audit rows are built from the inserted rows in SQL: through
 * Prisma this is several times faster than createMany or per-column array parameters. The stage is the
 * display value, which is the enum's SQL label. Notes are never set on import.
 */
async function insertBatch(tx: Tx, actorId: string, batch: Array<CreateProjectInput & { id: string; fieldChanges: string[] }>): Promise<void> {
  await tx.$executeRaw`
    WITH i AS (
      INSERT INTO projects (id, "deploymentQuarter", stage, client, address, purpose, type, "numberOfChargers",
        "numberOfSpaces", "projectCost", "itcTaxCredit", "sharedWithInvestors", "placedInServiceDate", "censusTract",
        "tractEligible", "tractEligibilitySource", "prevailingWageMet")
      SELECT r.id, r."deploymentQuarter", r.stage::"ProjectStage", r.client, r.address, r.purpose, r.type::"ProjectType",
        r."numberOfChargers", r."numberOfSpaces", r."projectCost"::numeric, r."itcTaxCredit", r."sharedWithInvestors",
        r."placedInServiceDate"::date, r."censusTract", r."tractEligible", r."tractEligibilitySource", r."prevailingWageMet"
      FROM json_to_recordset(${JSON.stringify(batch)}::json) AS r(id text, "deploymentQuarter" text, stage text,
        client text, address text, purpose text, type text, "numberOfChargers" int, "numberOfSpaces" int,
        "projectCost" text, "itcTaxCredit" boolean, "sharedWithInvestors" boolean, "placedInServiceDate" text,
        "censusTract" text, "tractEligible" boolean, "tractEligibilitySource" text, "prevailingWageMet" boolean)
      RETURNING *
    )
    INSERT INTO audit_log (event, "entityType", "entityId", action, "userId", "fieldChanges", "newValues")
    SELECT 'project.imported', 'project', i.id, 'create', ${actorId}, r."fieldChanges", ${STORED_SNAPSHOT}
    FROM i JOIN json_to_recordset(${JSON.stringify(batch.map((p) => ({ id: p.id, fieldChanges: p.fieldChanges })))}::json) AS r(id text, "fieldChanges" jsonb) ON r.id = i.id`;
}

/** Imports validated projects all or nothing: one transaction, batches of rows with their audit rows. */
export async function importProjects(actor: SessionUser, projects: CreateProjectInput[]): Promise<{ imported: number }> {
  authorize(actor, "projects.write");
  if (projects.length === 0) return { imported: 0 };
  await transaction(
    async (tx, afterCommit) => {
      for (let start = 0; start < projects.length; start += BATCH) {
        // The fields each row sets: the spec's always, the §30C inputs where its file gave them.
        const batch = projects.slice(start, start + BATCH).map((p) => ({ ...p, id: crypto.randomUUID(), fieldChanges: changedFields(null, auditSnapshot(p)) }));
        await insertBatch(tx, actor.id, batch);
      }
      // The statistics are refreshed once the rows are committed, before the import answers.
      await afterCommit(refreshStatisticsEffect, {});
    },
    { timeout: 5 * 60_000, maxWait: 30_000 },
  );
  return { imported: projects.length };
}

export async function importProjectsCsv(actor: SessionUser, text: string): Promise<{ imported: number }> {
  authorize(actor, "projects.write");
  return importProjects(actor, parseProjectsCsv(text));
}
