"use client";
import Link from "next/link";
import { ExternalLink } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { userCourseStatus } from "@/lib/courses/status";
import type { MyCourse } from "@/lib/courses/types";
import { CATEGORY_LABELS, formatDay, hoursPhrase } from "@/components/courses/course-format";
import { StatusBadge } from "@/components/shared/status-badge";
import { CourseContent } from "@/components/courses/course-content";
import { CompletionAction } from "@/components/courses/completion-action";
import { CARD_STATUS_MESSAGES, CARD_STATUS_STYLES, cardStatus } from "@/components/courses/card-status";
import { CompletionDetails } from "@/components/courses/investor/completion-details";

export function MaterialCard({ assignment: a }: { assignment: MyCourse }) {
  const status = userCourseStatus(a.completion);
  const shown = cardStatus(a);
  const { course } = a;
  // An approved completion keeps the hours it was approved with (a later edit of the course changes only later ones).
  const hours = a.completion?.creditHours ?? course.creditHours;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle>{course.title}</CardTitle>
          <StatusBadge status={shown} styles={CARD_STATUS_STYLES} />
        </div>
        <p className="text-sm text-slate-600">
          {CATEGORY_LABELS[course.category]} · {hoursPhrase(hours, "credit hour")} · {a.dueDate ? `Due ${formatDay(a.dueDate)}` : "No due date"}
        </p>
        {course.description && <CardDescription>{course.description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm font-medium text-slate-800" role="status">
          {CARD_STATUS_MESSAGES[shown]}
        </p>
        {a.notes && (
          <p className="rounded-md bg-slate-50 p-3 text-sm whitespace-pre-line wrap-anywhere text-slate-700">
            <span className="font-medium">Notes: </span>
            {a.notes}
          </p>
        )}
        <Tabs defaultValue="content">
          <TabsList className="sm:w-auto">
            <TabsTrigger value="content">Course Content</TabsTrigger>
            {course.resourcesUrl && <TabsTrigger value="resources">Resources</TabsTrigger>}
          </TabsList>
          <TabsContent value="content">
            <CourseContent content={course.content} className="max-h-64 overflow-y-auto" />
          </TabsContent>
          {course.resourcesUrl && (
            <TabsContent value="resources">
              <a href={course.resourcesUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1.5 text-sm text-emerald-700 underline-offset-4 hover:underline">
                <ExternalLink className="size-4" aria-hidden />
                Open external resources
              </a>
            </TabsContent>
          )}
        </Tabs>
        {a.completion && <CompletionDetails completion={a.completion} courseTitle={course.title} />}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link className={buttonVariants({ variant: "outline" })} href={`/course/${encodeURIComponent(a.courseId)}`}>View Course</Link>
          <CompletionAction assignment={a} status={status} />
        </div>
      </CardContent>
    </Card>
  );
}
