"use client";
// The §30C inputs an employee records on a project (issue 22 §3): the dialog's Tax Credit tab and the
// edit page's card. Yes / No / Not recorded: an input left unrecorded makes the estimate nothing.
import { Controller } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ChoiceField } from "@/components/ui/choice-field";
import type { ProjectForm } from "@/components/projects/project-dialog/project-form";
import { registerShown } from "@/lib/client/register-shown";

const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
  { value: "unknown", label: "Not recorded" },
];
const toChoice = (v: unknown) => (v === true ? "yes" : v === false ? "no" : "unknown");
const fromChoice = (v: string) => (v === "yes" ? true : v === "no" ? false : null);

export function ItcFields({ form, idPrefix }: { form: ProjectForm; idPrefix: string }) {
  const { errors } = form.formState;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={id("placed-in-service")} label="Placed in Service" error={errors.placedInServiceDate?.message}>
        {(a11y) => <Input {...a11y} type="date" {...registerShown(form, "placedInServiceDate")} />}
      </FormField>
      <FormField id={id("census-tract")} label="Census Tract (11-digit GEOID)" error={errors.censusTract?.message}>
        {(a11y) => <Input {...a11y} inputMode="numeric" maxLength={11} placeholder="06037206031" {...registerShown(form, "censusTract")} />}
      </FormField>
      <YesNoField form={form} name="tractEligible" id={id("tract-eligible")} label="Tract Eligible" hint="A low-income community or non-urban census tract" />
      <YesNoField form={form} name="prevailingWageMet" id={id("pwa")} label="Prevailing Wage & Apprenticeship Met" hint="30 % when met, 6 % when not" />
      <div className="sm:col-span-2">
        <FormField id={id("eligibility-source")} label="Eligibility Source" hint="Where the tract was checked, e.g. the 30C eligibility locator and the date" error={errors.tractEligibilitySource?.message}>
          {(a11y) => <Input {...a11y} {...registerShown(form, "tractEligibilitySource")} />}
        </FormField>
      </div>
    </div>
  );
}

type YesNoProps = { form: ProjectForm; name: "tractEligible" | "prevailingWageMet"; id: string; label: string; hint: string };

function YesNoField({ form, name, id, label, hint }: YesNoProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <ChoiceField
          id={id}
          label={label}
          hint={hint}
          choices={YES_NO}
          value={toChoice(field.value)}
          onChange={(v) => field.onChange(fromChoice(v))}
          onBlur={field.onBlur}
          error={form.formState.errors[name]?.message}
        />
      )}
    />
  );
}
