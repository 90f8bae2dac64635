// "My work" over a real database: an employee's due tasks and every review queue (and the side menu's badge,
// the same count), an investor's needs in each state, and never another investor's data.
import { getDb } from "@/lib/db";
import { myWorkBadge, myWorkFor } from "@/lib/my-work/my-work";
import { employeeWork } from "@/lib/my-work/employee";
import { investorWork } from "@/lib/my-work/investor";
import { DOCUMENT_TYPES, type DocumentType } from "@/lib/deal-room/document-types";
import { createUser, type TestUser } from "@/test/factories/users";
import { makeProject } from "@/test/factories/projects";
import { makeCredit, makeServiceHours } from "@/test/factories/requirements";
import { makeAssignment, makeCompletion } from "@/test/factories/courses";
import { makeMsa, makeTemplate } from "@/test/factories/agreements";

const NOW = new Date("2026-06-15T12:00:00Z");
/** Half of 2026 gone: the plan's pace is 50 of its 100 hours. */
const MID_YEAR = new Date("2026-07-02T12:00:00Z");
const NEW_YEAR = new Date("2026-01-01T01:00:00Z");

let n = 0;
const user = (role: "employee" | "external" = "external", status: "approved" | "pending" = "approved") => createUser(`mw.${role}.${++n}`, role, status);

async function task(assignedTo: string | null, dueDate: string | null, over: { status?: "pending" | "completed" | "in_progress"; title?: string; projectId?: string } = {}) {
  const db = await getDb();
  const projectId = over.projectId ?? (await makeProject({ client: `Task project ${++n}` })).id;
  return db.projectTask.create({
    data: { projectId, title: over.title ?? `Task ${n}`, assignedTo, dueDate: dueDate ? new Date(`${dueDate}T00:00:00Z`) : null, status: over.status ?? "pending" },
  });
}

async function document(userId: string, documentType: DocumentType, over: { reviewStatus?: "accepted" | "rejected"; reviewReason?: string; link?: boolean } = {}) {
  const db = await getDb();
  return db.document.create({
    data: { userId, documentType, googleDocUrl: over.link === false ? null : `https://docs.google.com/document/d/${documentType}`, reviewStatus: over.reviewStatus ?? null, reviewReason: over.reviewReason ?? null },
  });
}

const countOf = (items: { kind: string; count: number | null }[], kind: string) => items.find((i) => i.kind === kind)?.count;

describe("an employee's My work", () => {
  let employee: TestUser;
  beforeAll(async () => {
    employee = await user("employee");
  });

  it("with nothing due and nothing waiting: no tasks, every queue at 0, no badge count", async () => {
    const work = await myWorkFor(employee, NOW);
    expect(work).toMatchObject({ role: "employee", today: "2026-06-15", tasks: [], taskCount: 0, total: 0 });
    expect(work.items.map((i) => [i.kind, i.count])).toEqual([
      ["hours", 0],
      ["credits", 0],
      ["documents", 0],
      ["completions", 0],
      ["reservations", 0],
      ["registrations", 0],
    ]);
    expect(await myWorkBadge(employee, NOW)).toBe(0);
    // Serializable as it is: the digest mails it, the page hands it to the screen.
    expect(JSON.parse(JSON.stringify(work))).toEqual(work);
  });

  it("lists their open tasks due within 7 days or overdue, overdue first, with the project and a link; nobody else's", async () => {
    const other = await user("employee");
    const project = await makeProject({ client: "Harbor Fleet Depot" });
    await task(employee.id, "2026-06-20", { title: "Order transformer", projectId: project.id });
    await task(employee.id, "2026-06-10", { title: "Pull permit" });
    await task(employee.id, "2026-06-15", { title: "Due today" });
    await task(employee.id, "2026-06-22", { title: "Last day of the horizon" });
    await task(employee.id, "2026-06-23", { title: "Too far ahead" });
    await task(employee.id, null, { title: "No due date" });
    await task(employee.id, "2026-06-01", { title: "Done already", status: "completed" });
    await task(other.id, "2026-06-01", { title: "Someone else's" });
    await task(null, "2026-06-01", { title: "Nobody's" });

    const work = await myWorkFor(employee, NOW);
    expect(work.tasks.map((t) => [t.title, t.dueDate, t.overdue])).toEqual([
      ["Pull permit", "2026-06-10", true],
      ["Due today", "2026-06-15", false],
      ["Order transformer", "2026-06-20", false],
      ["Last day of the horizon", "2026-06-22", false],
    ]);
    expect(work.tasks[2]).toMatchObject({ project: { id: project.id, name: "Harbor Fleet Depot" }, href: `/project/${project.id}/edit`, priority: "medium" });
    expect(work).toMatchObject({ taskCount: 4, total: 4 });
    expect(await myWorkBadge(employee, NOW)).toBe(4);
    expect((await myWorkFor(other, NOW)).tasks.map((t) => t.title)).toEqual(["Someone else's"]);
  });

  it("counts each review queue waiting, links to where it is decided, and the badge is the same total", async () => {
    const investor = await user();
    const other = await user();
    const before = await myWorkFor(employee, NOW);
    // Hours: two pending (the oldest last year, so the link opens that year's queue), one approved.
    await makeServiceHours(investor.id, { status: "pending", serviceDate: "2025-11-03" });
    await makeServiceHours(other.id, { status: "pending", serviceDate: "2026-02-03" });
    await makeServiceHours(investor.id, { status: "approved", serviceDate: "2026-02-04" });
    await makeCredit(investor.id, { status: "pending", completionDate: "2026-03-01" });
    await makeCredit(investor.id, { status: "rejected", completionDate: "2026-03-02" });
    // Documents: waiting = a file or link with no decision; accepted, rejected and empty rows are not.
    await document(investor.id, "appraisal_poles_value");
    await document(other.id, "appraisal_poles_value");
    await document(investor.id, "pictures", { reviewStatus: "accepted" });
    await document(investor.id, "debt_agreement", { reviewStatus: "rejected", reviewReason: "Old" });
    await document(investor.id, "company_one_pager", { link: false });
    const assignment = await makeAssignment(investor.id);
    await makeCompletion(assignment);
    await makeCompletion(await makeAssignment(other.id), { status: "approved" });
    await makeProject({ reservedBy: investor.id, reservationStatus: "pending" });
    await makeProject({ reservedBy: other.id, reservationStatus: "approved" });
    await user("external", "pending");
    await user("employee", "pending");

    const work = await myWorkFor(employee, NOW);
    expect(Object.fromEntries(work.items.map((i) => [i.kind, i.count]))).toEqual({ hours: 2, credits: 1, documents: 2, completions: 1, reservations: 1, registrations: 2 });
    expect(Object.fromEntries(work.items.map((i) => [i.kind, i.href]))).toEqual({
      hours: "/service-hours/review?tab=hours&status=pending&year=2025",
      credits: "/service-hours/review?tab=credits&status=pending&year=2026",
      documents: "/admin/documents",
      completions: "/courses?tab=completions&status=pending",
      reservations: "/my-work?open=project-reservations",
      registrations: "/my-work?open=user-management",
    });
    expect(work.items.find((i) => i.kind === "hours")?.detail).toBe("2 entries wait for approval.");
    expect(work.total).toBe(before.total + 9);
    expect(await myWorkBadge(employee, NOW)).toBe(work.total);
  });

  it("is refused to investors, and to an account that is not approved", async () => {
    const investor = await user();
    await expect(employeeWork(investor, NOW)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(myWorkFor({ ...employee, status: "pending" }, NOW)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(myWorkBadge({ ...employee, status: "denied" }, NOW)).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await myWorkBadge(investor, NOW)).toBeNull();
  });
});

describe("an investor's My work", () => {
  /** Nine documents provided (with the given exceptions), so only what a test sets up shows. */
  async function allDocuments(userId: string, except: DocumentType[] = []) {
    for (const type of DOCUMENT_TYPES) if (!except.includes(type)) await document(userId, type, { reviewStatus: "accepted" });
  }

  it("says all is done when nothing is needed: documents in, on pace, MSA signed, courses handed in", async () => {
    const investor = await user();
    await allDocuments(investor.id);
    const msa = await makeMsa(investor.id);
    const db = await getDb();
    await db.msa.update({ where: { id: msa.id }, data: { signatureData: { investorSignature: "Ivan", investorSignedAt: "2026-01-01T00:00:00.000Z" } } });
    await makeCompletion(await makeAssignment(investor.id), { status: "pending" });
    await makeCompletion(await makeAssignment(investor.id), { status: "approved" });
    // An agreement to review that is not an MSA is not asked for here.
    const compliance = await makeTemplate({ category: "compliance" });
    await db.investorTemplateVersion.create({ data: { templateId: compliance.id, investorId: investor.id, status: "assigned", content: "x", templateVersion: "1.0" } });

    expect(await myWorkFor(investor, NEW_YEAR)).toEqual({ role: "investor", today: "2026-01-01", tasks: [], taskCount: 0, items: [], total: 0 });
    expect(await investorWork(investor, NEW_YEAR)).toMatchObject({ total: 0 });
  });

  it("lists each rejected document with its reason, then counts the missing ones; another investor's never show", async () => {
    const investor = await user();
    const other = await user();
    await document(investor.id, "appraisal_poles_value", { reviewStatus: "rejected", reviewReason: "Wrong year" });
    await document(investor.id, "pictures", { reviewStatus: "accepted" });
    await document(investor.id, "debt_agreement");
    await allDocuments(other.id, ["lsa_vendor_agreements"]);
    await document(other.id, "lsa_vendor_agreements", { reviewStatus: "rejected", reviewReason: "Other's reason" });

    const work = await myWorkFor(investor, NEW_YEAR);
    expect(work.items).toEqual([
      { kind: "document-rejected", title: "Replace the rejected Appraisal of Poles Value", detail: "Reason: Wrong year", count: null, dueDate: null, href: "/deal-room" },
      { kind: "documents-missing", title: "6 deal-room documents are missing", detail: "Upload a file or add a link for each.", count: 6, dueDate: null, href: "/deal-room" },
    ]);
    expect(work.total).toBe(2);
    const others = await myWorkFor(other, NEW_YEAR);
    expect(others.items.map((i) => i.title)).toEqual([expect.stringMatching(/^Replace the rejected /)]);
    expect(JSON.stringify(others)).not.toContain("Wrong year");
  });

  it("says how far their approved and pending hours are behind the plan's pace for the date", async () => {
    const investor = await user();
    const other = await user();
    await allDocuments(investor.id);
    await makeServiceHours(investor.id, { status: "approved", hours: "10", serviceDate: "2026-02-01" });
    await makeServiceHours(investor.id, { status: "pending", hours: "5", serviceDate: "2026-03-01" });
    await makeServiceHours(investor.id, { status: "rejected", hours: "30", serviceDate: "2026-03-02" });
    await makeServiceHours(investor.id, { status: "approved", hours: "40", serviceDate: "2025-12-01" }); // last year's
    await makeCredit(investor.id, { status: "approved", creditHours: "2", completionDate: "2026-04-01" });
    await makeServiceHours(other.id, { status: "approved", hours: "90", serviceDate: "2026-02-01" });

    const work = await myWorkFor(investor, MID_YEAR);
    expect(work.items).toEqual([
      {
        kind: "hours-behind",
        title: "33 hours behind the plan's pace",
        detail: "17 hours logged (approved or awaiting review); the plan expects 50 of its 100 by today.",
        count: null,
        dueDate: null,
        href: "/participation-plan?open=hours",
      },
    ]);
    // Ahead of pace: nothing to say.
    expect((await myWorkFor(other, MID_YEAR)).items.map((i) => i.kind)).not.toContain("hours-behind");
    await makeServiceHours(investor.id, { status: "pending", hours: "33", serviceDate: "2026-05-01" });
    expect((await myWorkFor(investor, MID_YEAR)).items).toEqual([]);
  });

  it("asks them to sign a finalized MSA and to review an MSA assigned to them", async () => {
    const investor = await user();
    const other = await user();
    await allDocuments(investor.id);
    const msa = await makeMsa(investor.id);
    await makeMsa(other.id);
    const template = await makeTemplate({ category: "msa" });
    const db = await getDb();
    await db.investorTemplateVersion.create({ data: { templateId: template.id, investorId: investor.id, status: "reviewing", content: "x", templateVersion: "1.0" } });
    await db.investorTemplateVersion.create({ data: { templateId: template.id, investorId: other.id, status: "assigned", content: "x", templateVersion: "1.0" } });

    const items = (await myWorkFor(investor, NEW_YEAR)).items;
    expect(items.map((i) => [i.kind, i.href])).toEqual([
      ["msa-sign", `/msa/${msa.id}`],
      ["msa-review", `/templates?template=${template.id}`],
    ]);
    expect(items[0].title).toMatch(/^Sign the MSA: Test Agreement \d+$/);
    // The company's signature alone does not do: the investor's is still missing.
    await db.msa.update({ where: { id: msa.id }, data: { signatureData: { companySignature: "Legal", companySignedAt: "2026-01-01T00:00:00.000Z" } } });
    expect((await myWorkFor(investor, NEW_YEAR)).items.map((i) => i.kind)).toEqual(["msa-sign", "msa-review"]);
  });

  it("lists courses assigned and not handed in (or rejected), soonest due first, with a link to each", async () => {
    const investor = await user();
    const other = await user();
    await allDocuments(investor.id);
    const later = await makeAssignment(investor.id, { dueDate: new Date("2026-03-01T00:00:00Z") });
    const sooner = await makeAssignment(investor.id, { dueDate: new Date("2026-02-01T00:00:00Z") });
    const rejected = await makeAssignment(investor.id);
    await makeCompletion(rejected, { status: "rejected", rejectionReason: "Unreadable" });
    await makeCompletion(await makeAssignment(investor.id), { status: "pending" });
    await makeAssignment(other.id);

    const items = (await myWorkFor(investor, NEW_YEAR)).items;
    expect(items.map((i) => [i.href, i.dueDate])).toEqual([
      [`/course/${sooner.courseId}`, "2026-02-01"],
      [`/course/${later.courseId}`, "2026-03-01"],
      [`/course/${rejected.courseId}`, null],
    ]);
    expect(items[2]).toMatchObject({ kind: "course", detail: "Your completion was rejected: submit it again." });
    expect(countOf(items, "course")).toBeNull();
  });

  it("is refused to employees", async () => {
    const employee = await user("employee");
    await expect(investorWork(employee, NOW)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
