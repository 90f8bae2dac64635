"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { ProjectDialog } from "@/components/projects/project-dialog";
import { BackToDashboard } from "@/components/projects/edit-page/back-to-dashboard";

/**
 * Spec 1 §2: at /project/{id}/edit, anyone but an employee gets the read-only dialog view. Closing it
 * goes to the dashboard.
 */
export function ReadOnlyProjectView({ projectId }: { projectId: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) router.push("/dashboard");
  };
  return (
    <>
      <BackToDashboard />
      <ProjectDialog projectId={projectId} open={open} onOpenChange={onOpenChange} />
    </>
  );
}
