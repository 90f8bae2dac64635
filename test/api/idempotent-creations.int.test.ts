// Issue 30: five creating routes ignored Idempotency-Key (DESIGN.md "Double submits"). A repeat of one key by
// the same user answers with the first result (Idempotent-Replayed: true) and creates nothing more.
import { POST as saveDocument } from "@/app/api/documents/route";
import { POST as documentUpload } from "@/app/api/documents/upload/route";
import { POST as evidenceUpload } from "@/app/api/service-hours/evidence-upload/route";
import { POST as reserveFor } from "@/app/api/admin/projects/[id]/reserve/route";
import { POST as submitCompletion } from "@/app/api/course-completions/route";
import { getDb } from "@/lib/db";
import { call, type CallOptions } from "@/test/http";
import { createCast, type TestUser } from "@/test/factories/users";
import { makeAvailableProject } from "@/test/factories/projects";
import { completionForm, makeAssignment, makeCourse } from "@/test/factories/courses";

let emma: TestUser, ivan: TestUser;
beforeAll(async () => {
  ({ employee: emma, external: ivan } = await createCast());
});

type Handler = Parameters<typeof call>[0];

async function twice(handler: Handler, options: () => CallOptions, key: string) {
  const first = await call(handler, { ...options(), headers: { "Idempotency-Key": key } });
  const again = await call(handler, { ...options(), headers: { "Idempotency-Key": key } });
  return { first, again };
}

function expectReplayed({ first, again }: Awaited<ReturnType<typeof twice>>) {
  expect(first.status).toBeLessThan(300);
  expect(again.status).toBe(first.status);
  expect(again.headers.get("Idempotent-Replayed")).toBe("true");
  expect(again.body).toEqual(first.body);
}

test("POST /api/documents: one record for a repeated key", async () => {
  const body = { documentType: "pictures", userId: ivan.id, googleDocUrl: "https://docs.google.com/document/d/once" };
  const result = await twice(saveDocument, () => ({ cookie: ivan.cookie, method: "POST", body }), "doc-once");
  expectReplayed(result);
  expect(await (await getDb()).auditLog.count({ where: { entityId: result.first.body.id, event: "document.linked" } })).toBe(1);
});

test.each<[string, Handler, () => object]>([
  ["POST /api/documents/upload", documentUpload, () => ({ documentType: "debt_agreement", userId: ivan.id, fileName: "plan.pdf", fileSize: 1000, contentType: "application/pdf" })],
  ["POST /api/service-hours/evidence-upload", evidenceUpload, () => ({ fileName: "log.pdf", fileSize: 1000, contentType: "application/pdf" })],
])("%s: one upload URL (one place in the quota) for a repeated key", async (_name, handler, body) => {
  const db = await getDb();
  const before = await db.pendingUpload.count({ where: { userId: ivan.id } });
  expectReplayed(await twice(handler, () => ({ cookie: ivan.cookie, method: "POST", body: body() }), `upload-${_name.replace(/\W+/g, "-")}`));
  expect(await db.pendingUpload.count({ where: { userId: ivan.id } })).toBe(before + 1);
});

test("POST /api/admin/projects/{id}/reserve: one reservation and one audit row for a repeated key", async () => {
  const project = await makeAvailableProject();
  const result = await twice(reserveFor, () => ({ cookie: emma.cookie, method: "POST", params: { id: project.id }, body: { investorId: ivan.username, notes: "Held" } }), "reserve-once");
  expectReplayed(result);
  expect(await (await getDb()).auditLog.count({ where: { entityId: project.id, event: { startsWith: "reservation." } } })).toBe(1);
});

test("POST /api/course-completions: one completion for a repeated key", async () => {
  const course = await makeCourse();
  const assignment = await makeAssignment(ivan.id, { courseId: course.id });
  const form = () => ({ cookie: ivan.cookie, ...completionForm({ assignmentId: assignment.id, courseId: course.id, completionDate: "2026-01-05" }) });
  expectReplayed(await twice(submitCompletion, form, "completion-once"));
  expect(await (await getDb()).courseCompletion.count({ where: { assignmentId: assignment.id } })).toBe(1);
});
