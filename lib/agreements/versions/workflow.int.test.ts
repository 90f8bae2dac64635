// Every status move of the template workflow (spec 2 §4, DESIGN.md "Templates"), legal and illegal, as
// the legal team and as the version's investor: legal moves write the row, its timestamps and one audit
// row and notify the investor; refused moves change nothing.
import { PATCH as patchStatus } from "@/app/api/templates/versions/[id]/status/route";
import { GET as versionForTemplate } from "@/app/api/templates/versions/[id]/route";
import { GET as tracking } from "@/app/api/templates/versions/tracking/route";
import { getDb } from "@/lib/db";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";
import { VERSION_STATUSES, type VersionStatus } from "@/lib/agreements/statuses";
import { makeVersion } from "@/test/factories/agreements";

let employee: TestUser;
let investor: TestUser;
let other: TestUser;
beforeAll(async () => {
  employee = await createUser("wf.employee", "employee");
  investor = await createUser("wf.investor");
  other = await createUser("wf.other");
});

const EMPLOYEE_MOVES: Record<VersionStatus, VersionStatus[]> = {
  assigned: ["reviewing", "rejected"],
  reviewing: ["assigned", "approved", "rejected"],
  redlined: ["reviewing", "negotiating", "rejected"],
  negotiating: ["redlined", "approved", "rejected"],
  // The factory's templates are not MSAs: marked finalized as a move (an MSA only through the wizard).
  approved: ["negotiating", "finalized", "rejected"],
  finalized: [],
  rejected: [],
};

const cases = VERSION_STATUSES.flatMap((from) =>
  VERSION_STATUSES.map((to) => ({ from, to, employee: EMPLOYEE_MOVES[from].includes(to) ? 200 : 409, investor: from === "assigned" && to === "reviewing" ? 200 : to === "reviewing" ? 409 : 403 })),
);

const snapshot = async (id: string) => {
  const db = await getDb();
  return {
    row: await db.investorTemplateVersion.findUniqueOrThrow({ where: { id } }),
    audits: await db.auditLog.count({ where: { entityType: "template-version", entityId: id } }),
    notes: await db.notification.count({ where: { versionId: id } }),
  };
};

const move = (u: TestUser, id: string, status: VersionStatus, note?: string) =>
  call(patchStatus, { method: "PATCH", cookie: u.cookie, params: { id }, body: { status, ...(note ? { note } : {}) } });

describe.each(cases)("$from → $to", ({ from, to, employee: asEmployee, investor: asInvestor }) => {
  it(`as the legal team: ${asEmployee}`, async () => {
    const v = await makeVersion(investor.id, from);
    const before = await snapshot(v.id);
    const res = await move(employee, v.id, to, "Reviewed by counsel");
    expect(res.status).toBe(asEmployee);
    const after = await snapshot(v.id);
    if (asEmployee === 200) {
      expect(res.body).toEqual({ id: v.id, status: to });
      expect(after.row.status).toBe(to);
      expect(after.audits).toBe(before.audits + 1);
      expect(after.notes).toBe(1);
    } else {
      expect(res.body.error).toMatch(new RegExp(`is (already )?${from}`));
      expect(after).toEqual(before);
    }
  });

  it(`as the version's investor: ${asInvestor}`, async () => {
    const v = await makeVersion(investor.id, from);
    const before = await snapshot(v.id);
    const res = await move(investor, v.id, to, "A note");
    expect(res.status).toBe(asInvestor);
    const after = await snapshot(v.id);
    if (asInvestor === 200) {
      expect(after.row.status).toBe(to);
      expect(after.audits).toBe(before.audits + 1);
    } else {
      expect(after).toEqual(before);
    }
  });
});

describe("timestamps and notes", () => {
  it("review start, approval and its approver are set by the server; stepping back from approved clears the approval", async () => {
    const v = await makeVersion(investor.id);
    expect((await move(investor, v.id, "reviewing")).status).toBe(200);
    const reviewing = (await snapshot(v.id)).row;
    expect(reviewing.reviewStartedAt).toBeInstanceOf(Date);
    expect((await move(employee, v.id, "approved", "Looks good")).status).toBe(200);
    const approved = (await snapshot(v.id)).row;
    expect(approved).toMatchObject({ status: "approved", approvedBy: employee.id, statusNote: "Looks good" });
    expect(approved.approvedAt).toBeInstanceOf(Date);
    expect((await move(employee, v.id, "negotiating")).status).toBe(200);
    expect((await snapshot(v.id)).row).toMatchObject({ status: "negotiating", approvedAt: null, approvedBy: null });
  });

  it("the approver's account is shown to employees only: the investor reads 'Portal staff' (issue 30 §3)", async () => {
    const v = await makeVersion(investor.id, "reviewing");
    expect((await move(employee, v.id, "approved")).status).toBe(200);
    const url = `/api/templates/versions/${v.templateId}?investor=${investor.id}`;
    const asStaff = await call(versionForTemplate, { cookie: employee.cookie, params: { id: v.templateId }, url });
    expect(asStaff.body.approver).toBe(employee.username);
    const asInvestor = await call(versionForTemplate, { cookie: investor.cookie, params: { id: v.templateId }, url });
    expect(asInvestor.body.approver).toBe("Portal staff");
    expect(asInvestor.text).not.toContain(employee.username);
    const list = await call(tracking, { cookie: investor.cookie, url: "/api/templates/versions/tracking?pageSize=100" });
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(employee.username);
    expect(JSON.stringify(list.body)).toContain("Portal staff");
  });

  it("an approval note is optional; a rejection note is required (400, nothing changed)", async () => {
    const v = await makeVersion(investor.id, "reviewing");
    const before = await snapshot(v.id);
    const res = await call(patchStatus, { method: "PATCH", cookie: employee.cookie, params: { id: v.id }, body: { status: "rejected", note: "   " } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("A rejection note is required");
    expect(await snapshot(v.id)).toEqual(before);
    expect((await move(employee, v.id, "approved")).status).toBe(200);
    expect((await snapshot(v.id)).row.statusNote).toBeNull();
  });

  it("the rejection note is kept on the version, in the audit row and in the investor's notification", async () => {
    const v = await makeVersion(investor.id, "negotiating");
    expect((await move(employee, v.id, "rejected", "Terms withdrawn")).status).toBe(200);
    const db = await getDb();
    expect((await snapshot(v.id)).row.statusNote).toBe("Terms withdrawn");
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityType: "template-version", entityId: v.id }, orderBy: { createdAt: "desc" } });
    expect(audit).toMatchObject({ event: "template.status-changed", action: "update", userId: employee.id, newValues: expect.objectContaining({ status: "rejected", statusNote: "Terms withdrawn" }) });
    const note = await db.notification.findFirstOrThrow({ where: { versionId: v.id } });
    expect(note).toMatchObject({ userId: investor.id, kind: "version.status" });
    expect(note.message).toContain("Terms withdrawn");
  });

  it("another investor's version is 404 and unchanged", async () => {
    const v = await makeVersion(investor.id);
    const before = await snapshot(v.id);
    const res = await move(other, v.id, "reviewing");
    expect(res.status).toBe(404);
    expect(await snapshot(v.id)).toEqual(before);
  });
});
