import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { listMyCompletions, listMyCourses } from "@/lib/courses/queries";
import { CourseManagement } from "@/components/courses/staff/course-management";
import { MyCoursesView } from "@/components/courses/investor/my-courses-view";
import { staffTab } from "@/components/courses/staff/staff-tabs";
import { StaffPanel, type SearchParams } from "./staff-panel";

export const metadata: Metadata = { title: "Courses" };

/** Course managers (employees) manage courses here; investors see their own assignments (spec 2 §2). */
export default async function CoursesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser();
  if (!can(user, "courses.manage")) {
    const [assignments, completions] = await Promise.all([listMyCourses(user), listMyCompletions(user)]);
    return <MyCoursesView assignments={assignments} completions={completions} />;
  }
  const params = await searchParams;
  const tab = staffTab(typeof params.tab === "string" ? params.tab : undefined);
  return (
    <CourseManagement tab={tab}>
      <StaffPanel user={user} tab={tab} params={params} />
    </CourseManagement>
  );
}
