// Issue 30 §1, DESIGN.md "A decision fixes its figures": a course completion approved at 2.5 credit hours
// stays 2.5 everywhere its hours are read (progress, the plan's chart, the employees' table, the year-end
// CSV, the tax pack, the completion lists) after an employee edits the course to 3; a completion
// approved after the edit takes 3.
import { NextRequest } from "next/server";
import { PATCH as reviewRoute } from "@/app/api/admin/course-completions/[id]/route";
import { GET as staffCompletions } from "@/app/api/admin/course-completions/route";
import { PUT as updateCourseRoute } from "@/app/api/admin/courses/[id]/route";
import { GET as myCourses } from "@/app/api/course-assignments/my-courses/route";
import { GET as myCompletions, POST as submitRoute } from "@/app/api/course-completions/route";
import { GET as progress } from "@/app/api/requirements/progress/route";
import { GET as monthly } from "@/app/api/requirements/monthly/route";
import { GET as investorProgress } from "@/app/api/admin/requirements/progress/route";
import { GET as exportCsv } from "@/app/api/requirements/export/route";
import { GET as taxPackRoute } from "@/app/api/tax-pack/route";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getDb } from "@/lib/db";
import { approvedCourseHours, approvedCourseHoursByUser } from "@/lib/courses/education-hours";
import { courseProgress } from "@/lib/courses/progress";
import type { MyCourse } from "@/lib/courses/types";
import { completionForm, makeAssignment, makeCompletion, makeCourse } from "@/test/factories/courses";
import { day, LAST_YEAR, makeServiceHours } from "@/test/factories/requirements";
import { createCast, createUser, type TestUser } from "@/test/factories/users";
import { call } from "@/test/http";
import { pdfText } from "@/test/pdf/pdf-text";

let employee: TestUser;
beforeAll(async () => {
  // The tax pack's signing certificate is generated into DATA_DIR: a private one on PostgreSQL runs.
  if (process.env.CFP_TEST_PG_ADMIN) process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "cfp-approved-figures-"));
  ({ employee } = await createCast());
});

const get = (handler: Parameters<typeof call>[0], u: TestUser, url: string) => call(handler, { cookie: u.cookie, url });
const approve = (id: string) => call(reviewRoute, { method: "PATCH", cookie: employee.cookie, params: { id }, body: { status: "approved" } });
const completedOn = day("05-10");

async function taxPackText(u: TestUser, year: number): Promise<string> {
  const req = new NextRequest(new URL(`/api/tax-pack?year=${year}`, "http://localhost:3000"), { headers: { cookie: u.cookie, "x-forwarded-for": "10.0.0.1" } });
  const res = await taxPackRoute(req, { params: Promise.resolve({}) });
  expect(res.status).toBe(200);
  return (await pdfText(Buffer.from(await res.arrayBuffer()))).replace(/\s+/g, " ");
}

/** A pending completion of `courseId` by `u`, completed on 10 May last year. */
async function pendingCompletion(u: TestUser, courseId: string) {
  return makeCompletion(await makeAssignment(u.id, { courseId }), { completionDate: new Date(`${completedOn}T00:00:00Z`) });
}

describe("an approved completion keeps the figures it was approved with", () => {
  it("stays 2.50 h (title and category too) after the course is edited to 3; a completion approved later takes 3", async () => {
    const early = await createUser("fixed.figures.early");
    const late = await createUser("fixed.figures.late");
    await makeServiceHours(early.id, { status: "approved", hours: "35.50", serviceDate: day("03-15") });
    const course = await makeCourse({ title: "Grid basics", category: "technical", creditHours: "2.50" });

    const first = await pendingCompletion(early, course.id);
    const approved = await approve(first.id);
    expect(approved.body).toMatchObject({ status: "approved", creditHours: "2.50", course: { title: "Grid basics", category: "technical", creditHours: "2.50" } });
    const [audit] = await (await getDb()).auditLog.findMany({ where: { entityId: first.id, event: "course-completion.approved" } });
    expect(audit.newValues).toMatchObject({ status: "approved", creditHours: "2.50", courseTitle: "Grid basics", category: "technical" });
    expect((await get(progress, early, `/api/requirements/progress?year=${LAST_YEAR}`)).body).toMatchObject({ educationHours: "2.50", totalHours: "38.00" });

    // The employee edits the course; the other investor's completion is still pending, and follows the course.
    const second = await pendingCompletion(late, course.id);
    const edited = await call(updateCourseRoute, { method: "PUT", cookie: employee.cookie, params: { id: course.id }, body: { creditHours: "3.00", title: "Grid basics (2nd ed.)", category: "safety" } });
    expect(edited.body).toMatchObject({ creditHours: "3.00", title: "Grid basics (2nd ed.)" });
    expect((await get(progress, late, `/api/requirements/progress?year=${LAST_YEAR}`)).body).toMatchObject({ pendingCredits: "3.00", educationHours: "0.00" });
    expect((await approve(second.id)).body).toMatchObject({ creditHours: "3.00", course: { title: "Grid basics (2nd ed.)", category: "safety", creditHours: "3.00" } });

    // The plan: progress and the monthly chart.
    expect((await get(progress, early, `/api/requirements/progress?year=${LAST_YEAR}`)).body).toMatchObject({
      approvedCredits: "2.50",
      educationHours: "2.50",
      totalHours: "38.00",
      remainingHours: "62.00",
      progressPercentage: 38,
    });
    expect((await get(progress, late, `/api/requirements/progress?year=${LAST_YEAR}`)).body).toMatchObject({ educationHours: "3.00", totalHours: "3.00", pendingCredits: "0.00" });
    const months = (await get(monthly, early, `/api/requirements/monthly?year=${LAST_YEAR}`)).body as { month: number; hours: string }[];
    expect(months.find((m) => m.month === 5)).toEqual({ month: 5, hours: "2.50" });

    // The employees' progress table and the library sums.
    const table = await get(investorProgress, employee, `/api/admin/requirements/progress?year=${LAST_YEAR}&search=fixed.figures`);
    expect(table.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: "fixed.figures.early", approvedHours: "38.00" }),
        expect.objectContaining({ username: "fixed.figures.late", approvedHours: "3.00" }),
      ]),
    );
    expect(await approvedCourseHours(early.id, LAST_YEAR)).toBe("2.50");
    const byUser = await approvedCourseHoursByUser(LAST_YEAR);
    expect([byUser.get(early.id), byUser.get(late.id)]).toEqual(["2.50", "3.00"]);

    // The year-end CSV: each completion with the title, category and hours it was approved with.
    const csv = (u: TestUser) => get(exportCsv, employee, `/api/requirements/export?year=${LAST_YEAR}&investor=${u.id}`).then((r) => r.text.split("\r\n"));
    expect(await csv(early)).toEqual(expect.arrayContaining([`Course completion,${completedOn},technical,2.50,Grid basics,,`, "Total approved hours,,,38.00,,,"]));
    expect(await csv(late)).toEqual(expect.arrayContaining([`Course completion,${completedOn},safety,3.00,Grid basics (2nd ed.),,`, "Total approved hours,,,3.00,,,"]));

    // The tax pack.
    const pack = await taxPackText(early, LAST_YEAR);
    expect(pack).toContain("Approved hours 38.00 of the 100-hour target (service 35.50, education 2.50).");
    expect(pack).toContain(`${completedOn} · Course completion · Grid basics · 2.50 h`);
    expect(pack).not.toContain("2nd ed.");

    // The completion lists and the course-materials panel.
    const staff = await get(staffCompletions, employee, "/api/admin/course-completions?search=fixed.figures&pageSize=10");
    expect(staff.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: first.id, creditHours: "2.50", course: { id: course.id, title: "Grid basics", category: "technical", creditHours: "2.50" } }),
        expect.objectContaining({ id: second.id, creditHours: "3.00", course: { id: course.id, title: "Grid basics (2nd ed.)", category: "safety", creditHours: "3.00" } }),
      ]),
    );
    expect((await get(myCompletions, early, "/api/course-completions")).body).toEqual([expect.objectContaining({ id: first.id, course: expect.objectContaining({ title: "Grid basics", creditHours: "2.50" }) })]);
    const mine = (await get(myCourses, early, "/api/course-assignments/my-courses")).body as MyCourse[];
    expect(mine).toEqual([expect.objectContaining({ course: expect.objectContaining({ creditHours: "3.00" }), completion: expect.objectContaining({ creditHours: "2.50" }) })]);
    expect(courseProgress(mine)).toMatchObject({ completed: 1, hoursCompleted: "2.50", hoursTotal: "2.50" });
  });

  it("fixes nothing on a rejection: a resubmission approved after an edit takes the edited figures", async () => {
    const u = await createUser("fixed.figures.resubmit");
    const course = await makeCourse({ title: "Tariffs", category: "financial", creditHours: "1.50" });
    const c = await pendingCompletion(u, course.id);
    const rejected = await call(reviewRoute, { method: "PATCH", cookie: employee.cookie, params: { id: c.id }, body: { status: "rejected", rejectionReason: "Blurry" } });
    expect(rejected.body).toMatchObject({ status: "rejected", creditHours: null });
    await call(updateCourseRoute, { method: "PUT", cookie: employee.cookie, params: { id: course.id }, body: { creditHours: "2.00" } });
    const again = await call(submitRoute, { cookie: u.cookie, ...completionForm({ assignmentId: c.assignmentId, courseId: course.id, completionDate: completedOn }) });
    expect(again.body).toMatchObject({ id: c.id, status: "pending", creditHours: null, course: { creditHours: "2.00" } });
    expect((await approve(c.id)).body).toMatchObject({ creditHours: "2.00", course: { title: "Tariffs", creditHours: "2.00" } });
    expect(await approvedCourseHours(u.id, LAST_YEAR)).toBe("2.00");
  });
});
