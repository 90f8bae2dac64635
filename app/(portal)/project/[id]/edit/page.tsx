import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { ProjectEditForm } from "@/components/projects/edit-page/project-edit-form";
import { ProjectNotFound } from "@/components/projects/edit-page/project-not-found";
import { ReadOnlyProjectView } from "@/components/projects/edit-page/read-only-project-view";
import { readEditableProject, readViewableProject } from "@/app/(portal)/_views/editable-project";

export const metadata: Metadata = { title: "Edit Project" };

/** Employees edit the project here, rendered with its data; everyone else sees it in the read-only dialog (spec 1 §2). */
export default async function ProjectEditPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const { id } = await params;
  if (!can(user, "projects.write")) {
    const view = await readViewableProject(user, id);
    return view ? <ReadOnlyProjectView viewerId={user.id} {...view} /> : <ProjectNotFound />;
  }
  const screen = await readEditableProject(user, id);
  if (!screen) return <ProjectNotFound />;
  // Keyed by id: the form starts from this project's saved values; later refreshes keep the edits in progress.
  return <ProjectEditForm key={id} viewerId={user.id} {...screen} />;
}
