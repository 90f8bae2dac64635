"use client";
import { useOptimistic, useTransition, type ReactNode } from "react";
import { usePathname, useRouter } from "next/navigation";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CourseDialog } from "@/components/courses/staff/course-dialog";
import { staffTab, type StaffTab } from "@/components/courses/staff/staff-tabs";

const LOADING: Record<StaffTab, string> = { courses: "Loading courses...", assignments: "Loading assignments...", completions: "Loading completions..." };

/**
 * /courses for employees (spec 2 §2): Courses, Assignments and Completions. The tab is in the URL and the
 * page reads only that tab's list: `children` is its panel. A chosen tab shows at once and waits for
 * its rows.
 */
export function CourseManagement({ tab, children }: { tab: StaffTab; children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const [shown, show] = useOptimistic(tab);
  const [, startTransition] = useTransition();
  const choose = (value: string) => {
    const next = staffTab(value);
    startTransition(() => {
      show(next);
      router.push(next === "courses" ? pathname : `${pathname}?tab=${next}`, { scroll: false });
    });
  };
  return (
    <div className="grid gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Course Management</h1>
          <p className="text-sm text-slate-600">Create courses, assign them to investors and review their completions.</p>
        </div>
        <CourseDialog
          trigger={
            <Button>
              <Plus aria-hidden />
              Create Course
            </Button>
          }
        />
      </header>
      <Tabs value={shown} onValueChange={choose}>
        <TabsList className="sm:w-auto">
          <TabsTrigger value="courses">Courses</TabsTrigger>
          <TabsTrigger value="assignments">Assignments</TabsTrigger>
          <TabsTrigger value="completions">Completions</TabsTrigger>
        </TabsList>
        <TabsContent value={shown}>{shown === tab ? children : <Spinner label={LOADING[shown]} showLabel className="py-8" />}</TabsContent>
      </Tabs>
    </div>
  );
}
