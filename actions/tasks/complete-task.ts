"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { completeTask } from "@/lib/projects/tasks";
import { plainData } from "@/lib/plain-data";

export const completeTaskAction = action({ permission: "tasks.manage", input: idParams }, async ({ user, input }) =>
  plainData(await completeTask(user, input.id)),
);
