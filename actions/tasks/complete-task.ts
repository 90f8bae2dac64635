"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { completeTask } from "@/lib/projects/tasks";
import { taskSchema } from "@/lib/api/registry/projects";
import { asWire } from "@/lib/wire";

export const completeTaskAction = action({ permission: "tasks.manage", input: idParams }, async ({ user, input }) =>
  asWire(taskSchema, await completeTask(user, input.id)),
);
