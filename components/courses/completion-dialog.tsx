"use client";
import { useState, type ReactElement } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { localToday } from "@/lib/validation/dates";
import { EARLIEST_COMPLETION_DATE, MAX_NOTES, submitCompletionSchema } from "@/lib/courses/schemas";
import { CERTIFICATE_TOO_LARGE_MESSAGE, CERTIFICATE_TYPE_MESSAGE, CERTIFICATE_TYPES, MAX_UPLOAD_BYTES } from "@/lib/storage/limits";
import { submitCompletionAction } from "@/actions/courses/submit-completion";
import { useCourseAction } from "@/components/courses/use-course-action";

type FormValues = z.input<typeof submitCompletionSchema>;

/** The file's problem in the spec's words (§5), or null; the server checks its bytes again. */
export function certificateProblem(file: File | null): string | null {
  if (!file) return null;
  if (file.size > MAX_UPLOAD_BYTES) return CERTIFICATE_TOO_LARGE_MESSAGE;
  if (!CERTIFICATE_TYPES.includes(file.type)) return CERTIFICATE_TYPE_MESSAGE;
  return null;
}

type Props = { assignmentId: string; courseId: string; courseTitle: string; trigger: ReactElement };

/** Spec 2 §5 "Completion form": completion date (today by default), notes and an optional certificate. */
export function CompletionDialog({ assignmentId, courseId, courseTitle, trigger }: Props) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const submitCompletion = useCourseAction(submitCompletionAction, { success: "Course completion submitted for review", fallback: "Failed to submit completion" });
  const defaults = (): FormValues => ({ assignmentId, courseId, completionDate: localToday(), submissionNotes: "" });
  const form = useForm<FormValues, unknown, z.output<typeof submitCompletionSchema>>({ resolver: zodResolver(submitCompletionSchema), defaultValues: defaults() });
  const { errors } = form.formState;
  const fileError = certificateProblem(file);

  const onOpenChange = (next: boolean) => {
    if (submitCompletion.busy) return;
    if (next) {
      form.reset(defaults());
      setFile(null);
    }
    setOpen(next);
  };

  const onSubmit = form.handleSubmit(async (input) => {
    if (fileError) return;
    const body = new FormData();
    body.set("assignmentId", input.assignmentId);
    body.set("courseId", input.courseId);
    body.set("completionDate", input.completionDate);
    if (input.submissionNotes) body.set("submissionNotes", input.submissionNotes);
    if (file) body.set("certificate", file);
    // After a failure the toast says why; the form keeps what was entered.
    if ((await submitCompletion.run(body))?.ok) setOpen(false);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Submit Completion</DialogTitle>
          <DialogDescription>{courseTitle}: your submission goes to the team for review.</DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Submit course completion">
          {errors.assignmentId && <p className="text-sm text-red-700">{errors.assignmentId.message}</p>}
          {errors.courseId && <p className="text-sm text-red-700">{errors.courseId.message}</p>}
          <FormField id={`completion-date-${assignmentId}`} label="Completion Date" error={errors.completionDate?.message}>
            {(a11y) => <Input {...a11y} type="date" min={EARLIEST_COMPLETION_DATE} max={localToday()} {...form.register("completionDate")} />}
          </FormField>
          <FormField id={`completion-notes-${assignmentId}`} label="Notes (optional)" error={errors.submissionNotes?.message}>
            {(a11y) => <Textarea {...a11y} rows={3} maxLength={MAX_NOTES} placeholder="What you learned, anything the reviewer should know" {...form.register("submissionNotes")} />}
          </FormField>
          <FormField id={`completion-certificate-${assignmentId}`} label="Certificate (optional)" error={fileError ?? undefined} hint="JPEG, PNG, GIF, WebP or PDF, up to 10MB">
            {(a11y) => <Input {...a11y} type="file" accept={CERTIFICATE_TYPES.join(",")} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />}
          </FormField>
          <DialogFormFooter busy={submitCompletion.busy} busyLabel="Submitting..." submit="Submit Completion" disabled={fileError !== null} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
