// Courses, assignments and completion forms made straight through Prisma, so course tests
// (and the access matrix) set up their state without going through the routes they test.
import { getDb } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import { minimalPdf } from "@/lib/storage/test-files";
import type { CallOptions } from "@/test/http";

let n = 0;

export async function makeCourse(data: Partial<Prisma.CourseUncheckedCreateInput> = {}) {
  const db = await getDb();
  n += 1;
  return db.course.create({ data: { title: `Course ${n}`, category: "technical", creditHours: "2.50", ...data } });
}

export async function makeAssignment(userId: string, data: Partial<Prisma.CourseAssignmentUncheckedCreateInput> = {}) {
  const db = await getDb();
  const courseId = data.courseId ?? (await makeCourse()).id;
  return db.courseAssignment.create({ data: { courseId, userId, ...data } });
}

/** A completion (pending by default); an approved one carries its course's figures as approval fixes them. */
export async function makeCompletion(assignment: { id: string; courseId: string; userId: string }, data: Partial<Prisma.CourseCompletionUncheckedCreateInput> = {}) {
  const db = await getDb();
  const course =
    data.status === "approved" ? await db.course.findUniqueOrThrow({ where: { id: assignment.courseId }, select: { creditHours: true, title: true, category: true } }) : null;
  const figures = course ? { creditHours: course.creditHours, courseTitle: course.title, category: course.category } : {};
  return db.courseCompletion.create({
    data: { assignmentId: assignment.id, courseId: assignment.courseId, userId: assignment.userId, completionDate: new Date("2026-03-04T00:00:00Z"), ...figures, ...data },
  });
}

export type FormFields = Record<string, string | undefined>;
export type FormFile = { bytes: Uint8Array | Buffer; name: string; type: string };

/** A multipart POST the way a browser's FormData sends it: text fields and an optional `certificate`. */
export function completionForm(fields: FormFields, file?: FormFile): Pick<CallOptions, "method" | "rawBody"> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.set(k, v);
  if (file) form.set("certificate", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return { method: "POST", rawBody: form };
}

export const pdfCertificate = (): FormFile => ({ bytes: minimalPdf(), name: "certificate.pdf", type: "application/pdf" });
