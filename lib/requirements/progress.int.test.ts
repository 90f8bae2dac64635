import { GET as progress } from "@/app/api/requirements/progress/route";
import { GET as serviceProgress } from "@/app/api/requirements/service-progress/route";
import { GET as monthly } from "@/app/api/requirements/monthly/route";
import { GET as investorProgress } from "@/app/api/admin/requirements/progress/route";
import { GET as exportCsv } from "@/app/api/requirements/export/route";
import { call } from "@/test/http";
import { createCast, createUser, type TestUser } from "@/test/factories/users";
import { day, LAST_YEAR, makeCredit, makeServiceHours } from "@/test/factories/requirements";
import { makeAssignment, makeCompletion, makeCourse } from "@/test/factories/courses";

let employee: TestUser, ivan: TestUser;
beforeAll(async () => {
  ({ employee, external: ivan } = await createCast());
});

const get = (handler: Parameters<typeof call>[0], u: TestUser, url: string) => call(handler, { cookie: u.cookie, url });

describe("GET /api/requirements/progress", () => {
  it("counts approved service hours and approved credit hours of the year toward 100, exactly", async () => {
    const u = await createUser("paula.progress");
    await makeServiceHours(u.id, { status: "approved", hours: "10.50" });
    await makeServiceHours(u.id, { status: "pending", hours: "3.00" });
    await makeServiceHours(u.id, { status: "rejected", hours: "20.00" });
    await makeServiceHours(u.id, { status: "approved", hours: "24.00", serviceDate: day("12-31", LAST_YEAR - 1) });
    await makeCredit(u.id, { status: "approved", creditHours: "0.10" });
    await makeCredit(u.id, { status: "approved", creditHours: "0.20" });
    await makeCredit(u.id, { status: "pending", creditHours: "1.00" });
    const res = await get(progress, u, `/api/requirements/progress?year=${LAST_YEAR}`);
    expect(res.body).toEqual({
      year: LAST_YEAR,
      totalCredits: "1.30",
      approvedCredits: "0.30",
      pendingCredits: "1.00",
      requiredCredits: "100.00",
      remainingCredits: "89.20",
      serviceHours: "10.50",
      educationHours: "0.30",
      pendingServiceHours: "3.00",
      totalHours: "10.80",
      requiredHours: "100.00",
      remainingHours: "89.20",
      progressPercentage: 10.8,
      isComplete: false,
    });
    const service = await get(serviceProgress, u, `/api/requirements/service-progress?year=${LAST_YEAR}`);
    expect(service.body).toEqual({ year: LAST_YEAR, completedHours: "10.50", requiredHours: "100.00", remainingHours: "89.50", progressPercentage: 10.5 });
  });

  it("caps the percentage at 100 and is complete at 100 hours", async () => {
    const u = await createUser("carl.complete");
    for (let i = 0; i < 5; i++) await makeServiceHours(u.id, { status: "approved", hours: "24.00" });
    const res = await get(progress, u, `/api/requirements/progress?year=${LAST_YEAR}`);
    expect(res.body).toMatchObject({ totalHours: "120.00", remainingHours: "0.00", progressPercentage: 100, isComplete: true });
  });

  it("is all zeros for a year without entries (default: this year)", async () => {
    const u = await createUser("nora.nothing");
    const res = await get(progress, u, "/api/requirements/progress");
    expect(res.body).toMatchObject({ totalHours: "0.00", remainingHours: "100.00", progressPercentage: 0, isComplete: false });
  });
});

describe("approved course completions (lib/requirements/hour-sources.ts)", () => {
  it("count their course's credit hours once, in the completion year, beside service hours and credits", async () => {
    const u = await createUser("cora.courses");
    const other = await createUser("otto.other");
    const course = await makeCourse({ creditHours: "2.50" });
    // The same course assigned to someone else, approved too: it must not count twice for u.
    await makeCompletion(await makeAssignment(other.id, { courseId: course.id }), { status: "approved", completionDate: new Date(`${day("06-10")}T00:00:00Z`) });
    await makeCompletion(await makeAssignment(u.id, { courseId: course.id }), { status: "approved", completionDate: new Date(`${day("06-10")}T00:00:00Z`) });
    await makeCompletion(await makeAssignment(u.id, { courseId: (await makeCourse({ creditHours: "4.00" })).id }), { status: "pending", completionDate: new Date(`${day("07-01")}T00:00:00Z`) });
    await makeCompletion(await makeAssignment(u.id, { courseId: (await makeCourse({ creditHours: "8.00" })).id }), { status: "approved", completionDate: new Date(`${day("07-01", LAST_YEAR - 1)}T00:00:00Z`) });
    await makeServiceHours(u.id, { status: "approved", hours: "10.00" });
    await makeCredit(u.id, { status: "approved", creditHours: "1.00" });
    const res = await get(progress, u, `/api/requirements/progress?year=${LAST_YEAR}`);
    expect(res.body).toMatchObject({ approvedCredits: "3.50", educationHours: "3.50", pendingCredits: "4.00", serviceHours: "10.00", totalHours: "13.50", remainingHours: "86.50" });
    const earlier = await get(progress, u, `/api/requirements/progress?year=${LAST_YEAR - 1}`);
    expect(earlier.body).toMatchObject({ educationHours: "8.00", totalHours: "8.00" });
    const months = await get(monthly, u, `/api/requirements/monthly?year=${LAST_YEAR}`);
    expect(months.body[5]).toEqual({ month: 6, hours: "2.50" });
    const table = await get(investorProgress, employee, `/api/admin/requirements/progress?year=${LAST_YEAR}&search=cora.courses`);
    expect(table.body.items).toEqual([expect.objectContaining({ username: "cora.courses", approvedHours: "13.50", pendingHours: "4.00" })]);
  });
});

describe("GET /api/requirements/monthly", () => {
  it("gives approved hours for each of the twelve months", async () => {
    const u = await createUser("mona.monthly");
    await makeServiceHours(u.id, { status: "approved", hours: "2.00", serviceDate: day("02-10") });
    await makeCredit(u.id, { status: "approved", creditHours: "1.50", completionDate: day("02-20") });
    await makeServiceHours(u.id, { status: "pending", hours: "5.00", serviceDate: day("03-10") });
    const res = await get(monthly, u, `/api/requirements/monthly?year=${LAST_YEAR}`);
    expect(res.body).toHaveLength(12);
    expect(res.body[1]).toEqual({ month: 2, hours: "3.50" });
    expect(res.body[2]).toEqual({ month: 3, hours: "0.00" });
  });
});

describe("GET /api/admin/requirements/progress", () => {
  it("lists every approved investor, least approved hours first, paged and searchable", async () => {
    const year = LAST_YEAR - 5;
    const a = await createUser("zed.ahead");
    await makeServiceHours(a.id, { status: "approved", hours: "24.00", serviceDate: day("01-01", year) });
    await makeServiceHours(a.id, { status: "pending", hours: "1.00", serviceDate: day("01-02", year) });
    await createUser("pending.person", "external", "pending");
    const res = await get(investorProgress, employee, `/api/admin/requirements/progress?year=${year}&pageSize=100`);
    const usernames = res.body.items.map((i: { username: string }) => i.username);
    expect(usernames).not.toContain("pending.person");
    expect(usernames).not.toContain(employee.username);
    expect(usernames[usernames.length - 1]).toBe("zed.ahead");
    expect(res.body.items[res.body.items.length - 1]).toEqual({ investorId: a.id, username: "zed.ahead", approvedHours: "24.00", pendingHours: "1.00", progressPercentage: 24, isComplete: false });
    expect(res.body.total).toBe(usernames.length);
    const found = await get(investorProgress, employee, `/api/admin/requirements/progress?year=${year}&search=ZED`);
    expect(found.body).toMatchObject({ total: 1, items: [{ username: "zed.ahead" }] });
    const wildcard = await get(investorProgress, employee, `/api/admin/requirements/progress?year=${year}&search=%25`);
    expect(wildcard.body.total).toBe(0);
  });
});

describe("GET /api/requirements/export", () => {
  it("gives the year's approved entries, the totals per category and the grand total", async () => {
    const u = await createUser("eve.export");
    await makeServiceHours(u.id, { status: "approved", hours: "2.50", category: "monitoring", serviceDate: day("01-10") });
    await makeServiceHours(u.id, { status: "approved", hours: "1.00", category: "monitoring", serviceDate: day("02-10") });
    await makeServiceHours(u.id, { status: "pending", hours: "9.00" });
    await makeCredit(u.id, { status: "approved", creditHours: "0.50", completionDate: day("03-01") });
    const res = await get(exportCsv, u, `/api/requirements/export?year=${LAST_YEAR}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain(`participation-eve.export-${LAST_YEAR}.csv`);
    const lines = res.text.split("\r\n");
    expect(lines[0]).toBe("Type,Date,Category,Hours,Description or course,Provider,Evidence file");
    expect(lines.slice(1, 4)).toEqual([
      `Service hours,${day("01-10")},Monitoring & Analysis,2.50,Site visit,,`,
      `Service hours,${day("02-10")},Monitoring & Analysis,1.00,Site visit,,`,
      `Education credit,${day("03-01")},other,0.50,EV charging basics,Charge Academy,`,
    ]);
    expect(lines.slice(4)).toEqual(["Total education credit,,other,0.50,,,", "Total service hours,,Monitoring & Analysis,3.50,,,", "Total approved hours,,,4.00,,,"]);
  });

  it("lists the year's approved course completions as education hours, with their certificate, in the totals", async () => {
    const u = await createUser("carl.export");
    await makeServiceHours(u.id, { status: "approved", hours: "2.00", category: "compliance", serviceDate: day("01-05") });
    const grid = await makeCourse({ title: "Grid safety", category: "safety", creditHours: "2.50" });
    const tax = await makeCourse({ title: "Tax credits", category: "financial", creditHours: "1.50" });
    const at = (d: string) => new Date(`${d}T00:00:00Z`);
    await makeCompletion(await makeAssignment(u.id, { courseId: grid.id }), {
      status: "approved",
      completionDate: at(day("02-01")),
      certificateUrl: `course-certificates/${u.id}/${"a".repeat(32)}-grid-safety.pdf`,
    });
    await makeCompletion(await makeAssignment(u.id, { courseId: tax.id }), { status: "approved", completionDate: at(day("03-01")) });
    // Neither a pending completion nor one of another year is on the year-end list.
    await makeCompletion(await makeAssignment(u.id, { courseId: (await makeCourse({ title: "Pending one" })).id }), { status: "pending", completionDate: at(day("04-01")) });
    await makeCompletion(await makeAssignment(u.id, { courseId: (await makeCourse({ title: "Old one" })).id }), { status: "approved", completionDate: at(day("04-01", LAST_YEAR - 1)) });
    const lines = (await get(exportCsv, employee, `/api/requirements/export?year=${LAST_YEAR}&investor=${u.id}`)).text.split("\r\n");
    expect(lines.slice(1)).toEqual([
      `Service hours,${day("01-05")},Compliance & Reporting,2.00,Site visit,,`,
      `Course completion,${day("02-01")},safety,2.50,Grid safety,,grid-safety.pdf`,
      `Course completion,${day("03-01")},financial,1.50,Tax credits,,`,
      "Total course completion,,financial,1.50,,,",
      "Total course completion,,safety,2.50,,,",
      "Total service hours,,Compliance & Reporting,2.00,,,",
      "Total approved hours,,,6.00,,,",
    ]);
  });

  it("lets an employee export any investor, and nobody else's for an investor (404)", async () => {
    const u = await createUser("ella.employee.view");
    expect((await get(exportCsv, employee, `/api/requirements/export?investor=${u.id}`)).status).toBe(200);
    expect((await get(exportCsv, employee, "/api/requirements/export")).status).toBe(404);
    expect((await get(exportCsv, employee, `/api/requirements/export?investor=${employee.id}`)).status).toBe(404);
    expect((await get(exportCsv, ivan, `/api/requirements/export?investor=${u.id}`)).status).toBe(404);
  });
});
