"use client";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { createTaskSchema, PRIORITIES } from "@/lib/projects/schemas";
import { ApiError } from "@/lib/client/api";
import { applyFieldErrors } from "@/lib/client/form-errors";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { Spinner } from "@/components/ui/skeleton";
import { roleLabel } from "@/components/users/role-label";
import { ChoiceField } from "@/components/ui/choice-field";
import { notifyFailure, notifySuccess } from "@/components/projects/project-dialog/notify";
import { PRIORITY_LOOK } from "@/components/projects/tasks/task-labels";
import { useAssignees, useCreateTask } from "@/components/projects/tasks/use-tasks";

// Radix Select items cannot carry "", so "no assignee" has its own value in the picker.
const UNASSIGNED = "unassigned";
const EMPTY = { title: "", description: "", priority: "medium", assignedTo: "", dueDate: "" } as const;
const PRIORITY_CHOICES = PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LOOK[p].label }));

/** Spec 1 §2 Tasks: title, description, priority, assignee (an approved user, with their role; issue 14), due date. */
export function TaskForm({ projectId, idPrefix }: { projectId: string; idPrefix: string }) {
  const create = useCreateTask(projectId);
  const assignees = useAssignees();
  const form = useForm({ resolver: zodResolver(createTaskSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const id = (name: string) => `${idPrefix}-task-${name}`;
  // Spec 1 §5: a blank or whitespace-only title cannot be added.
  const blankTitle = (useWatch({ control: form.control, name: "title" }) ?? "").trim() === "";

  const assigneeChoices = [
    { value: UNASSIGNED, label: "Unassigned" },
    ...(assignees.data ?? []).map((u) => ({ value: u.id, label: `${u.username} (${roleLabel(u.role)})` })),
  ];

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      notifySuccess("Task created successfully");
      form.reset(EMPTY);
    } catch (err) {
      applyFieldErrors(form.setError, err instanceof ApiError ? err.fieldErrors : undefined, ["title", "description", "priority", "assignedTo", "dueDate"]);
      notifyFailure("Failed to create task", err);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add task" className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50/60 p-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField id={id("title")} label="Task Title" error={errors.title?.message}>
          {(a11y) => <Input {...a11y} placeholder="e.g. Confirm utility interconnection" {...form.register("title")} />}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField id={id("description")} label="Description" error={errors.description?.message}>
          {(a11y) => <Textarea {...a11y} rows={2} {...form.register("description")} />}
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="priority"
        render={({ field }) => (
          <ChoiceField
            id={id("priority")}
            label="Priority"
            placeholder="Select a priority"
            choices={PRIORITY_CHOICES}
            value={field.value as string}
            onChange={field.onChange}
            error={errors.priority?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="assignedTo"
        render={({ field }) => (
          <ChoiceField
            id={id("assignee")}
            label="Assignee"
            placeholder={assignees.isError ? "Could not load users" : "Unassigned"}
            choices={assigneeChoices}
            value={field.value ? (field.value as string) : ""}
            onChange={(v) => field.onChange(v === UNASSIGNED ? "" : v)}
            error={errors.assignedTo?.message}
          />
        )}
      />
      <FormField id={id("due")} label="Due Date" error={errors.dueDate?.message}>
        {(a11y) => <Input {...a11y} type="date" {...form.register("dueDate")} />}
      </FormField>
      <div className="flex items-end justify-end">
        <Button type="submit" disabled={blankTitle || isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <Spinner label="Adding task..." showLabel className="text-white [&_svg]:text-white" /> : <><Plus aria-hidden /> Add Task</>}
        </Button>
      </div>
    </form>
  );
}
