import { GET as myCompletions, POST as submitRoute } from "@/app/api/course-completions/route";
import { GET as completionForCourse } from "@/app/api/course-completions/course/[courseId]/route";
import { GET as certificateRoute } from "@/app/api/course-completions/[id]/certificate/route";
import { GET as staffCompletions } from "@/app/api/admin/course-completions/route";
import { PATCH as reviewRoute } from "@/app/api/admin/course-completions/[id]/route";
import { GET as myCourses } from "@/app/api/course-assignments/my-courses/route";
import fs from "node:fs/promises";
import path from "node:path";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { CERTIFICATE_PURPOSE } from "@/lib/courses/completions";
import { getStorage } from "@/lib/storage";
import { MAX_UPLOAD_BYTES } from "@/lib/storage/limits";
import { minimalPdf, realPng } from "@/lib/storage/test-files";
import { approvedCourseHours, approvedCourseHoursByUser } from "@/lib/courses/education-hours";
import { completionForm, makeAssignment, makeCompletion, makeCourse, pdfCertificate, type FormFields, type FormFile } from "@/test/factories/courses";
import { call } from "@/test/http";
import { createCast, createUser, type TestUser } from "@/test/factories/users";

let employee: TestUser, ivan: TestUser, olga: TestUser;
beforeAll(async () => {
  ({ employee, external: ivan, otherExternal: olga } = await createCast());
});

const submit = (user: TestUser, fields: FormFields, file?: FormFile) => call(submitRoute, { cookie: user.cookie, ...completionForm(fields, file) });
const review = (id: string, body: unknown, user = employee) => call(reviewRoute, { method: "PATCH", cookie: user.cookie, params: { id }, body });
const fieldsFor = (a: { id: string; courseId: string }, extra: FormFields = {}) => ({ assignmentId: a.id, courseId: a.courseId, completionDate: "2026-03-04", ...extra });
const snapshot = async () => {
  const db = await getDb();
  return { completions: await db.courseCompletion.findMany({ orderBy: { id: "asc" } }), audit: await db.auditLog.count() };
};
const audits = async (entityId: string) => (await getDb()).auditLog.findMany({ where: { entityId }, orderBy: { createdAt: "asc" } });
/** A user's stored certificates (local-disk driver) that no completion points at. */
async function orphanCertificates(userId: string): Promise<string[]> {
  const folder = `${CERTIFICATE_PURPOSE}/${userId}`;
  const onDisk = (await fs.readdir(path.join(env.uploadsDir, folder)).catch(() => [] as string[])).map((name) => `${folder}/${name}`);
  const rows = await (await getDb()).courseCompletion.findMany({ where: { userId }, select: { certificateUrl: true } });
  const live = new Set(rows.map((r) => r.certificateUrl));
  return onDisk.filter((key) => !live.has(key));
}
const PNG = realPng();

describe("POST /api/course-completions", () => {
  it("stores a pending completion with its PDF certificate, served back to the owner and staff only", async () => {
    const a = await makeAssignment(ivan.id);
    const res = await submit(ivan, fieldsFor(a, { submissionNotes: "Finished all modules" }), pdfCertificate());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      assignmentId: a.id,
      courseId: a.courseId,
      userId: ivan.id,
      completionDate: "2026-03-04",
      submissionNotes: "Finished all modules",
      status: "pending",
      certificateUrl: `/api/course-completions/${res.body.id}/certificate`,
      course: { id: a.courseId, creditHours: "2.50" },
      user: { id: ivan.id, username: ivan.username },
    });
    for (const who of [ivan, employee]) {
      const file = await call(certificateRoute, { cookie: who.cookie, params: { id: res.body.id } });
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("application/pdf");
      expect(file.text.startsWith("%PDF-1.4")).toBe(true);
    }
    expect(await call(certificateRoute, { cookie: olga.cookie, params: { id: res.body.id } })).toMatchObject({ status: 404, body: { error: "Certificate not found" } });
    const [audit] = await audits(res.body.id);
    expect(audit).toMatchObject({ event: "course.completed", entityType: "course-completion", action: "create", userId: ivan.id, newValues: { status: "pending" } });
    expect(String((audit.newValues as Record<string, unknown>).certificateUrl)).toMatch(/^course-certificates\//);
  });

  it("accepts a completion without a certificate, and the course page then reads it", async () => {
    const a = await makeAssignment(ivan.id);
    const res = await submit(ivan, fieldsFor(a));
    expect(res.body).toMatchObject({ status: "pending", certificateUrl: null, submissionNotes: null });
    const read = await call(completionForCourse, { cookie: ivan.cookie, params: { courseId: a.courseId } });
    expect(read.body).toMatchObject({ id: res.body.id, status: "pending" });
    expect(await call(certificateRoute, { cookie: ivan.cookie, params: { id: res.body.id } })).toMatchObject({ status: 404 });
  });

  it("reads null for an assigned course not yet submitted, and 404 for a course not assigned", async () => {
    const a = await makeAssignment(ivan.id);
    expect((await call(completionForCourse, { cookie: ivan.cookie, params: { courseId: a.courseId } })).body).toBeNull();
    expect((await call(completionForCourse, { cookie: olga.cookie, params: { courseId: a.courseId } })).status).toBe(404);
  });

  const text = (s: string, name = "certificate.pdf", type = "application/pdf"): FormFile => ({ bytes: Buffer.from(s), name, type });
  it.each([
    ["no assignment", { assignmentId: undefined }, undefined, 400, "Assignment ID is required"],
    ["no course", { courseId: "" }, undefined, 400, "Course ID is required"],
    ["no date", { completionDate: "" }, undefined, 400, "Completion date is required"],
    ["a future date", { completionDate: "2999-01-01" }, undefined, 400, "Completion date cannot be in the future"],
    ["a date before 1900", { completionDate: "1899-12-31" }, undefined, 400, "Completion date cannot be before 1900-01-01"],
    ["another course's id", { courseId: "other-course" }, undefined, 400, "Course ID does not match the assignment"],
    ["a text file named .pdf", {}, text("hello, not a pdf"), 415, "Invalid file type: Please upload an image (JPEG, PNG, GIF, WebP) or PDF file"],
    ["an HTML file", {}, text("<html><script>alert(1)</script>", "x.html", "text/html"), 415, "Invalid file type: Please upload an image (JPEG, PNG, GIF, WebP) or PDF file"],
    ["a PNG declared as a PDF", {}, { bytes: PNG, name: "x.pdf", type: "application/pdf" }, 415, "Invalid file type: Please upload an image (JPEG, PNG, GIF, WebP) or PDF file"],
    ["a file over 10MB", {}, { bytes: Buffer.concat([minimalPdf(), Buffer.alloc(MAX_UPLOAD_BYTES)]), name: "big.pdf", type: "application/pdf" }, 413, "File too large: Certificate file must be less than 10MB"],
  ] as const)("refuses %s, leaving nothing behind", async (_label, override, file, status, error) => {
    const a = await makeAssignment(ivan.id);
    const before = await snapshot();
    const res = await submit(ivan, fieldsFor(a, override as FormFields), file as FormFile | undefined);
    expect(res).toMatchObject({ status, body: { error } });
    expect(await snapshot()).toEqual(before);
  });

  it("accepts a PNG whose browser declared no type (the bytes decide)", async () => {
    const a = await makeAssignment(ivan.id);
    const res = await submit(ivan, fieldsFor(a), { bytes: PNG, name: "scan", type: "" });
    expect(res.status).toBe(201);
    const file = await call(certificateRoute, { cookie: employee.cookie, params: { id: res.body.id } });
    expect(file.headers.get("content-type")).toBe("image/png");
  });

  it("refuses a JSON body with 415 and another investor's assignment with 404, storing nothing", async () => {
    const a = await makeAssignment(ivan.id);
    const before = await snapshot();
    expect((await call(submitRoute, { cookie: ivan.cookie, body: fieldsFor(a) })).status).toBe(415);
    expect(await submit(olga, fieldsFor(a), pdfCertificate())).toMatchObject({ status: 404, body: { error: "Assignment not found" } });
    expect(await snapshot()).toEqual(before);
  });

  it("is 409 while a completion is pending or approved", async () => {
    const a = await makeAssignment(ivan.id);
    const c = await makeCompletion(a);
    const before = await snapshot();
    expect(await submit(ivan, fieldsFor(a))).toMatchObject({ status: 409, body: { error: "A completion for this course is already under review" } });
    await (await getDb()).courseCompletion.update({ where: { id: c.id }, data: { status: "approved" } });
    expect(await submit(ivan, fieldsFor(a), pdfCertificate())).toMatchObject({ status: 409, body: { error: "This course completion has already been approved" } });
    expect((await snapshot()).audit).toBe(before.audit);
  });

  it("lets one of two simultaneous submissions win; the other is 409 and its file is removed", async () => {
    const a = await makeAssignment(ivan.id);
    const results = await Promise.all([1, 2, 3].map(() => submit(ivan, fieldsFor(a), pdfCertificate())));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const db = await getDb();
    expect(await db.courseCompletion.count({ where: { assignmentId: a.id } })).toBe(1);
    const [stored] = await db.courseCompletion.findMany({ where: { assignmentId: a.id } });
    expect(await getStorage().exists(stored.certificateUrl!)).toBe(true);
    // Each loser removed the file it had stored.
    expect(await orphanCertificates(ivan.id)).toEqual([]);
  });
});

describe("PATCH /api/admin/course-completions/{id}", () => {
  it("rejects with a reason; the investor resubmits the same record; approval counts the credit hours once", async () => {
    const user = await createUser("resubmitting.investor");
    const course = await makeCourse({ creditHours: "3.50" });
    const a = await makeAssignment(user.id, { courseId: course.id });
    const first = await submit(user, fieldsFor(a, { completionDate: "2025-12-30" }), pdfCertificate());

    expect(await review(first.body.id, { status: "rejected" })).toMatchObject({ status: 400, body: { error: "Rejection reason is required" } });
    const rejected = await review(first.body.id, { status: "rejected", rejectionReason: "Certificate is unreadable" });
    expect(rejected.body).toMatchObject({ status: "rejected", rejectionReason: "Certificate is unreadable", approvedBy: employee.id });
    expect(await review(first.body.id, { status: "approved" })).toMatchObject({ status: 409, body: { error: expect.stringMatching(/^This course completion was already rejected by you \(/) } });

    const db = await getDb();
    const firstKey = (await db.courseCompletion.findUniqueOrThrow({ where: { id: first.body.id } })).certificateUrl!;
    const again = await submit(user, fieldsFor(a, { completionDate: "2026-01-05" }), pdfCertificate());
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: first.body.id, status: "pending", rejectionReason: null, approvedBy: null, completionDate: "2026-01-05" });
    // The replaced certificate goes once the resubmission has committed; the new one is served.
    const secondKey = (await db.courseCompletion.findUniqueOrThrow({ where: { id: first.body.id } })).certificateUrl!;
    expect(secondKey).not.toBe(firstKey);
    expect(await getStorage().exists(firstKey)).toBe(false);
    expect(await getStorage().exists(secondKey)).toBe(true);

    const approved = await review(first.body.id, { status: "approved" });
    expect(approved.body).toMatchObject({ status: "approved", approvedBy: employee.id, rejectionReason: null });
    expect(Date.parse(approved.body.approvedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await call(myCourses, { cookie: user.cookie })).body[0]).toMatchObject({ status: "completed", completion: { status: "approved" } });
    expect(await review(first.body.id, { status: "rejected", rejectionReason: "late" })).toMatchObject({ status: 409 });

    const trail = await audits(first.body.id);
    expect(trail.map((t) => t.event)).toEqual(["course.completed", "course-completion.rejected", "course-completion.resubmitted", "course-completion.approved"]);
    expect(trail.map((t) => (t.newValues as { status: string }).status)).toEqual(["pending", "rejected", "pending", "approved"]);
    expect(trail[2].oldValues).toMatchObject({ status: "rejected", rejectionReason: "Certificate is unreadable" });

    // The year is the completion date's (2026), not the first submission's (2025).
    expect(await approvedCourseHours(user.id, 2026)).toBe("3.50");
    expect(await approvedCourseHours(user.id, 2025)).toBe("0.00");
    expect((await approvedCourseHoursByUser(2026)).get(user.id)).toBe("3.50");
  });

  it("answers 404 for an unknown completion and 400 for an unknown status", async () => {
    expect((await review("missing", { status: "approved" })).status).toBe(404);
    const c = await makeCompletion(await makeAssignment(ivan.id));
    expect(await review(c.id, { status: "done" })).toMatchObject({ status: 400, body: { error: "Status must be approved or rejected" } });
    expect((await review(c.id, { status: "approved" }, ivan)).status).toBe(403);
    expect(await audits(c.id)).toHaveLength(0);
  });

  it("sums only approved hours, exactly, per user and year", async () => {
    const user = await createUser("sum.investor");
    const hours = ["0.50", "1.50", "99.50"];
    for (const [i, h] of hours.entries()) {
      const a = await makeAssignment(user.id, { courseId: (await makeCourse({ creditHours: h })).id });
      await makeCompletion(a, { status: i < 2 ? "approved" : "pending", completionDate: new Date("2027-06-01T00:00:00Z") });
    }
    expect(await approvedCourseHours(user.id, 2027)).toBe("2.00");
  });
});

describe("the completion lists", () => {
  it("gives investors their own completions and staff every one, filtered and paged", async () => {
    const user = await createUser("list.investor");
    const c = await makeCompletion(await makeAssignment(user.id, { courseId: (await makeCourse({ title: "Listing course" })).id }));
    const own = await call(myCompletions, { cookie: user.cookie });
    expect(own.body.map((r: { id: string }) => r.id)).toEqual([c.id]);
    expect((await call(myCompletions, { cookie: olga.cookie })).body.map((r: { id: string }) => r.id)).not.toContain(c.id);
    const staff = await call(staffCompletions, { cookie: employee.cookie, url: "/api/admin/course-completions?search=Listing&status=pending&pageSize=10" });
    expect(staff.body).toEqual([expect.objectContaining({ id: c.id, course: expect.objectContaining({ title: "Listing course" }), user: { id: user.id, username: "list.investor" } })]);
    expect(staff.headers.get("X-Total-Count")).toBe("1");
  });
});
