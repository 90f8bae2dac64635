"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { createTaskSchema } from "@/lib/projects/schemas";
import { createTask } from "@/lib/projects/tasks";
import { taskSchema } from "@/lib/api/registry/projects";
import { asWire } from "@/lib/wire";

/** Add Task on project `id`; a double click replays the first answer instead of a second task. */
export const createTaskAction = action(
  { permission: "tasks.manage", input: idParams.extend(createTaskSchema.shape), idempotent: "tasks.create" },
  async ({ user, input: { id, ...task } }) => asWire(taskSchema, await createTask(user, id, task)),
);
