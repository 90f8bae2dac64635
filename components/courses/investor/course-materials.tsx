"use client";
import { useQuery } from "@tanstack/react-query";
import { GraduationCap } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/skeleton";
import { courseProgress } from "@/lib/courses/progress";
import type { MyCourse } from "@/lib/courses/types";
import { COURSE_KEYS } from "@/components/courses/course-api";
import { CourseProgressPanel } from "@/components/courses/investor/course-progress-panel";
import { MaterialCard } from "@/components/courses/investor/material-card";

/** /course-materials (spec 2 §2): the progress panel and one card per assignment. */
export function CourseMaterials() {
  const courses = useQuery<MyCourse[]>({ queryKey: COURSE_KEYS.myCourses });
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Course Materials</h1>
        <p className="text-sm text-slate-600">Take the courses assigned to you and submit your completions for review.</p>
      </header>
      {courses.isPending ? (
        <Spinner label="Loading courses..." showLabel className="py-8" />
      ) : courses.isError ? (
        <LoadError message="Failed to load course materials. Please try refreshing the page." onRetry={() => courses.refetch()} />
      ) : courses.data.length === 0 ? (
        <EmptyState icon={GraduationCap} title="No Courses Assigned" description="When your team assigns you a course, it appears here." />
      ) : (
        <>
          <CourseProgressPanel progress={courseProgress(courses.data)} />
          <ul className="grid gap-4">
            {courses.data.map((a) => (
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
