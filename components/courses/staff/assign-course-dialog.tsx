"use client";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { ChoiceField, controlledChoice } from "@/components/ui/choice-field";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { assignCourseSchema, MAX_NOTES } from "@/lib/courses/schemas";
import { localToday } from "@/lib/validation/dates";
import type { CourseView } from "@/lib/courses/types";
import { can } from "@/lib/auth/permissions";
import type { UserWire } from "@/lib/users/wire";
import { COURSE_KEYS, useAssignCourse } from "@/components/courses/course-api";

type UserChoice = Pick<UserWire, "id" | "username" | "role" | "status">;
type FormValues = z.input<typeof assignCourseSchema>;
const EMPTY: FormValues = { courseId: "", userId: "", dueDate: "", notes: "" };

/** Spec 2 §5 "Assign-course form": active courses and approved users who take courses (investors) only, optional due date and notes. */
export function AssignCourseDialog() {
  const [open, setOpen] = useState(false);
  const assign = useAssignCourse();
  const courses = useQuery<CourseView[]>({ queryKey: COURSE_KEYS.courses, enabled: open });
  const users = useQuery<UserChoice[]>({ queryKey: ["/api/users"], enabled: open });
  const form = useForm<FormValues, unknown, z.output<typeof assignCourseSchema>>({ resolver: zodResolver(assignCourseSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const active = courses.data?.filter((c) => c.isActive) ?? [];
  const investors = users.data?.filter((u) => can(u, "courses.take") && u.status === "approved") ?? [];
  const loading = courses.isPending || users.isPending;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await assign.mutateAsync(input);
      setOpen(false);
      form.reset(EMPTY);
    } catch {
      // 'Error' with the server's reason is on screen; the choices stay for another try.
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !assign.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden />
          Assign Course
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Assign Course</DialogTitle>
          <DialogDescription>Assign an active course to an investor.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Assign course">
          <Controller
            control={form.control}
            name="courseId"
            render={({ field }) => (
              <ChoiceField
                id="assign-course"
                label="Course"
                error={errors.courseId?.message ?? (courses.isError ? "Failed to load courses" : undefined)}
                choices={active.map((c) => ({ value: c.id, label: c.title }))}
                {...controlledChoice(field)}
                disabled={courses.isPending || active.length === 0}
                placeholder={courses.isPending ? "Loading courses..." : active.length === 0 ? "No active courses available" : "Select a course"}
              />
            )}
          />
          <Controller
            control={form.control}
            name="userId"
            render={({ field }) => (
              <ChoiceField
                id="assign-user"
                label="User"
                error={errors.userId?.message ?? (users.isError ? "Failed to fetch users" : undefined)}
                choices={investors.map((u) => ({ value: u.id, label: u.username }))}
                {...controlledChoice(field)}
                disabled={users.isPending || investors.length === 0}
                placeholder={users.isPending ? "Loading users..." : investors.length === 0 ? "No external users available" : "Select a user"}
              />
            )}
          />
          <FormField id="assign-due" label="Due Date (optional)" error={errors.dueDate?.message}>
            {(a11y) => <Input {...a11y} type="date" min={localToday()} {...form.register("dueDate")} />}
          </FormField>
          <FormField id="assign-notes" label="Notes (optional)" error={errors.notes?.message}>
            {(a11y) => <Textarea {...a11y} rows={3} maxLength={MAX_NOTES} {...form.register("notes")} />}
          </FormField>
          <DialogFormFooter busy={assign.isPending} busyLabel="Assigning..." submit="Assign Course" disabled={loading} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
