import { offeredQuarters } from "@/lib/projects/quarters";
import { GET as list, POST as create } from "@/app/api/projects/route";
import { DELETE as remove, GET as getOne, PUT as update } from "@/app/api/projects/[id]/route";
import { getDb } from "@/lib/db";
import { makeProject } from "@/test/factories/projects";
import { call } from "@/test/http";
import { createCast } from "@/test/factories/users";

type Cast = Awaited<ReturnType<typeof createCast>>;
let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});

const body = {
  deploymentQuarter: "Q3'25",
  stage: "Best Case",
  client: "Acme Fleet",
  address: "1 Main St",
  purpose: "Depot charging",
  type: "L3",
  numberOfChargers: "6",
  numberOfSpaces: 12,
  projectCost: "250000.5",
  itcTaxCredit: true,
  engineeringNotes: "ignored on create",
  investorSummary: "ignored on create",
  sharedWithInvestors: true,
};

async function auditFor(entityId: string) {
  const db = await getDb();
  return db.auditLog.findMany({ where: { entityId }, orderBy: { createdAt: "asc" } });
}

describe("POST /api/projects", () => {
  it("creates the project (201), ignores notes until it exists, and audits it in the same transaction", async () => {
    const res = await call(create, { cookie: cast.employee.cookie, body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      deploymentQuarter: "Q3'25",
      stage: "Best Case",
      numberOfChargers: 6,
      numberOfSpaces: 12,
      projectCost: "250000.50",
      itcTaxCredit: true,
      sharedWithInvestors: true,
      engineeringNotes: null,
      investorSummary: null,
      available: false,
    });
    const [audit] = await auditFor(res.body.id);
    expect(audit).toMatchObject({ event: "project.created", entityType: "project", action: "create", userId: cast.employee.id });
    expect(audit.newValues).toMatchObject({ client: "Acme Fleet", stage: "Best Case", projectCost: "250000.50" });
    expect(audit.fieldChanges).toEqual(expect.arrayContaining(["client", "stage", "projectCost"]));
  });

  it("applies the spec's defaults", async () => {
    const res = await call(create, { cookie: cast.employee.cookie, body: { deploymentQuarter: "Q1'24", stage: "Pipeline", client: "D", address: "A", purpose: "P", type: "L2" } });
    expect(res.body).toMatchObject({ numberOfChargers: 0, numberOfSpaces: 0, projectCost: "0.00", itcTaxCredit: false, sharedWithInvestors: false });
  });

  it.each([
    [{ client: " " }, "Client is required"],
    [{ stage: "Funded" }, "Stage must be one of Pipeline, Best Case, Committed, Contracted, Deployed"],
    [{ deploymentQuarter: "Q1'23" }, `Deployment quarter must be one of ${offeredQuarters().join(", ")}`],
    [{ type: "DC" }, "Type must be one of L2, L3"],
    [{ numberOfChargers: 2.5 }, "Number of chargers must be a whole number of 0 or more"],
    [{ projectCost: "12.345" }, "Project cost can have at most 2 decimal places"],
    [{ projectCost: 10_000_000_000 }, "Project cost must be less than 10,000,000,000"],
    [{ projectCost: "-3" }, "Project cost must be 0 or more"],
  ])("refuses %j with 400 and writes nothing", async (change, message) => {
    const db = await getDb();
    const [projects, audits] = [await db.project.count(), await db.auditLog.count()];
    const res = await call(create, { cookie: cast.employee.cookie, body: { ...body, ...change } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect([await db.project.count(), await db.auditLog.count()]).toEqual([projects, audits]);
  });

  it("is employee work: an investor gets 403 and nothing is written", async () => {
    const db = await getDb();
    const before = await db.project.count();
    const res = await call(create, { cookie: cast.external.cookie, body });
    expect(res.status).toBe(403);
    expect(await db.project.count()).toBe(before);
  });
});

describe("GET /api/projects/{id} and visibility", () => {
  it("shows a shared project to an investor without employee-only fields or another investor's name", async () => {
    const held = await makeProject({ sharedWithInvestors: true, reservedBy: cast.otherExternal.id, reservationStatus: "pending", reservationNotes: "call Olga" });
    const res = await call(getOne, { cookie: cast.external.cookie, params: { id: held.id } });
    expect(res.status).toBe(200);
    for (const field of ["reservedBy", "reservationNotes", "approvedBy", "ownedBy"]) expect(res.body).not.toHaveProperty(field);
    expect(res.body).toMatchObject({ isReserved: true, reservedByMe: false, available: false, reservedByUsername: null, reservationStatus: null, reservedAt: null });
    expect(res.text).not.toContain(cast.otherExternal.username);
    expect(res.text).not.toContain(cast.otherExternal.id);
    expect(res.text).not.toContain("call Olga");

    const asHolder = await call(getOne, { cookie: cast.otherExternal.cookie, params: { id: held.id } });
    expect(asHolder.body).toMatchObject({ isReserved: true, reservedByMe: true, reservedByUsername: cast.otherExternal.username, reservationStatus: "pending" });
    expect(asHolder.body.reservedAt).toEqual(expect.any(String));

    const asEmployee = await call(getOne, { cookie: cast.employee.cookie, params: { id: held.id } });
    expect(asEmployee.body).toMatchObject({ reservedBy: cast.otherExternal.id, reservedByUsername: cast.otherExternal.username, reservationNotes: "call Olga" });
  });

  it("reports availability: shared, Committed and unreserved", async () => {
    const open = await makeProject({ sharedWithInvestors: true, stage: "Committed" });
    const res = await call(getOne, { cookie: cast.external.cookie, params: { id: open.id } });
    expect(res.body).toMatchObject({ available: true, isReserved: false });
  });

  it("answers 404 to an investor for an unshared project, and to anyone for an unknown one", async () => {
    const hidden = await makeProject({ sharedWithInvestors: false });
    expect((await call(getOne, { cookie: cast.external.cookie, params: { id: hidden.id } })).status).toBe(404);
    expect((await call(getOne, { cookie: cast.employee.cookie, params: { id: hidden.id } })).status).toBe(200);
    const unknown = await call(getOne, { cookie: cast.employee.cookie, params: { id: "nope" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("Project not found");
  });
});

describe("PUT /api/projects/{id}", () => {
  it("changes only the given fields, saves notes for an existing project and audits old and new values", async () => {
    const p = await makeProject({ client: "Before", projectCost: "100.00" });
    const res = await call(update, { method: "PUT", cookie: cast.employee.cookie, params: { id: p.id }, body: { client: "After", engineeringNotes: "Trenching done", investorSummary: "Strong site", stage: "Best Case" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ client: "After", engineeringNotes: "Trenching done", investorSummary: "Strong site", stage: "Best Case", projectCost: "100.00" });
    const audits = await auditFor(p.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: "update",
      userId: cast.employee.id,
      oldValues: { client: "Before", engineeringNotes: null, investorSummary: null, stage: "Committed" },
      newValues: { client: "After", engineeringNotes: "Trenching done", investorSummary: "Strong site", stage: "Best Case" },
    });
    // A stage change also records when the old stage was entered (the board's median time in stage).
    expect([...(audits[0].fieldChanges as string[])].sort()).toEqual(["client", "engineeringNotes", "investorSummary", "stage", "stageEnteredAt"]);
  });

  it("writes no audit row when nothing changes", async () => {
    const p = await makeProject({ client: "Same" });
    await call(update, { method: "PUT", cookie: cast.employee.cookie, params: { id: p.id }, body: { client: "Same" } });
    expect(await auditFor(p.id)).toHaveLength(0);
  });

  it("validates like a create and answers 404 for an unknown project", async () => {
    const p = await makeProject();
    const bad = await call(update, { method: "PUT", cookie: cast.employee.cookie, params: { id: p.id }, body: { numberOfSpaces: -2 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("Number of spaces must be a whole number of 0 or more");
    const missing = await call(update, { method: "PUT", cookie: cast.employee.cookie, params: { id: "missing" }, body: { client: "x" } });
    expect(missing.status).toBe(404);
  });
});

describe("DELETE /api/projects/{id}", () => {
  it("deletes the project with its comments and tasks, and audits the deletion", async () => {
    const db = await getDb();
    const p = await makeProject({ client: "Doomed" });
    await db.projectComment.create({ data: { projectId: p.id, userId: cast.employee.id, content: "note" } });
    await db.projectTask.create({ data: { projectId: p.id, title: "task" } });
    const res = await call(remove, { method: "DELETE", cookie: cast.employee.cookie, params: { id: p.id } });
    expect(res.status).toBe(200);
    expect(await db.project.count({ where: { id: p.id } })).toBe(0);
    expect(await db.projectComment.count({ where: { projectId: p.id } })).toBe(0);
    expect(await db.projectTask.count({ where: { projectId: p.id } })).toBe(0);
    const [audit] = await auditFor(p.id);
    expect(audit).toMatchObject({ event: "project.deleted", action: "delete", userId: cast.employee.id, oldValues: expect.objectContaining({ client: "Doomed" }) });
    expect((await call(remove, { method: "DELETE", cookie: cast.employee.cookie, params: { id: p.id } })).status).toBe(404);
  });
});

describe("GET /api/projects: filter, sort, page", () => {
  beforeAll(async () => {
    const db = await getDb();
    await db.project.deleteMany();
    const at = (s: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, s));
    // createdAt ascending, so the default order (newest first) is Delta, charlie, Bravo, alpha.
    await makeProject({ numberOfChargers: 5, client: "alpha Solar", stage: "Pipeline", deploymentQuarter: "Q1'25", type: "L2", numberOfSpaces: 9, projectCost: "900.00", itcTaxCredit: true, sharedWithInvestors: true, createdAt: at(1) });
    await makeProject({ numberOfChargers: 1, client: "Bravo Transit", stage: "Best Case", deploymentQuarter: "Q2'25", type: "L3", numberOfSpaces: 100, projectCost: "10000.00", itcTaxCredit: false, sharedWithInvestors: false, createdAt: at(2) });
    await makeProject({ numberOfChargers: 40, client: "charlie 100% Fleet", stage: "Committed", deploymentQuarter: "Q2'25", type: "L3", numberOfSpaces: 20, projectCost: "55.10", itcTaxCredit: true, sharedWithInvestors: true, createdAt: at(3), address: "7 Depot Road" });
    await makeProject({ numberOfChargers: 12, client: "Delta Hotels", stage: "Deployed", deploymentQuarter: "Q4'24", type: "L2", numberOfSpaces: 3, projectCost: "1000000.00", itcTaxCredit: false, sharedWithInvestors: true, createdAt: at(4), purpose: "Guest DEPOT chargers" });
  });

  const names = (res: { body: { client: string }[] }) => res.body.map((p) => p.client.split(" ")[0]);
  const get = (query: string, who: "employee" | "external" = "employee") => call(list, { cookie: cast[who].cookie, url: `/api/projects${query}` });

  it("returns every project for an employee, newest first, with reservedByUsername and the total", async () => {
    const res = await get("");
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(["Delta", "charlie", "Bravo", "alpha"]);
    expect(res.headers.get("X-Total-Count")).toBe("4");
    expect(res.body[0]).toHaveProperty("reservedByUsername", null);
  });

  it("returns only shared projects to an investor", async () => {
    const res = await get("", "external");
    expect(names(res)).toEqual(["Delta", "charlie", "alpha"]);
    expect(res.headers.get("X-Total-Count")).toBe("3");
    expect(res.body[0]).not.toHaveProperty("reservationNotes");
  });

  it.each([
    ["?search=DEPOT", ["Delta", "charlie"]],
    ["?search=100%25", ["charlie"]],
    ["?search=_", []],
    ["?stage=Best%20Case", ["Bravo"]],
    ["?quarter=Q2'25", ["charlie", "Bravo"]],
    ["?type=L2", ["Delta", "alpha"]],
    ["?type=L3&quarter=Q2'25&search=transit", ["Bravo"]],
    ["?stage=all&type=", ["Delta", "charlie", "Bravo", "alpha"]],
  ])("filters %s", async (query, expected) => {
    const res = await get(query);
    expect(names(res)).toEqual(expected);
    expect(res.headers.get("X-Total-Count")).toBe(String(expected.length));
  });

  it.each([
    ["client", "asc", ["alpha", "Bravo", "charlie", "Delta"]],
    ["client", "desc", ["Delta", "charlie", "Bravo", "alpha"]],
    ["cost", "asc", ["charlie", "alpha", "Bravo", "Delta"]],
    ["spaces", "desc", ["Bravo", "charlie", "alpha", "Delta"]],
    ["spaces", "asc", ["Delta", "alpha", "charlie", "Bravo"]],
    ["chargers", "asc", ["Bravo", "alpha", "Delta", "charlie"]],
    ["chargers", "desc", ["charlie", "Delta", "alpha", "Bravo"]],
    ["stage", "asc", ["Bravo", "charlie", "Delta", "alpha"]],
    // The spec sorts quarters as text: Q1'25 < Q2'25 < Q4'24.
    ["quarter", "asc", ["alpha", "charlie", "Bravo", "Delta"]],
    ["itc", "asc", ["Delta", "Bravo", "charlie", "alpha"]],
    ["type", "desc", ["charlie", "Bravo", "Delta", "alpha"]],
  ])("sorts by %s %s (numbers numerically, text without case, ties newest first)", async (sort, order, expected) => {
    expect(names(await get(`?sort=${sort}&order=${order}`))).toEqual(expected);
  });

  it("pages in SQL and reports the total before paging", async () => {
    const first = await get("?sort=client&pageSize=3&page=1");
    expect(names(first)).toEqual(["alpha", "Bravo", "charlie"]);
    expect(first.headers.get("X-Total-Count")).toBe("4");
    const second = await get("?sort=client&pageSize=3&page=2");
    expect(names(second)).toEqual(["Delta"]);
    expect(second.headers.get("X-Total-Count")).toBe("4");
    const beyond = await get("?sort=client&pageSize=3&page=5");
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get("X-Total-Count")).toBe("4");
    const external = await get("?sort=client&pageSize=2", "external");
    expect(names(external)).toEqual(["alpha", "charlie"]);
    expect(external.headers.get("X-Total-Count")).toBe("3");
  });

  it.each([
    ["?stage=Funded", "Stage must be one of Pipeline, Best Case, Committed, Contracted, Deployed"],
    ["?sort=address", "Sort must be one of quarter, stage, client, type, chargers, spaces, cost, itc"],
    ["?quarter=Q1'99", `Quarter must be one of ${offeredQuarters().join(", ")}`],
    ["?pageSize=0", "Page size must be at least 1"],
  ])("refuses %s with 400", async (query, message) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });
});
