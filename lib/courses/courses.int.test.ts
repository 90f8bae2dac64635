import { POST as createRoute } from "@/app/api/admin/courses/route";
import { PUT as updateRoute } from "@/app/api/admin/courses/[id]/route";
import { GET as listRoute } from "@/app/api/courses/route";
import { GET as getRoute } from "@/app/api/courses/[courseId]/route";
import { GET as staffAssignments, POST as assignRoute } from "@/app/api/admin/course-assignments/route";
import { GET as myAssignments } from "@/app/api/course-assignments/route";
import { GET as myCourses } from "@/app/api/course-assignments/my-courses/route";
import { GET as openRoute } from "@/app/api/course-assignments/course/[courseId]/route";
import { getDb } from "@/lib/db";
import { nameRecords } from "@/lib/audit-report/resolvers";
import { call } from "@/test/http";
import { createCast, createUser, type TestUser } from "@/test/factories/users";
import { makeAssignment, makeCompletion, makeCourse } from "@/test/factories/courses";

let employee: TestUser, ivan: TestUser, olga: TestUser, pat: TestUser;
beforeAll(async () => {
  ({ employee, external: ivan, otherExternal: olga, pending: pat } = await createCast());
});

const audits = async (entityId: string) => (await getDb()).auditLog.findMany({ where: { entityId }, orderBy: { createdAt: "asc" } });
const count = async () => {
  const db = await getDb();
  return { courses: await db.course.count(), assignments: await db.courseAssignment.count(), audit: await db.auditLog.count() };
};
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("POST /api/admin/courses", () => {
  it("creates a course with the spec's defaults, exact credit hours and an audit row", async () => {
    const res = await call(createRoute, { cookie: employee.cookie, body: { title: "  EV charging basics " } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: "EV charging basics", category: "other", creditHours: "1.00", isActive: true, createdBy: employee.id, content: null });
    const [audit] = await audits(res.body.id);
    expect(audit).toMatchObject({ event: "course.created", entityType: "course", action: "create", userId: employee.id, newValues: { title: "EV charging basics", creditHours: "1.00" } });
  });

  it.each([
    [{ title: "" }, "Title is required"],
    [{ title: "x", category: "cooking" }, "Category must be one of technical, financial, legal, environmental, safety, management, other"],
    [{ title: "x", creditHours: 0 }, "Credit hours must be between 0.5 and 100 in steps of 0.5"],
    [{ title: "x", creditHours: "100.5" }, "Credit hours must be between 0.5 and 100 in steps of 0.5"],
    [{ title: "x", creditHours: 1.25 }, "Credit hours must be between 0.5 and 100 in steps of 0.5"],
    [{ title: "x", videoUrl: "javascript:alert(1)" }, "Video URL must be a valid http(s) URL"],
    [{ title: "x", resourcesUrl: "not a url" }, "Resources URL must be a valid http(s) URL"],
  ])("refuses %j with 400 and stores nothing", async (body, error) => {
    const before = await count();
    const res = await call(createRoute, { cookie: employee.cookie, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
    expect(await count()).toEqual(before);
  });

  it("is for employees only", async () => {
    const before = await count();
    expect((await call(createRoute, { cookie: ivan.cookie, body: { title: "x" } })).status).toBe(403);
    expect(await count()).toEqual(before);
  });
});

describe("PUT /api/admin/courses/{id}", () => {
  it("changes only the fields given and audits the difference", async () => {
    const course = await makeCourse({ title: "Old", description: "Keep me" });
    const res = await call(updateRoute, { method: "PUT", cookie: employee.cookie, params: { id: course.id }, body: { title: "New", creditHours: "3.5", isActive: false } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: "New", description: "Keep me", creditHours: "3.50", isActive: false });
    const [audit] = await audits(course.id);
    expect(audit).toMatchObject({ event: "course.updated", action: "update", oldValues: { title: "Old", creditHours: "2.50", isActive: true }, newValues: { title: "New", creditHours: "3.50", isActive: false } });
    expect([...(audit.fieldChanges as string[])].sort()).toEqual(["creditHours", "isActive", "title"]);
  });

  it("answers 404 for an unknown course and 400 for a bad field, changing nothing", async () => {
    expect((await call(updateRoute, { method: "PUT", cookie: employee.cookie, params: { id: "nope" }, body: { title: "x" } })).status).toBe(404);
    const course = await makeCourse();
    const res = await call(updateRoute, { method: "PUT", cookie: employee.cookie, params: { id: course.id }, body: { title: "  " } });
    expect(res).toMatchObject({ status: 400, body: { error: "Title is required" } });
    expect(await audits(course.id)).toHaveLength(0);
  });
});

describe("POST /api/admin/course-assignments", () => {
  it("assigns an active course to an approved investor, with due date and notes, audited", async () => {
    const course = await makeCourse();
    const due = future(30);
    const res = await call(assignRoute, { cookie: employee.cookie, body: { courseId: course.id, userId: ivan.id, notes: "Before Q3", dueDate: due } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      courseId: course.id,
      userId: ivan.id,
      assignedBy: employee.id,
      dueDate: due,
      status: "assigned",
      notes: "Before Q3",
      course: { id: course.id, title: course.title, creditHours: "2.50" },
      user: { id: ivan.id, username: ivan.username },
      completion: null,
    });
    const [audit] = await audits(res.body.id);
    expect(audit).toMatchObject({ event: "course.assigned", entityType: "course-assignment", action: "create", newValues: { courseId: course.id, userId: ivan.id, dueDate: due } });
  });

  it.each([
    ["an inactive course", async () => ({ courseId: (await makeCourse({ isActive: false })).id, userId: ivan.id }), 409, "Only active courses can be assigned"],
    ["an unknown course", async () => ({ courseId: "missing", userId: ivan.id }), 404, "Course not found"],
    ["an employee", async () => ({ courseId: (await makeCourse()).id, userId: employee.id }), 400, "Courses can only be assigned to approved external users"],
    ["a pending investor", async () => ({ courseId: (await makeCourse()).id, userId: pat.id }), 400, "Courses can only be assigned to approved external users"],
    ["an unknown user", async () => ({ courseId: (await makeCourse()).id, userId: "ghost" }), 400, "Courses can only be assigned to approved external users"],
    ["a past due date", async () => ({ courseId: (await makeCourse()).id, userId: ivan.id, dueDate: "2020-01-01" }), 400, "Due date cannot be in the past"],
    ["an impossible due date", async () => ({ courseId: (await makeCourse()).id, userId: ivan.id, dueDate: "2030-02-30" }), 400, "Due date must be a date (yyyy-MM-dd)"],
    ["no course", async () => ({ userId: ivan.id }), 400, "Course is required"],
  ])("refuses %s, storing nothing", async (_label, body, status, error) => {
    const input = await body();
    const before = await count();
    const res = await call(assignRoute, { cookie: employee.cookie, body: input });
    expect(res).toMatchObject({ status, body: { error } });
    expect(await count()).toEqual(before);
  });

  it("refuses a second assignment of the same course to the same user with 409", async () => {
    const course = await makeCourse();
    expect((await call(assignRoute, { cookie: employee.cookie, body: { courseId: course.id, userId: olga.id } })).status).toBe(201);
    const before = await count();
    const again = await call(assignRoute, { cookie: employee.cookie, body: { courseId: course.id, userId: olga.id } });
    expect(again).toMatchObject({ status: 409, body: { error: "This course is already assigned to this user" } });
    expect(await count()).toEqual(before);
  });

  it("lets exactly one of two identical assignments at once through", async () => {
    const course = await makeCourse();
    const body = { courseId: course.id, userId: ivan.id };
    const results = await Promise.all([1, 2, 3].map(() => call(assignRoute, { cookie: employee.cookie, body })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await (await getDb()).courseAssignment.count({ where: body })).toBe(1);
  });
});

describe("what each user sees", () => {
  it("lists every course for employees and only their assigned courses for an investor; another's is 404", async () => {
    const mine = await makeAssignment(olga.id);
    const other = await makeCourse();
    const staff = await call(listRoute, { cookie: employee.cookie });
    expect(staff.body.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining([mine.courseId, other.id]));
    const investor = await call(listRoute, { cookie: olga.cookie });
    expect(investor.body.map((c: { id: string }) => c.id)).toContain(mine.courseId);
    expect(investor.body.map((c: { id: string }) => c.id)).not.toContain(other.id);
    expect((await call(getRoute, { cookie: olga.cookie, params: { courseId: mine.courseId } })).status).toBe(200);
    expect((await call(getRoute, { cookie: olga.cookie, params: { courseId: other.id } })).body).toEqual({ error: "Course not found" });
    expect((await call(getRoute, { cookie: ivan.cookie, params: { courseId: mine.courseId } })).status).toBe(404);
    expect((await call(getRoute, { cookie: employee.cookie, params: { courseId: other.id } })).status).toBe(200);
  });

  it("gives each investor only their own assignments, with the full course in my-courses", async () => {
    const user = await createUser("sole.investor");
    const a = await makeAssignment(user.id);
    await makeAssignment(olga.id);
    const own = await call(myAssignments, { cookie: user.cookie });
    expect(own.body.map((r: { id: string }) => r.id)).toEqual([a.id]);
    const courses = await call(myCourses, { cookie: user.cookie });
    expect(courses.body).toHaveLength(1);
    expect(courses.body[0].course).toHaveProperty("content");
    expect(own.body[0].course).not.toHaveProperty("content");
    // Employees take no courses: their own lists are not theirs to ask for.
    expect(await call(myAssignments, { cookie: employee.cookie })).toMatchObject({ status: 403, body: { error: "This action is for investors only" } });
  });
});

describe("assignment status", () => {
  it("moves from assigned to in_progress when the investor first opens the course, once", async () => {
    const a = await makeAssignment(ivan.id);
    const first = await call(openRoute, { cookie: ivan.cookie, params: { courseId: a.courseId } });
    expect(first.body).toMatchObject({ id: a.id, status: "in_progress" });
    await call(openRoute, { cookie: ivan.cookie, params: { courseId: a.courseId } });
    const trail = await audits(a.id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ event: "course-assignment.started", oldValues: { status: "assigned" }, newValues: { status: "in_progress" }, userId: ivan.id });
  });

  it("is 404 for a course not assigned to the caller (403 for an employee), and changes nothing", async () => {
    const a = await makeAssignment(ivan.id);
    expect((await call(openRoute, { cookie: olga.cookie, params: { courseId: a.courseId } })).status).toBe(404);
    expect((await call(openRoute, { cookie: employee.cookie, params: { courseId: a.courseId } })).status).toBe(403);
    expect((await (await getDb()).courseAssignment.findUniqueOrThrow({ where: { id: a.id } })).status).toBe("assigned");
  });

  it("is overdue once the due date has passed, unless completed (derived when read)", async () => {
    const user = await createUser("late.investor");
    const late = await makeAssignment(user.id, { dueDate: new Date("2024-01-01T00:00:00Z") });
    const done = await makeAssignment(user.id, { dueDate: new Date("2024-01-01T00:00:00Z"), status: "completed" });
    await makeCompletion(done, { status: "approved" });
    const onTime = await makeAssignment(user.id, { dueDate: new Date(`${future(5)}T00:00:00Z`) });
    const rows = (await call(myAssignments, { cookie: user.cookie })).body as { id: string; status: string }[];
    const status = Object.fromEntries(rows.map((r) => [r.id, r.status]));
    expect(status).toEqual({ [late.id]: "overdue", [done.id]: "completed", [onTime.id]: "assigned" });
    const staff = await call(staffAssignments, { cookie: employee.cookie, url: "/api/admin/course-assignments?status=overdue&search=late.inv" });
    expect(staff.body.map((r: { id: string }) => r.id)).toEqual([late.id]);
  });
});

describe("GET /api/admin/course-assignments", () => {
  it("sorts, filters and pages in SQL, with the total before paging", async () => {
    const course = await makeCourse({ title: "Paging 101" });
    const users = await Promise.all(["pg.c", "pg.a", "pg.b"].map((u) => createUser(u)));
    for (const u of users) await makeAssignment(u.id, { courseId: course.id });
    const url = "/api/admin/course-assignments?search=Paging%20101&sort=user&order=asc&page=2&pageSize=2";
    const res = await call(staffAssignments, { cookie: employee.cookie, url });
    expect(res.headers.get("X-Total-Count")).toBe("3");
    expect(res.body.map((r: { user: { username: string } }) => r.user.username)).toEqual(["pg.c"]);
    const all = await call(staffAssignments, { cookie: employee.cookie, url: "/api/admin/course-assignments?search=Paging%20101&sort=user&order=desc" });
    expect(all.body.map((r: { user: { username: string } }) => r.user.username)).toEqual(["pg.c", "pg.b", "pg.a"]);
  });

  it("treats % and _ in a search as text", async () => {
    await makeAssignment(ivan.id, { courseId: (await makeCourse({ title: "100% renewable_power" })).id });
    const hit = await call(staffAssignments, { cookie: employee.cookie, url: "/api/admin/course-assignments?search=0%25%20r" });
    expect(hit.body).toHaveLength(1);
    const none = await call(staffAssignments, { cookie: employee.cookie, url: "/api/admin/course-assignments?search=%25%25%25x" });
    expect(none.body).toHaveLength(0);
  });
});

describe("the Edit Activity Report", () => {
  it("names a course by its title, and an assignment or a completion by its course and investor", async () => {
    const course = await makeCourse({ title: "Named course" });
    const a = await makeAssignment(ivan.id, { courseId: course.id });
    const c = await makeCompletion(a);
    const records = [
      { entityType: "course", entityId: course.id },
      { entityType: "course-assignment", entityId: a.id },
      { entityType: "course-completion", entityId: c.id },
    ];
    const names = await nameRecords(await getDb(), records);
    expect(records.map((r) => names.get(`${r.entityType}:${r.entityId}`)?.name)).toEqual(["Named course", `Named course · ${ivan.username}`, `Named course · ${ivan.username}`]);
  });
});
