// The import benchmark's data: ~60,000 projects as a ~10 MB CSV in the import's spaced-header format, and
// the raw baseline that writes the same rows (and their audit rows) with multi-row INSERTs in one
// transaction, as a hand-written data loader would.
import { offeredQuarters } from "@/lib/projects/quarters";
import crypto from "node:crypto";
import { changedFields } from "@/lib/audit/write";
import { CSV_HEADERS } from "@/lib/projects/csv";
import { STAGES, TYPES, type CreateProjectInput } from "@/lib/projects/schemas";
import { auditSnapshot } from "@/lib/projects/service";
import type { Query } from "./raw";

/** The spec's eight quarters (Q1'24–Q4'25, the rolling range as of 2025), so figures stay comparable across runs. */
export const BENCH_QUARTERS = offeredQuarters(new Date("2025-06-30"));

const BATCH = 1000;
const COLUMNS = ["deploymentQuarter", "stage", "client", "address", "purpose", "type", "numberOfChargers", "numberOfSpaces", "projectCost", "itcTaxCredit", "sharedWithInvestors"] as const;
const FILLER = "includes site survey, utility make-ready, trenching, transformer upgrade, network commissioning and signage ";

/** What the audit row of a created project lists as changed: the fields it sets (notes stay empty). */
export function createdFields(project: CreateProjectInput): string[] {
  return changedFields(null, auditSnapshot(project));
}

const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const dollars = (cents: number) => `$${Math.floor(cents / 100).toLocaleString("en-US")}.${String(cents % 100).padStart(2, "0")}`;

/** `rows` projects (what the import should store) and their CSV text of about `targetBytes`. */
export function makeImport(rows: number, targetBytes: number): { projects: CreateProjectInput[]; csv: string } {
  const header = Object.values(CSV_HEADERS).join(",");
  const projects: CreateProjectInput[] = [];
  const lines: string[] = [header];
  const perRow = Math.floor((targetBytes - header.length - 1) / rows) - 1;
  for (let i = 0; i < rows; i++) {
    const cents = 500_000 + ((i * 7_919_113) % 400_000_000);
    const itc = ["Yes", "No", "", "true"][i % 4];
    const cells = (purpose: string) => [
      BENCH_QUARTERS[i % BENCH_QUARTERS.length], STAGES[(i * 3) % STAGES.length], `Import Client ${i % 5000}, Inc.`, `${100 + (i % 9000)} Commerce Way, Springfield`,
      purpose, TYPES[i % 3 === 0 ? 1 : 0], String(1 + (i % 30)), String(2 + (i % 60)), dollars(cents), itc,
    ];
    const base = `Import batch ${Math.floor(i / 1000)}: charging ${["depot", "retail", "workplace", "multifamily"][i % 4]} `;
    // Pad the purpose so that every row has the same length and the file lands on the target size.
    const bare = cells(base).map(quote).join(",").length;
    const purpose = (base + FILLER.repeat(4).slice(0, Math.max(0, perRow - bare))).trim();
    lines.push(cells(purpose).map(quote).join(","));
    projects.push({
      deploymentQuarter: BENCH_QUARTERS[i % BENCH_QUARTERS.length], stage: STAGES[(i * 3) % STAGES.length], client: `Import Client ${i % 5000}, Inc.`,
      address: `${100 + (i % 9000)} Commerce Way, Springfield`, purpose, type: TYPES[i % 3 === 0 ? 1 : 0],
      numberOfChargers: 1 + (i % 30), numberOfSpaces: 2 + (i % 60), projectCost: (cents / 100).toFixed(2), itcTaxCredit: itc !== "No",
      sharedWithInvestors: false,
    });
  }
  return { projects, csv: lines.join("\n") + "\n" };
}

/** The baseline: per batch of 1000, one multi-row INSERT of projects and one of their audit rows. */
export async function rawInsert(query: Query, actorId: string, projects: CreateProjectInput[]): Promise<void> {
  const fields = JSON.stringify(createdFields(projects[0]));
  for (let start = 0; start < projects.length; start += BATCH) {
    const batch = projects.slice(start, start + BATCH).map((p) => ({ ...p, id: crypto.randomUUID() }));
    const width = COLUMNS.length + 1;
    const values: unknown[] = [];
    const tuples = batch.map((p, r) => {
      values.push(p.id, ...COLUMNS.map((c) => p[c]));
      return `(${Array.from({ length: width }, (_, k) => `$${r * width + k + 1}`).join(", ")})`;
    });
    await query(
      `INSERT INTO projects (id, ${COLUMNS.map((c) => `"${c}"`).join(", ")}) VALUES ${tuples.join(", ")}`,
      values,
    );
    const audit: unknown[] = [actorId, fields];
    const auditTuples = batch.map((p, r) => {
      audit.push(p.id, JSON.stringify(auditSnapshot(p)));
      return `('project.imported', 'project', $${2 * r + 3}, 'create', $1, $2::jsonb, $${2 * r + 4}::jsonb)`;
    });
    await query(`INSERT INTO audit_log (event, "entityType", "entityId", action, "userId", "fieldChanges", "newValues") VALUES ${auditTuples.join(", ")}`, audit);
  }
}
