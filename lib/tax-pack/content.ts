import "server-only";
// What one investor's tax pack for one year holds (issue 22 §4), read from the portal's records: the
// material-participation record, the projects held that year with their §30C estimate, and the executed
// MSA. The PDF (lib/tax-pack/pdf.ts) only lays this out; the ZIP adds the evidence files' bytes.
import { createHash } from "node:crypto";
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { estimateItc, type ItcEstimate } from "@/lib/itc/estimate";
import { recaptureEndsOn } from "@/lib/itc/recapture";
import { executionState, parseSignatureData, signaturesOf } from "@/lib/agreements/msa/policy";
import { investorParty, partiesOf } from "@/lib/agreements/msa/parties";
import { UNNAMED_INVESTOR } from "@/lib/agreements/msa/unnamed";
import { readLegalProfile } from "@/lib/legal-profile/queries";
import type { LegalProfile } from "@/lib/legal-profile/wire";
import { PLAN_ACTIVITIES, plannedHours } from "@/lib/requirements/plan";
import { REQUIRED_HOURS, yearRange } from "@/lib/requirements/dates";
import { SERVICE_CATEGORY_LABELS, type ServiceCategory } from "@/lib/requirements/categories";
import { getSetting } from "@/lib/settings/service";
import { getStorage } from "@/lib/storage";
import { holdingPeriods, periodsWithin, type HoldingEvent } from "@/lib/tax-pack/holdings";

const Decimal = Prisma.Decimal;
const day = (d: Date) => d.toISOString().slice(0, 10);

export type ActivityHours = { activity: string; planned: string; approvedHours: string };
export type HoursEntry = { date: string; activity: string; hours: string; description: string; approvedBy: string | null; approvedAt: Date | null };
export type EducationEntry = { date: string; kind: "Education credit" | "Course completion"; title: string; provider: string | null; hours: string; approvedBy: string | null; approvedAt: Date | null };
export type EvidenceFile = { entryDate: string; fileName: string; size: number; sha256: string; key: string };
export type HeldProject = {
  client: string;
  address: string;
  placedInServiceDate: string | null;
  projectCost: string;
  numberOfChargers: number;
  censusTract: string | null;
  tractEligible: boolean | null;
  tractEligibilitySource: string | null;
  prevailingWageMet: boolean | null;
  /** The periods held that overlap the year (yyyy-MM-dd; `to` null while still held), whole, not cut at the year's edges. */
  held: { from: string; to: string | null }[];
  estimate: ItcEstimate;
  recaptureEndsOn: string | null;
};
export type ExecutedMsa = {
  title: string;
  executionState: string;
  parties: string[];
  /** Each party's signature block: the party by its legal name, the typed signature, who signed and their title. */
  signatures: { party: string; name: string | null; signatory: string | null; title: string | null; signedAt: Date | null }[];
  contentHash: string;
};

export type TaxPackContent = {
  companyName: string;
  /** The investor by their account and, once given, their legal name and postal address (issue 19 §2). */
  investor: { id: string; username: string; legalName: string | null; address: string | null };
  year: number;
  generatedAt: Date;
  participation: {
    target: number;
    byActivity: ActivityHours[];
    serviceHours: string;
    educationHours: string;
    totalHours: string;
    entries: HoursEntry[];
    education: EducationEntry[];
    evidence: EvidenceFile[];
  };
  projects: HeldProject[];
  msa: ExecutedMsa | null;
};

const hoursText = (d: InstanceType<typeof Decimal>) => d.toFixed(2);
const sum = (values: string[]) => values.reduce((a, v) => a.plus(v), new Decimal(0));

/** The stored bytes of each approved entry's evidence file, hashed; a missing file is listed without a hash. */
async function evidenceOf(entries: { serviceDate: Date; evidenceKey: string | null; evidenceFileName: string | null }[]): Promise<{ files: EvidenceFile[]; bytes: Map<string, Buffer> }> {
  const files: EvidenceFile[] = [];
  const bytes = new Map<string, Buffer>();
  for (const e of entries) {
    if (!e.evidenceKey) continue;
    const stored = await getStorage().get(e.evidenceKey);
    if (!stored) continue;
    const data = Buffer.from(await new Response(stored.stream).arrayBuffer());
    bytes.set(e.evidenceKey, data);
    files.push({ entryDate: day(e.serviceDate), fileName: e.evidenceFileName ?? "evidence", size: data.length, sha256: createHash("sha256").update(data).digest("hex"), key: e.evidenceKey });
  }
  return { files, bytes };
}

async function participationOf(investorId: string, year: number) {
  const db = await getDb();
  const { from, to } = yearRange(year);
  const range = { gte: new Date(`${from}T00:00:00Z`), lt: new Date(`${to}T00:00:00Z`) };
  const [hours, credits, courses] = await Promise.all([
    db.serviceHours.findMany({
      where: { userId: investorId, status: "approved", serviceDate: range },
      orderBy: [{ serviceDate: "asc" }, { createdAt: "asc" }],
      select: { serviceDate: true, category: true, hours: true, description: true, approvedAt: true, evidenceKey: true, evidenceFileName: true, reviewer: { select: { username: true } } },
    }),
    db.educationCredit.findMany({
      where: { userId: investorId, status: "approved", completionDate: range },
      orderBy: [{ completionDate: "asc" }, { createdAt: "asc" }],
      select: { completionDate: true, courseName: true, provider: true, creditHours: true, approvedAt: true, reviewer: { select: { username: true } } },
    }),
    db.courseCompletion.findMany({
      where: { userId: investorId, status: "approved", completionDate: range },
      orderBy: [{ completionDate: "asc" }, { createdAt: "asc" }],
      // The title and hours the approval fixed (DESIGN.md "A decision fixes its figures"), never the course's now.
      select: { completionDate: true, approvedAt: true, courseTitle: true, creditHours: true, reviewer: { select: { username: true } } },
    }),
  ]);
  const entries: HoursEntry[] = hours.map((h) => ({
    date: day(h.serviceDate),
    activity: SERVICE_CATEGORY_LABELS[h.category as ServiceCategory],
    hours: h.hours.toFixed(2),
    description: h.description,
    approvedBy: h.reviewer?.username ?? null,
    approvedAt: h.approvedAt,
  }));
  const education: EducationEntry[] = [
    ...credits.map((c) => ({ date: day(c.completionDate), kind: "Education credit" as const, title: c.courseName, provider: c.provider, hours: c.creditHours.toFixed(2), approvedBy: c.reviewer?.username ?? null, approvedAt: c.approvedAt })),
    // An approved completion always carries its figures (written with the approval; earlier ones backfilled).
    ...courses.map((c) => ({ date: day(c.completionDate), kind: "Course completion" as const, title: c.courseTitle!, provider: null, hours: c.creditHours!.toFixed(2), approvedBy: c.reviewer?.username ?? null, approvedAt: c.approvedAt })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  const byActivity = PLAN_ACTIVITIES.map((a) => ({
    activity: a.activity,
    planned: plannedHours(a),
    approvedHours: hoursText(sum(hours.filter((h) => h.category === a.category).map((h) => h.hours.toFixed(2)))),
  }));
  const service = sum(entries.map((e) => e.hours));
  const educationTotal = sum(education.map((e) => e.hours));
  const evidence = await evidenceOf(hours);
  return {
    participation: {
      target: REQUIRED_HOURS,
      byActivity,
      serviceHours: hoursText(service),
      educationHours: hoursText(educationTotal),
      totalHours: hoursText(service.plus(educationTotal)),
      entries,
      education,
      evidence: evidence.files,
    },
    evidenceBytes: evidence.bytes,
  };
}

type ProjectFacts = Omit<HeldProject, "estimate" | "recaptureEndsOn" | "held">;
const projectFields = { client: true, address: true, placedInServiceDate: true, projectCost: true, numberOfChargers: true, censusTract: true, tractEligible: true, tractEligibilitySource: true, prevailingWageMet: true } as const;

/** A deleted project as its deletion's audit row kept it (lib/projects/service.ts auditSnapshot). */
function fromSnapshot(v: Record<string, unknown>): ProjectFacts {
  const text = (k: string) => (typeof v[k] === "string" ? (v[k] as string) : null);
  const flag = (k: string) => (typeof v[k] === "boolean" ? (v[k] as boolean) : null);
  return {
    client: text("client") ?? "",
    address: text("address") ?? "",
    placedInServiceDate: text("placedInServiceDate")?.slice(0, 10) ?? null,
    projectCost: new Decimal(text("projectCost") ?? String(v.projectCost ?? 0)).toFixed(2),
    numberOfChargers: Number(v.numberOfChargers ?? 0),
    censusTract: text("censusTract"),
    tractEligible: flag("tractEligible"),
    tractEligibilitySource: text("tractEligibilitySource"),
    prevailingWageMet: flag("prevailingWageMet"),
  };
}

/**
 * The projects the investor held during the year, with the dates held: exact from the reservation history
 * (lib/tax-pack/holdings.ts), so a project released or deleted since still counts for the years it was
 * held. The candidates are the projects the investor ever had a reservation on.
 */
async function projectsHeld(investorId: string, year: number): Promise<HeldProject[]> {
  const db = await getDb();
  const { from, to } = yearRange(year);
  const [events, recaptureYears] = await Promise.all([
    db.$queryRaw<(HoldingEvent & { oldValues: Record<string, unknown> | null })[]>`
      SELECT a."entityId", a.event, a."fieldChanges", a."newValues", a."oldValues", a."createdAt" FROM audit_log a
      WHERE a."entityId" IN (SELECT "entityId" FROM audit_log WHERE "entityType" = 'reservation' AND "newValues"->>'reservedBy' = ${investorId})
        AND (a."entityType" = 'reservation' OR a.event = 'project.deleted')
      ORDER BY a."createdAt", a.id`,
    getSetting("itc.recaptureYears", db),
  ]);
  const held = [...holdingPeriods(events, investorId)]
    .map(([id, periods]) => ({ id, periods: periodsWithin(periods, new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`)) }))
    .filter((h) => h.periods.length > 0);
  const rows = await db.project.findMany({ where: { id: { in: held.map((h) => h.id) } }, select: { id: true, ...projectFields } });
  const live = new Map<string, ProjectFacts>(rows.map(({ id, ...r }) => [id, { ...r, projectCost: r.projectCost.toFixed(2), placedInServiceDate: r.placedInServiceDate ? day(r.placedInServiceDate) : null }]));
  const deleted = new Map(events.filter((e) => e.event === "project.deleted" && e.oldValues).map((e) => [e.entityId, fromSnapshot(e.oldValues!)]));
  return held
    .flatMap(({ id, periods }) => {
      const project = live.get(id) ?? deleted.get(id);
      if (!project) return [];
      return [{ ...project, held: periods.map((p) => ({ from: day(p.from), to: p.to ? day(p.to) : null })), estimate: estimateItc(project), recaptureEndsOn: recaptureEndsOn(project.placedInServiceDate, recaptureYears) }];
    })
    .sort((a, b) => a.client.localeCompare(b.client));
}

/** The investor's latest MSA (the msa-category template's) once both parties have signed it. */
async function executedMsa(investorId: string, profile: LegalProfile<Date> | null): Promise<ExecutedMsa | null> {
  const db = await getDb();
  const rows = await db.msa.findMany({
    where: { investorId, template: { category: "msa" } },
    orderBy: { createdAt: "desc" },
    select: { contentHash: true, signatureData: true, template: { select: { title: true } } },
  });
  const row = rows.find((r) => executionState(parseSignatureData(r.signatureData)) === "Fully Executed");
  if (!row) return null;
  const data = parseSignatureData(row.signatureData);
  const signed = signaturesOf(data);
  // The parties as signed (the signature record's copy); an MSA signed before legal profiles, by the profile now.
  const parties = partiesOf(data, profile);
  const investor = `${parties.investor?.name ?? UNNAMED_INVESTOR} (the Investor)`;
  const company = `${parties.company.name} (the Company)`;
  return {
    title: row.template.title,
    executionState: "Fully Executed",
    parties: [company, investor],
    signatures: [
      { party: company, name: signed.company?.name ?? null, signatory: parties.company.signatory, title: parties.company.title, signedAt: signed.company?.signedAt ?? null },
      { party: investor, name: signed.investor?.name ?? null, signatory: parties.investor?.signatory ?? null, title: parties.investor?.title ?? null, signedAt: signed.investor?.signedAt ?? null },
    ],
    contentHash: row.contentHash,
  };
}

export async function taxPackContent(account: { id: string; username: string }, year: number, generatedAt = new Date()): Promise<{ content: TaxPackContent; evidenceBytes: Map<string, Buffer> }> {
  const companyName = env.branding.companyName;
  const profile = await readLegalProfile(await getDb(), account.id);
  const named = investorParty(profile);
  const investor = { id: account.id, username: account.username, legalName: named?.name ?? null, address: named?.address || null };
  const [{ participation, evidenceBytes }, projects, msa] = await Promise.all([
    participationOf(account.id, year),
    projectsHeld(account.id, year),
    executedMsa(account.id, profile),
  ]);
  return { content: { companyName, investor, year, generatedAt, participation, projects, msa }, evidenceBytes };
}
