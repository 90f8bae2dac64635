"use client";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { createTaskSchema, PRIORITIES } from "@/lib/projects/schemas";
import { applyFieldErrors } from "@/lib/client/form-errors";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { Spinner } from "@/components/ui/skeleton";
import { roleLabel } from "@/components/users/role-label";
import { ChoiceField } from "@/components/ui/choice-field";
import { useAction } from "@/components/ui/use-action";
import { notifySuccess } from "@/components/projects/project-dialog/notify";
import type { Assignee } from "@/components/projects/project-dialog/project-api";
import { PRIORITY_LOOK } from "@/components/projects/tasks/task-labels";
import { createTaskAction } from "@/actions/tasks/create-task";

// Radix Select items cannot carry "", so "no assignee" has its own value in the picker.
const UNASSIGNED = "unassigned";
const EMPTY = { title: "", description: "", priority: "medium", assignedTo: "", dueDate: "" } as const;
const PRIORITY_CHOICES = PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LOOK[p].label }));
const FIELDS = ["title", "description", "priority", "assignedTo", "dueDate"] as const;

type Props = { projectId: string; idPrefix: string; assignees: Assignee[] | undefined; assigneesFailed: boolean; onCreated?: () => void };

/** Spec 1 §2 Tasks: title, description, priority, assignee (an approved user, with their role; issue 14), due date. */
export function TaskForm({ projectId, idPrefix, assignees, assigneesFailed, onCreated }: Props) {
  const form = useForm({ resolver: zodResolver(createTaskSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const create = useAction(createTaskAction, {
    failure: "Failed to create task",
    onSuccess: () => {
      notifySuccess("Task created successfully");
      form.reset(EMPTY);
      onCreated?.();
    },
    onFailure: ({ fieldErrors }) => applyFieldErrors(form.setError, fieldErrors, [...FIELDS]),
  });
  const id = (name: string) => `${idPrefix}-task-${name}`;
  // Spec 1 §5: a blank or whitespace-only title cannot be added.
  const blankTitle = (useWatch({ control: form.control, name: "title" }) ?? "").trim() === "";

  const assigneeChoices = [
    { value: UNASSIGNED, label: "Unassigned" },
    ...(assignees ?? []).map((u) => ({ value: u.id, label: `${u.username} (${roleLabel(u.role)})` })),
  ];

  // The action parses the checked values again with the same schema: the server decides.
  const submit = form.handleSubmit((values) => create.run({ id: projectId, ...values }));

  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Add task" className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50/60 p-4 sm:grid-cols-2">
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
            placeholder={assigneesFailed ? "Could not load users" : "Unassigned"}
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
        <Button type="submit" disabled={blankTitle || create.busy} className="w-full sm:w-auto">
          {create.busy ? <Spinner label="Adding task..." showLabel className="text-white [&_svg]:text-white" /> : <><Plus aria-hidden /> Add Task</>}
        </Button>
      </div>
    </form>
  );
}
