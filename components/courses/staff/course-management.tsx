"use client";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CourseDialog } from "@/components/courses/staff/course-dialog";
import { CoursesTab } from "@/components/courses/staff/courses-tab";
import { AssignmentsTab } from "@/components/courses/staff/assignments-tab";
import { CompletionsTab } from "@/components/courses/staff/completions-tab";

/** /courses for employees (spec 2 §2): Courses, Assignments and Completions. */
export function CourseManagement() {
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
      <Tabs defaultValue="courses">
        <TabsList className="sm:w-auto">
          <TabsTrigger value="courses">Courses</TabsTrigger>
          <TabsTrigger value="assignments">Assignments</TabsTrigger>
          <TabsTrigger value="completions">Completions</TabsTrigger>
        </TabsList>
        <TabsContent value="courses">
          <CoursesTab />
        </TabsContent>
        <TabsContent value="assignments">
          <AssignmentsTab />
        </TabsContent>
        <TabsContent value="completions">
          <CompletionsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
