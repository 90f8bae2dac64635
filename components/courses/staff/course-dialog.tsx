"use client";
import { useState, type ReactElement } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { ChoiceField, controlledChoice } from "@/components/ui/choice-field";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { SwitchField } from "@/components/projects/project-dialog/switch-field";
import { applyFieldErrors } from "@/lib/client/form-errors";
import { COURSE_CATEGORIES, createCourseSchema, MAX_CONTENT, MAX_DESCRIPTION, MAX_TITLE, MAX_URL } from "@/lib/courses/schemas";
import type { CourseView } from "@/lib/courses/types";
import { createCourseAction } from "@/actions/courses/create-course";
import { updateCourseAction } from "@/actions/courses/update-course";
import { useCourseAction } from "@/components/courses/use-course-action";
import { CATEGORY_LABELS, formatHours } from "@/components/courses/course-format";

const CATEGORY_CHOICES = COURSE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));

type FormValues = z.input<typeof createCourseSchema>;
const FIELDS = ["title", "description", "category", "creditHours", "content", "resourcesUrl", "videoUrl", "isActive"] as const;

const valuesOf = (course?: CourseView): FormValues => ({
  title: course?.title ?? "",
  description: course?.description ?? "",
  category: course?.category ?? "other",
  creditHours: course ? formatHours(course.creditHours) : "1",
  content: course?.content ?? "",
  resourcesUrl: course?.resourcesUrl ?? "",
  videoUrl: course?.videoUrl ?? "",
  isActive: course?.isActive ?? true,
});

/** Create Course, or Edit Course when given one (spec 2 §3, §5): the server's schema checks both. */
export function CourseDialog({ course, trigger }: { course?: CourseView; trigger: ReactElement }) {
  const [open, setOpen] = useState(false);
  const create = useCourseAction(createCourseAction, { success: "Course created successfully", fallback: "Failed to create course" });
  const update = useCourseAction(updateCourseAction, { success: "Course updated successfully", fallback: "Failed to update course" });
  const saving = create.busy || update.busy;
  const form = useForm<FormValues, unknown, z.output<typeof createCourseSchema>>({ resolver: zodResolver(createCourseSchema), defaultValues: valuesOf(course) });
  const { errors } = form.formState;
  const id = course?.id ?? "new";

  const onOpenChange = (next: boolean) => {
    if (saving) return;
    if (next) form.reset(valuesOf(course));
    setOpen(next);
  };

  const onSubmit = form.handleSubmit(async (input) => {
    const result = course ? await update.run({ id: course.id, ...input }) : await create.run(input);
    if (result?.ok) setOpen(false);
    else if (result) applyFieldErrors(form.setError, result.fieldErrors, FIELDS);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{course ? "Edit Course" : "Create Course"}</DialogTitle>
          <DialogDescription>{course ? "Change the course; assignments keep pointing at it." : "A course investors can be assigned to."}</DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={course ? "Edit course" : "Create course"}>
          <FormField id={`course-title-${id}`} label="Title" error={errors.title?.message}>
            {(a11y) => <Input {...a11y} maxLength={MAX_TITLE} {...form.register("title")} />}
          </FormField>
          <FormField id={`course-description-${id}`} label="Description" error={errors.description?.message}>
            {(a11y) => <Textarea {...a11y} rows={2} maxLength={MAX_DESCRIPTION} {...form.register("description")} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={form.control}
              name="category"
              render={({ field }) => (
                <ChoiceField id={`course-category-${id}`} label="Category" error={errors.category?.message} choices={CATEGORY_CHOICES} {...controlledChoice(field)} />
              )}
            />
            <FormField id={`course-hours-${id}`} label="Credit Hours" error={errors.creditHours?.message} hint="0.5 to 100, in steps of 0.5">
              {(a11y) => <Input {...a11y} type="number" inputMode="decimal" min={0.5} max={100} step={0.5} {...form.register("creditHours")} />}
            </FormField>
          </div>
          <FormField id={`course-content-${id}`} label="Course Content" error={errors.content?.message}>
            {(a11y) => <Textarea {...a11y} rows={6} maxLength={MAX_CONTENT} {...form.register("content")} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`course-resources-${id}`} label="Resources URL" error={errors.resourcesUrl?.message}>
              {(a11y) => <Input {...a11y} type="url" maxLength={MAX_URL} placeholder="https://" {...form.register("resourcesUrl")} />}
            </FormField>
            <FormField id={`course-video-${id}`} label="Video URL" error={errors.videoUrl?.message} hint="A YouTube or Vimeo link">
              {(a11y) => <Input {...a11y} type="url" maxLength={MAX_URL} placeholder="https://" {...form.register("videoUrl")} />}
            </FormField>
          </div>
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <SwitchField id={`course-active-${id}`} label="Active" description="Only active courses can be assigned." checked={field.value ?? true} onChange={field.onChange} disabled={saving} />
            )}
          />
          <DialogFormFooter busy={saving} busyLabel="Saving..." submit={course ? "Update Course" : "Create Course"} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
