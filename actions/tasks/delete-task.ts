"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { deleteTask } from "@/lib/projects/tasks";

export const deleteTaskAction = action({ permission: "tasks.manage", input: idParams }, async ({ user, input }) => {
  await deleteTask(user, input.id);
});
