"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { reserveProject } from "@/lib/reservations/service";

/** An investor's Reserve in the table: POST /api/projects/{id}/reserve's service (a repeat by the holder answers the current state). */
export const reserveProjectAction = action({ permission: "projects.reserve", input: idParams }, ({ user, input }) => reserveProject(user, input.id));
