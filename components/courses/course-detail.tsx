"use client";
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, ExternalLink, SearchX } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/client/api";
import { userCourseStatus, type UserCourseStatus } from "@/lib/courses/status";
import type { CourseView, MyCourse } from "@/lib/courses/types";
import { COURSE_KEYS } from "@/components/courses/course-api";
import { CompletionAction } from "@/components/courses/completion-action";
import { CourseContent } from "@/components/courses/course-content";
import { CATEGORY_LABELS, formatDay, formatHours } from "@/components/courses/course-format";
import { StatusBadge } from "@/components/courses/status-badges";
import { VideoArea } from "@/components/courses/video-area";

type Props = { courseId: string; canManage: boolean };

/**
 * /course/{courseId} (spec 2 §2). Staff read the course; an investor reads their assignment, which
 * carries the course and the completion, and whose first read marks the course as started.
 */
export function CourseDetail({ courseId, canManage }: Props) {
  const course = useQuery<CourseView>({ queryKey: COURSE_KEYS.course(courseId), enabled: canManage, retry: false });
  const assignment = useQuery<MyCourse>({ queryKey: COURSE_KEYS.myAssignment(courseId), enabled: !canManage, retry: false });
  const query = canManage ? course : assignment;
  const back = canManage ? { href: "/courses", label: "Back to Courses" } : { href: "/course-materials", label: "Back to Course Materials" };

  const backLink = (
    <Link href={back.href} className="inline-flex items-center gap-1.5 text-sm text-emerald-700 underline-offset-4 hover:underline">
      <ArrowLeft className="size-4" aria-hidden />
      {back.label}
    </Link>
  );
  if (query.isPending) return <Spinner label="Loading course..." showLabel className="py-8" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <div className="grid gap-4">
          {backLink}
          <EmptyState icon={SearchX} title="Course Not Found" description="The course you're looking for doesn't exist or you don't have access to it." />
        </div>
      );
    }
    return <LoadError message="Failed to load the course" onRetry={() => query.refetch()} />;
  }
  const data = canManage ? course.data! : assignment.data!.course;
  const mine = canManage ? null : assignment.data!;
  const status: UserCourseStatus | null = mine ? userCourseStatus(mine.completion) : null;
  const submit = (where: string) => mine && status === "not_started" && <CompletionAction assignment={mine} status={status} className={where} />;

  return (
    <div className="grid gap-6">
      {backLink}
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold text-slate-900">{data.title}</h1>
          {data.description && <p className="text-slate-600">{data.description}</p>}
        </div>
        {submit("sm:w-auto")}
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="grid content-start gap-6">
          <VideoArea videoUrl={data.videoUrl} title={data.title} />
          <section aria-labelledby="materials-heading" className="grid gap-2">
            <h2 id="materials-heading" className="text-lg font-semibold text-slate-900">
              Course Materials
            </h2>
            <CourseContent content={data.content} />
          </section>
          {data.resourcesUrl && (
            <a href={data.resourcesUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1.5 text-sm text-emerald-700 underline-offset-4 hover:underline">
              <ExternalLink className="size-4" aria-hidden />
              External resources
            </a>
          )}
        </div>
        <aside aria-label="Course information">
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Course Information</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3 text-sm">
              <Info label="Category" value={CATEGORY_LABELS[data.category]} />
              <Info label="Credit Hours" value={formatHours(data.creditHours)} />
              {mine && <Info label="Due Date" value={mine.dueDate ? formatDay(mine.dueDate) : "No due date"} />}
              {mine && <Info label="Status" value={<StatusBadge status={mine.completion?.status ?? mine.status} />} />}
              {mine && status !== "not_started" ? <CompletionAction assignment={mine} status={status!} className="w-full" /> : submit("w-full")}
            </CardContent>
          </Card>
        </aside>
      </div>
    </div>
  );
}

function Info({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <span className="text-slate-500">{label}</span>
      <span className="font-medium text-slate-900">{value}</span>
    </div>
  );
}
