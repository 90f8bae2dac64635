"use client";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { EngineeringUpdates } from "@/components/projects/engineering-updates/engineering-updates";
import { ProjectTasks } from "@/components/projects/tasks/project-tasks";
import type { EngineeringUpdate, Project, ProjectRead } from "@/components/projects/project-dialog/project-api";
import { EngineeringNotesField, InvestorFields, ProjectDetailsFields } from "@/components/projects/project-dialog/project-fields";
import { markSaved, readPart, useProjectForm, type ProjectPart } from "@/components/projects/project-dialog/project-form";
import { useSaveProject } from "@/components/projects/project-dialog/save-project";
import { StageHistory } from "@/components/projects/project-dialog/stage-history";
import { ItcFields } from "@/components/projects/itc/itc-fields";
import { ItcEstimatePanel } from "@/components/projects/itc/itc-estimate";

type Props = {
  project: Project | null;
  /** The project's engineering updates, as the page read them. */
  updates: EngineeringUpdate[];
  /** Its tasks, the users a task may be assigned to and its stage history; null until the page has read them. */
  staff: ProjectRead["staff"];
  viewerId: string | null;
  onCreated: (project: Project) => void;
  onClose: () => void;
  /** Told whenever the fields start or stop differing from what is saved (and false on unmount). */
  onDirtyChange?: (dirty: boolean) => void;
};

const ID = "project-dialog";
const NEEDS_PROJECT = "Save the project details first: this opens once the project exists.";

/** The dialog's four tabs for an employee (investors get ProjectView). Each tab's button saves that tab's fields only (spec 1 §2). */
export function ProjectEditor({ project, updates, staff, viewerId, onCreated, onClose, onDirtyChange }: Props) {
  const form = useProjectForm(project);
  const { isDirty } = form.formState;
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
  const exists = project !== null;
  const { save, busy } = useSaveProject(form, exists);
  const [tab, setTab] = useState("details");

  const saveOn = (part: ProjectPart) => async (event: FormEvent) => {
    event.preventDefault();
    const body = await readPart(form, part);
    if (!body) return;
    const saved = await save({ id: project?.id ?? null, body });
    if (!saved) return;
    markSaved(form, part);
    // The action's refresh hands the dialog the saved project; after a create it stays open on it (spec 1 §2).
    if (!exists) onCreated(saved);
  };

  const saveButton = (label: string, disabled = false) => (
    <div className="flex justify-end">
      <Button type="submit" disabled={disabled || busy}>
        {busy ? <Spinner label="Saving..." showLabel className="text-white [&_svg]:text-white" /> : <><Save aria-hidden /> {label}</>}
      </Button>
    </div>
  );

  return (
    <>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Project sections">
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="engineering">Engineering</TabsTrigger>
          {/* Spec 1 §2: disabled until the project exists. */}
          <TabsTrigger value="tasks" disabled={!exists}>
            Tasks
          </TabsTrigger>
          <TabsTrigger value="investor">Investor</TabsTrigger>
          <TabsTrigger value="itc" disabled={!exists}>
            Tax Credit
          </TabsTrigger>
        </TabsList>

        <TabsContent value="details">
          <Section onSubmit={saveOn("details")}>
            <ProjectDetailsFields form={form} idPrefix={ID} />
            {saveButton(exists ? "Save Changes" : "Create Project")}
          </Section>
          {staff && <StageHistory history={staff.stageHistory} />}
        </TabsContent>

        <TabsContent value="engineering" className="grid gap-6">
          <Section onSubmit={saveOn("engineering")}>
            <EngineeringNotesField form={form} readOnly={!exists} idPrefix={ID} hint={exists ? undefined : NEEDS_PROJECT} />
            {saveButton("Save Notes", !exists)}
          </Section>
          {project && <EngineeringUpdates projectId={project.id} stage={project.stage} idPrefix={ID} updates={updates} viewerId={viewerId} />}
        </TabsContent>

        <TabsContent value="tasks">
          {project && (
            <ProjectTasks projectId={project.id} idPrefix={ID} tasks={staff?.tasks ?? []} assignees={staff?.assignees} />
          )}
        </TabsContent>

        <TabsContent value="investor">
          <Section onSubmit={saveOn("investor")}>
            <InvestorFields form={form} readOnly={!exists} idPrefix={ID} hint={exists ? undefined : NEEDS_PROJECT} />
            {saveButton("Save Investor Information", !exists)}
          </Section>
        </TabsContent>

        <TabsContent value="itc" className="grid gap-6">
          {project?.itcEstimate && <ItcEstimatePanel estimate={project.itcEstimate} inputs={project} recaptureEndsOn={project.recaptureEndsOn} />}
          <Section onSubmit={saveOn("itc")}>
            <ItcFields form={form} idPrefix={ID} />
            {saveButton("Save Tax Credit Inputs", !exists)}
          </Section>
        </TabsContent>
      </Tabs>

      <DialogFooter className="border-t border-slate-200 pt-4">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </DialogFooter>
    </>
  );
}

function Section({ onSubmit, children }: { onSubmit: (e: FormEvent) => void; children: ReactNode }) {
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      {children}
    </form>
  );
}
