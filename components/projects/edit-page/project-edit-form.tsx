"use client";
import type { FormEvent, MouseEvent, ReactNode } from "react";
import { useRouter } from "next/navigation";
import { Save } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/skeleton";
import { EngineeringUpdates } from "@/components/projects/engineering-updates/engineering-updates";
import { ProjectTasks } from "@/components/projects/tasks/project-tasks";
import { notifyFailure, notifySuccess } from "@/components/projects/project-dialog/notify";
import { useSaveProject, type Project } from "@/components/projects/project-dialog/project-api";
import { EngineeringNotesField, InvestorFields, ProjectDetailsFields } from "@/components/projects/project-dialog/project-fields";
import { markSaved, showServerFieldErrors, useProjectForm } from "@/components/projects/project-dialog/project-form";
import { useDiscardGuard } from "@/components/shared/discard-changes";
import { BackToDashboard } from "@/components/projects/edit-page/back-to-dashboard";
import { useSubmitGuard } from "@/lib/client/use-submit-guard";

const ID = "project-page";

/**
 * Every part of a project on one page. Save All Changes (top and bottom) sends one PUT with the details,
 * the engineering notes and the investor information; tasks and engineering updates save as they are made.
 */
export function ProjectEditForm({ project }: { project: Project }) {
  const form = useProjectForm(project);
  const save = useSaveProject();
  const { busy, guard } = useSubmitGuard();
  const router = useRouter();
  const discard = useDiscardGuard(form.formState.isDirty);
  // Back to Dashboard with unsaved edits asks first (issue 14, defect 9).
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!form.formState.isDirty) return;
    event.preventDefault();
    discard.confirmThen(() => router.push("/dashboard"));
  };

  const send = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: project.id, body: values });
      markSaved(form, "all");
      notifySuccess("Project updated successfully");
    } catch (err) {
      showServerFieldErrors(form, err);
      notifyFailure("Failed to update project", err);
    }
  });
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    return guard(() => send());
  };
  // Enter in any field saves, as the buttons do; the cards are separate forms around one react-hook-form.
  const onSubmit = (event: FormEvent) => void submit(event);

  const saveAll = (
    <Button onClick={() => void submit()} disabled={busy}>
      {busy ? <Spinner label="Saving..." showLabel className="text-white [&_svg]:text-white" /> : <><Save aria-hidden /> Save All Changes</>}
    </Button>
  );

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="space-y-3">
        <BackToDashboard onClick={back} />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Edit Project</h1>
            <p className="flex flex-wrap items-center gap-2 text-slate-600">
              <span className="break-words">{project.client}</span>
              <Badge variant="secondary">{project.stage}</Badge>
            </p>
          </div>
          {saveAll}
        </div>
      </div>

      <Section title="Project Details" description="Where, what and when: the deal as the pipeline shows it.">
        <form onSubmit={onSubmit} noValidate>
          <ProjectDetailsFields form={form} idPrefix={ID} />
        </form>
      </Section>

      <Section title="Engineering Notes" description="Internal notes on the site and the design.">
        <form onSubmit={onSubmit} noValidate>
          <EngineeringNotesField form={form} readOnly={false} idPrefix={ID} />
        </form>
      </Section>

      <EngineeringUpdates projectId={project.id} stage={project.stage} idPrefix={ID} />

      <Section title="Project Assets" description="Files that belong to this project.">
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          No files are attached to projects yet. Project files arrive with the deal-room feature.
        </p>
      </Section>

      <Section title="Project Tasks" description="Work to do on this project: tasks save as you add, complete or delete them.">
        <ProjectTasks projectId={project.id} idPrefix={ID} />
      </Section>

      <Section title="Investor Information" description="What investors see when the project is shared with them.">
        <form onSubmit={onSubmit} noValidate>
          <InvestorFields form={form} readOnly={false} idPrefix={ID} />
        </form>
      </Section>

      <div className="flex justify-end border-t border-slate-200 pt-6">{saveAll}</div>
      {discard.dialog}
    </div>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight tracking-tight">{title}</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
