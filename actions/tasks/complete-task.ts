"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { completeTask } from "@/lib/projects/tasks";
import { toWire } from "@/lib/wire";

export const completeTaskAction = action({ permission: "tasks.manage", input: idParams }, async ({ user, input }) =>
  toWire(await completeTask(user, input.id)),
);
