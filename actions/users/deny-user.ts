"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { setUserStatus } from "@/lib/users/service";

export const denyUserAction = action({ access: "employee", input: idParams }, ({ user, input }) =>
  setUserStatus(user, input.id, "denied"),
);
