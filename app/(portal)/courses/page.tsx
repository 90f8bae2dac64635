import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { CourseManagement } from "@/components/courses/staff/course-management";
import { MyCoursesView } from "@/components/courses/investor/my-courses-view";

export const metadata: Metadata = { title: "Courses" };

/** Course managers (employees) manage courses here; investors see their own assignments (spec 2 §2). */
export default async function CoursesPage() {
  const user = await requireUser();
  return can(user, "courses.manage") ? <CourseManagement /> : <MyCoursesView />;
}
