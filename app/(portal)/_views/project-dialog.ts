import "server-only";
// The project dialog of the dashboard and the board: the URL's `?project=<id>` (or `?project=new`, Add New
// Project) opens it, and the page reads that project here with the viewer's own authorization, so the
// dialog renders from props. An unknown or not-shared id reads as "missing": the dialog shows "Project not found".
import { unstable_rethrow } from "next/navigation";
import { can } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/session";
import { NEW_PROJECT, type ProjectDialogState } from "@/components/projects/project-dialog/project-api";
import { readDialogProject } from "@/app/(portal)/_views/editable-project";

export async function readProjectDialog(user: SessionUser, asked: string | string[] | undefined): Promise<ProjectDialogState> {
  const editable = can(user, "projects.write");
  const id = Array.isArray(asked) ? asked[0] : asked;
  const state = { viewerId: user.id, editable, open: null };
  if (!id || (id === NEW_PROJECT && !editable)) return state;
  if (id === NEW_PROJECT) return { ...state, open: { id, read: null } };
  try {
    return { ...state, open: { id, read: (await readDialogProject(user, id)) ?? "missing" } };
  } catch (err) {
    // The page stays on screen, with the dialog's own message and a Try again.
    unstable_rethrow(err);
    console.error("project dialog: reading the project failed:", err);
    return { ...state, open: { id, read: "failed" } };
  }
}
