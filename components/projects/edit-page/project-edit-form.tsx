"use client";
import type { FormEvent, MouseEvent, ReactNode } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Save } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/skeleton";
import { EngineeringUpdates } from "@/components/projects/engineering-updates/engineering-updates";
import { ProjectTasks } from "@/components/projects/tasks/project-tasks";
import type { Assignee, EngineeringUpdate, Project, Task } from "@/components/projects/project-dialog/project-api";
import { EngineeringNotesField, InvestorFields, ProjectDetailsFields } from "@/components/projects/project-dialog/project-fields";
import { markSaved, useProjectForm } from "@/components/projects/project-dialog/project-form";
import { useSaveProject } from "@/components/projects/project-dialog/save-project";
import { useDiscardGuard } from "@/components/shared/discard-changes";
import { BackToDashboard } from "@/components/projects/edit-page/back-to-dashboard";
import { ItcFields } from "@/components/projects/itc/itc-fields";
import { ItcEstimatePanel } from "@/components/projects/itc/itc-estimate";

const ID = "project-page";

type Props = { project: Project; updates: EngineeringUpdate[]; tasks: Task[]; assignees: Assignee[]; viewerId: string };

/**
 * Every part of a project on one page, as the server read it. Save All Changes (top and bottom) saves the
 * details, the engineering notes and the investor information at once; tasks and engineering updates save
 * as they are made. After each save the page's server data is read again (the action's refresh).
 */
export function ProjectEditForm({ project, updates, tasks, assignees, viewerId }: Props) {
  const form = useProjectForm(project);
  const { save, busy } = useSaveProject(form, true);
  const router = useRouter();
  const discard = useDiscardGuard(form.formState.isDirty);
  // Back to Dashboard with unsaved edits asks first (issue 14, defect 9).
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!form.formState.isDirty) return;
    event.preventDefault();
    discard.confirmThen(() => router.push("/dashboard"));
  };

  const submit = form.handleSubmit(async (values) => {
    if (await save({ id: project.id, body: values })) markSaved(form, "all");
  });
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
              <span className="wrap-anywhere">{project.client}</span>
              <Badge variant="secondary">{project.stage}</Badge>
            </p>
          </div>
          {saveAll}
        </div>
      </div>

      <Section title="Project Details" description="Where, what and when: the deal as the pipeline shows it.">
        <form method="post" onSubmit={onSubmit} noValidate>
          <ProjectDetailsFields form={form} idPrefix={ID} />
        </form>
      </Section>

      <Section title="Engineering Notes" description="Internal notes on the site and the design.">
        <form method="post" onSubmit={onSubmit} noValidate>
          <EngineeringNotesField form={form} readOnly={false} idPrefix={ID} />
        </form>
      </Section>

      <EngineeringUpdates projectId={project.id} stage={project.stage} idPrefix={ID} updates={updates} viewerId={viewerId} />

      <Section title="Project Assets" description="Files that belong to this project.">
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          Projects hold no files of their own. Investors hand in their documents in the Deal Room, and employees review them under{" "}
          <Link href="/admin/documents" className="font-medium text-emerald-700 underline underline-offset-2 hover:text-emerald-800">
            Document Tracking
          </Link>
          .
        </p>
      </Section>

      <Section title="Project Tasks" description="Work to do on this project: tasks save as you add, complete or delete them.">
        <ProjectTasks projectId={project.id} idPrefix={ID} tasks={tasks} assignees={assignees} />
      </Section>

      <Section title="Investor Information" description="What investors see when the project is shared with them.">
        <form method="post" onSubmit={onSubmit} noValidate>
          <InvestorFields form={form} readOnly={false} idPrefix={ID} />
        </form>
      </Section>

      <Section title="Tax Credit (§30C)" description="The inputs of the ITC estimate: an estimate, not tax advice.">
        <div className="grid gap-6">
          {project.itcEstimate && <ItcEstimatePanel estimate={project.itcEstimate} inputs={project} recaptureEndsOn={project.recaptureEndsOn} />}
          <form method="post" onSubmit={onSubmit} noValidate>
            <ItcFields form={form} idPrefix={ID} />
          </form>
        </div>
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
