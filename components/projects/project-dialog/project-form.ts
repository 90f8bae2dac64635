"use client";
// One form shape for the project dialog and the edit page, validated by the shared project schema, so
// what the form accepts is what the server accepts. The dialog saves it in parts (a tab at a time); the
// edit page saves it whole.
import { useForm, type DefaultValues, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { createProjectSchema } from "@/lib/projects/schemas";
import { applyFieldErrors } from "@/lib/client/form-errors";
import type { Quarter } from "@/lib/projects/schemas";
import type { Project } from "@/components/projects/project-dialog/project-api";

export type ProjectFormValues = z.input<typeof createProjectSchema>;
type ProjectFormOutput = z.output<typeof createProjectSchema>;
export type ProjectForm = UseFormReturn<ProjectFormValues, unknown, ProjectFormOutput>;

/** The parts the dialog's tabs save on their own; together they are every field the edit page saves. */
export const PROJECT_PARTS = {
  details: createProjectSchema.pick({
    deploymentQuarter: true,
    stage: true,
    client: true,
    address: true,
    purpose: true,
    type: true,
    numberOfChargers: true,
    numberOfSpaces: true,
    projectCost: true,
    itcTaxCredit: true,
  }),
  engineering: createProjectSchema.pick({ engineeringNotes: true }),
  investor: createProjectSchema.pick({ investorSummary: true, sharedWithInvestors: true }),
  itc: createProjectSchema.pick({ placedInServiceDate: true, censusTract: true, tractEligible: true, tractEligibilitySource: true, prevailingWageMet: true }),
};
export type ProjectPart = keyof typeof PROJECT_PARTS;

const fieldsOf = (part: ProjectPart) => Object.keys(PROJECT_PARTS[part].shape) as (keyof ProjectFormValues)[];
export const ALL_PROJECT_FIELDS = (Object.keys(PROJECT_PARTS) as ProjectPart[]).flatMap(fieldsOf);

const NO_ITC_INPUTS = { placedInServiceDate: "", censusTract: "", tractEligible: null, tractEligibilitySource: "", prevailingWageMet: null };

/** A new project starts with the spec's defaults (spec 1 §5); the three choices start unset. */
function initialValues(project: Project | null): DefaultValues<ProjectFormValues> {
  if (!project) {
    return {
      client: "",
      address: "",
      purpose: "",
      numberOfChargers: 0,
      numberOfSpaces: 0,
      projectCost: "0",
      itcTaxCredit: false,
      engineeringNotes: "",
      investorSummary: "",
      sharedWithInvestors: false,
      ...NO_ITC_INPUTS,
    };
  }
  return {
    // A saved project's quarter passed this schema when it was saved.
    deploymentQuarter: project.deploymentQuarter as Quarter,
    stage: project.stage,
    type: project.type,
    client: project.client,
    address: project.address,
    purpose: project.purpose,
    numberOfChargers: project.numberOfChargers,
    numberOfSpaces: project.numberOfSpaces,
    projectCost: project.projectCost,
    itcTaxCredit: project.itcTaxCredit,
    engineeringNotes: project.engineeringNotes ?? "",
    investorSummary: project.investorSummary ?? "",
    sharedWithInvestors: project.sharedWithInvestors,
    placedInServiceDate: project.placedInServiceDate ?? "",
    censusTract: project.censusTract ?? "",
    tractEligible: project.tractEligible,
    tractEligibilitySource: project.tractEligibilitySource ?? "",
    prevailingWageMet: project.prevailingWageMet,
  };
}

export function useProjectForm(project: Project | null): ProjectForm {
  return useForm<ProjectFormValues, unknown, ProjectFormOutput>({
    resolver: zodResolver(createProjectSchema),
    defaultValues: initialValues(project),
    mode: "onTouched",
  });
}

/**
 * Checks one part's fields (errors appear beneath them) and returns them as the API takes them, or null
 * when one is invalid. Fields of other parts are neither checked nor sent.
 */
export async function readPart(form: ProjectForm, part: ProjectPart) {
  if (!(await form.trigger(fieldsOf(part)))) return null;
  return PROJECT_PARTS[part].parse(form.getValues());
}

/** Puts a refused save's per-field messages under the fields; true when the error was placed that way. */
export function showServerFieldErrors(form: ProjectForm, fieldErrors: Record<string, string[]> | undefined): boolean {
  return applyFieldErrors(form.setError, fieldErrors, ALL_PROJECT_FIELDS);
}

/** After a part is saved its fields count as unchanged again (the other tabs keep their edits). */
export function markSaved(form: ProjectForm, part: ProjectPart | "all") {
  const names = part === "all" ? ALL_PROJECT_FIELDS : fieldsOf(part);
  for (const name of names) form.resetField(name, { defaultValue: form.getValues(name) });
}
