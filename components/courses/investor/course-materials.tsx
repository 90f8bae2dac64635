import { GraduationCap } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { courseProgress } from "@/lib/courses/progress";
import type { MyCourse } from "@/lib/courses/types";
import { CourseProgressPanel } from "@/components/courses/investor/course-progress-panel";
import { MaterialCard } from "@/components/courses/investor/material-card";

/** /course-materials (spec 2 §2): the progress panel and one card per assignment. */
export function CourseMaterials({ courses }: { courses: MyCourse[] }) {
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Course Materials</h1>
        <p className="text-sm text-slate-600">Take the courses assigned to you and submit your completions for review.</p>
      </header>
      {courses.length === 0 ? (
        <EmptyState icon={GraduationCap} title="No Courses Assigned" description="When your team assigns you a course, it appears here." />
      ) : (
        <>
          <CourseProgressPanel progress={courseProgress(courses)} />
          <ul className="grid gap-4">
            {courses.map((a) => (
              <li key={a.id}>
                <MaterialCard assignment={a} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
