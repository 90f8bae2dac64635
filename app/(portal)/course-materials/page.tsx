import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { listMyCourses } from "@/lib/courses/queries";
import { CourseMaterials } from "@/components/courses/investor/course-materials";

export const metadata: Metadata = { title: "Course Materials" };

/** For those who take courses (investors); anyone else is sent to /courses (spec 2 §2), not to the dashboard. */
export default async function CourseMaterialsPage() {
  const user = await requireUser();
  if (!can(user, "courses.take")) redirect("/courses");
  return <CourseMaterials courses={await listMyCourses(user)} />;
}
