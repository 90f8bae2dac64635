"use client";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { EngineeringUpdates } from "@/components/projects/engineering-updates/engineering-updates";
import { ProjectTasks } from "@/components/projects/tasks/project-tasks";
import { notifyFailure, notifySuccess } from "@/components/projects/project-dialog/notify";
import { useSaveProject, type Project } from "@/components/projects/project-dialog/project-api";
import { EngineeringNotesField, InvestorFields, ProjectDetailsFields } from "@/components/projects/project-dialog/project-fields";
import { markSaved, readPart, showServerFieldErrors, useProjectForm, type ProjectPart } from "@/components/projects/project-dialog/project-form";
import { useSubmitGuard } from "@/lib/client/use-submit-guard";

type Props = {
  project: Project | null;
  onCreated: (id: string) => void;
  onClose: () => void;
  /** Told whenever the fields start or stop differing from what is saved (and false on unmount). */
  onDirtyChange?: (dirty: boolean) => void;
};

const ID = "project-dialog";
const NEEDS_PROJECT = "Save the project details first: this opens once the project exists.";

/** The dialog's four tabs for an employee (investors get ProjectView). Each tab's button saves that tab's fields only (spec 1 §2). */
export function ProjectEditor({ project, onCreated, onClose, onDirtyChange }: Props) {
  const form = useProjectForm(project);
  const { isDirty } = form.formState;
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
  const save = useSaveProject();
  const { busy, guard } = useSubmitGuard();
  const [tab, setTab] = useState("details");
  const exists = project !== null;

  const saveOn = (part: ProjectPart) => (event: FormEvent) => {
    event.preventDefault();
    void guard(async () => {
      const body = await readPart(form, part);
      if (!body) return;
      try {
        const saved = await save.mutateAsync({ id: project?.id ?? null, body });
        markSaved(form, part);
        notifySuccess(exists ? "Project updated successfully" : "Project created successfully");
        if (!exists) onCreated(saved.id);
      } catch (err) {
        showServerFieldErrors(form, err);
        notifyFailure(exists ? "Failed to update project" : "Failed to create project", err);
      }
    });
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
        </TabsList>

        <TabsContent value="details">
          <Section onSubmit={saveOn("details")}>
            <ProjectDetailsFields form={form} idPrefix={ID} />
            {saveButton(exists ? "Save Changes" : "Create Project")}
          </Section>
        </TabsContent>

        <TabsContent value="engineering" className="grid gap-6">
          <Section onSubmit={saveOn("engineering")}>
            <EngineeringNotesField form={form} readOnly={!exists} idPrefix={ID} hint={exists ? undefined : NEEDS_PROJECT} />
            {saveButton("Save Notes", !exists)}
          </Section>
          {project && <EngineeringUpdates projectId={project.id} stage={project.stage} idPrefix={ID} />}
        </TabsContent>

        <TabsContent value="tasks">
          {project && <ProjectTasks projectId={project.id} idPrefix={ID} />}
        </TabsContent>

        <TabsContent value="investor">
          <Section onSubmit={saveOn("investor")}>
            <InvestorFields form={form} readOnly={!exists} idPrefix={ID} hint={exists ? undefined : NEEDS_PROJECT} />
            {saveButton("Save Investor Information", !exists)}
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
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {children}
    </form>
  );
}
