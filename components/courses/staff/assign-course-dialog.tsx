"use client";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
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
import { assignCourseAction } from "@/actions/courses/assign-course";
import { useCourseAction } from "@/components/courses/use-course-action";

export type AssignChoices = { courses: { id: string; title: string }[]; investors: { id: string; username: string }[] };
type FormValues = z.input<typeof assignCourseSchema>;
const EMPTY: FormValues = { courseId: "", userId: "", dueDate: "", notes: "" };

/**
 * Spec 2 §5 "Assign-course form": active courses and approved investors only (the page reads both on the
 * server), optional due date and notes.
 */
export function AssignCourseDialog({ choices: { courses, investors } }: { choices: AssignChoices }) {
  const [open, setOpen] = useState(false);
  const assign = useCourseAction(assignCourseAction, { success: "Course assigned successfully", fallback: "Failed to assign course" });
  const form = useForm<FormValues, unknown, z.output<typeof assignCourseSchema>>({ resolver: zodResolver(assignCourseSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    const result = await assign.run(input);
    // After a failure the 'Error' toast says why; the choices stay for another try.
    if (!result?.ok) return;
    setOpen(false);
    form.reset(EMPTY);
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !assign.busy && setOpen(next)}>
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
        <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Assign course">
          <Controller
            control={form.control}
            name="courseId"
            render={({ field }) => (
              <ChoiceField
                id="assign-course"
                label="Course"
                error={errors.courseId?.message}
                choices={courses.map((c) => ({ value: c.id, label: c.title }))}
                {...controlledChoice(field)}
                disabled={courses.length === 0}
                placeholder={courses.length === 0 ? "No active courses available" : "Select a course"}
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
                error={errors.userId?.message}
                choices={investors.map((u) => ({ value: u.id, label: u.username }))}
                {...controlledChoice(field)}
                disabled={investors.length === 0}
                placeholder={investors.length === 0 ? "No external users available" : "Select a user"}
              />
            )}
          />
          <FormField id="assign-due" label="Due Date (optional)" error={errors.dueDate?.message}>
            {(a11y) => <Input {...a11y} type="date" min={localToday()} {...form.register("dueDate")} />}
          </FormField>
          <FormField id="assign-notes" label="Notes (optional)" error={errors.notes?.message}>
            {(a11y) => <Textarea {...a11y} rows={3} maxLength={MAX_NOTES} {...form.register("notes")} />}
          </FormField>
          <DialogFormFooter busy={assign.busy} busyLabel="Assigning..." submit="Assign Course" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
