import Link from "next/link";
import { ArrowLeft, ExternalLink, SearchX } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { userCourseStatus, type UserCourseStatus } from "@/lib/courses/status";
import type { CourseView, MyCourse } from "@/lib/courses/types";
import { CompletionAction } from "@/components/courses/completion-action";
import { CourseContent } from "@/components/courses/course-content";
import { CATEGORY_LABELS, formatDay, formatHours } from "@/components/courses/course-format";
import { StatusBadge } from "@/components/shared/status-badge";
import { CARD_STATUS_STYLES, cardStatus } from "@/components/courses/card-status";
import { VideoArea } from "@/components/courses/video-area";

/** The back link goes to /courses for staff and to /course-materials for others (spec 2 §2). */
function BackLink({ staff }: { staff: boolean }) {
  const back = staff ? { href: "/courses", label: "Back to Courses" } : { href: "/course-materials", label: "Back to Course Materials" };
  return (
    <Link href={back.href} className="inline-flex items-center gap-1.5 text-sm text-emerald-700 underline-offset-4 hover:underline">
      <ArrowLeft className="size-4" aria-hidden />
      {back.label}
    </Link>
  );
}

/** A course that does not exist, or that the caller may not see. */
export function CourseNotFound({ staff }: { staff: boolean }) {
  return (
    <div className="grid gap-4">
      <BackLink staff={staff} />
      <EmptyState icon={SearchX} title="Course Not Found" description="The course you're looking for doesn't exist or you don't have access to it." />
    </div>
  );
}

/**
 * /course/{courseId} (spec 2 §2). Staff read the course (`mine` null); an investor reads their
 * assignment, which carries the course and the completion.
 */
export function CourseDetail({ course: data, mine }: { course: CourseView; mine: MyCourse | null }) {
  const status: UserCourseStatus | null = mine ? userCourseStatus(mine.completion) : null;
  const submit = (where: string) => mine && status === "not_started" && <CompletionAction assignment={mine} status={status} className={where} />;

  return (
    <div className="grid gap-6">
      <BackLink staff={!mine} />
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold wrap-anywhere text-slate-900">{data.title}</h1>
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
              {mine && <Info label="Status" value={<StatusBadge status={cardStatus(mine)} styles={CARD_STATUS_STYLES} />} />}
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
