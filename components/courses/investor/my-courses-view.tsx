import Link from "next/link";
import { CalendarDays } from "lucide-react";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/client/cn";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { canSubmit, userCourseStatus } from "@/lib/courses/status";
import type { CompletionWithRefs, MyCourse } from "@/lib/courses/types";
import { CompletedCoursesTable } from "@/components/courses/investor/completed-courses-table";
import { CompletionDialog } from "@/components/courses/completion-dialog";
import { formatDay } from "@/components/courses/course-format";
import { StatusBadge as CardStatusBadge } from "@/components/shared/status-badge";
import { CARD_STATUS_STYLES, cardStatus } from "@/components/courses/card-status";

/** /courses for investors (spec 2 §2): 'My Assignments' cards and the 'Completed' table. */
export function MyCoursesView({ assignments, completions }: { assignments: MyCourse[]; completions: CompletionWithRefs[] }) {
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">My Courses</h1>
        <p className="text-sm text-slate-600">The courses assigned to you and the completions you have submitted.</p>
      </header>
      <Tabs defaultValue="assignments">
        <TabsList className="sm:w-auto">
          <TabsTrigger value="assignments">My Assignments</TabsTrigger>
          <TabsTrigger value="completed">Completed</TabsTrigger>
        </TabsList>
        <TabsContent value="assignments">
          {assignments.length === 0 ? (
            <EmptyState title="No Courses Assigned" description="Courses your team assigns to you appear here." />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {assignments.map((a) => (
                <li key={a.id}>
                  <AssignmentCard assignment={a} />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="completed">
          <CompletedCoursesTable completions={completions} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function AssignmentCard({ assignment: a }: { assignment: MyCourse }) {
  const submittable = a.status === "assigned" && canSubmit(userCourseStatus(a.completion));
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <CardTitle>{a.course.title}</CardTitle>
        <div className="flex flex-wrap gap-1.5">
          <CardStatusBadge status={cardStatus(a)} styles={CARD_STATUS_STYLES} />
        </div>
      </CardHeader>
      <CardContent className="flex-1 text-sm text-slate-600">
        <p className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4" aria-hidden />
          {a.dueDate ? `Due ${formatDay(a.dueDate)}` : "No due date"}
        </p>
      </CardContent>
      <CardFooter>
        {submittable ? (
          <CompletionDialog assignmentId={a.id} courseId={a.courseId} courseTitle={a.course.title} trigger={<Button className="w-full">Submit Completion</Button>} />
        ) : (
          <Link className={cn(buttonVariants({ variant: "outline" }), "w-full")} href={`/course/${encodeURIComponent(a.courseId)}`}>View Details</Link>
        )}
      </CardFooter>
    </Card>
  );
}
