import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { toAppError } from "@/lib/errors";
import { findControlCharacter } from "@/lib/validation/text";
import { getCourse } from "@/lib/courses/queries";
import { courseIdParams } from "@/lib/courses/schemas";
import { openMyCourse } from "@/lib/courses/service";
import { CourseDetail, CourseNotFound } from "@/components/courses/course-detail";

export const metadata: Metadata = { title: "Course" };

/** A course that does not exist, or that the caller may not see, is null (the page says 'Course Not Found'). */
async function unlessMissing<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    if (toAppError(err)?.code === "NOT_FOUND") return null;
    throw err;
  }
}

/**
 * Staff read the course; an investor opens their assignment (GET /api/course-assignments/course/{id}'s
 * service), whose first read moves it from assigned to in_progress.
 */
export default async function CoursePage({ params }: { params: Promise<{ courseId: string }> }) {
  const user = await requireUser();
  const staff = can(user, "courses.manage");
  // An id no course can have (too long, control characters) is simply not found, as on the route.
  const parsed = courseIdParams.safeParse(await params);
  if (!parsed.success || findControlCharacter(parsed.data.courseId) !== null) return <CourseNotFound staff={staff} />;
  const { courseId } = parsed.data;
  if (staff) {
    const course = await unlessMissing(getCourse(user, courseId));
    return course ? <CourseDetail course={course} mine={null} /> : <CourseNotFound staff />;
  }
  const mine = await unlessMissing(openMyCourse(user, courseId));
  return mine ? <CourseDetail course={mine.course} mine={mine} /> : <CourseNotFound staff={false} />;
}
