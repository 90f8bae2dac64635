import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { ProjectEditScreen } from "@/components/projects/edit-page/project-edit-screen";
import { ReadOnlyProjectView } from "@/components/projects/edit-page/read-only-project-view";

export const metadata: Metadata = { title: "Edit Project" };

/** Employees edit the project here; everyone else sees it in the read-only dialog (spec 1 §2). */
export default async function ProjectEditPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const { id } = await params;
  return can(user, "projects.write") ? <ProjectEditScreen projectId={id} /> : <ReadOnlyProjectView projectId={id} />;
}
