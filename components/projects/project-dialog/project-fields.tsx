"use client";
// The project's editable fields, grouped as the dialog's tabs and the edit page's cards show them.
// Both screens pass their own form; `idPrefix` keeps ids unique when both are on one page.
import { Controller } from "react-hook-form";
import { STAGES, TYPES } from "@/lib/projects/schemas";
import { offeredQuarters } from "@/lib/projects/quarters";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { asChoices, ChoiceField } from "@/components/ui/choice-field";
import { SwitchField } from "@/components/projects/project-dialog/switch-field";
import type { ProjectForm } from "@/components/projects/project-dialog/project-form";
import { registerShown } from "@/lib/client/register-shown";

type Props = { form: ProjectForm; readOnly: boolean; idPrefix: string };

const TYPE_CHOICES = [
  { value: "L2", label: "L2 (AC Level 2)" },
  { value: "L3", label: "L3 (DC Fast Charging)" },
] satisfies { value: (typeof TYPES)[number]; label: string }[];

export function ProjectDetailsFields({ form, idPrefix }: Omit<Props, "readOnly">) {
  const { errors } = form.formState;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Controller
        control={form.control}
        name="deploymentQuarter"
        render={({ field }) => (
          <ChoiceField
            id={id("quarter")}
            label="Deployment Quarter"
            placeholder="Select a quarter"
            choices={asChoices(offeredQuarters())}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.deploymentQuarter?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="stage"
        render={({ field }) => (
          <ChoiceField
            id={id("stage")}
            label="Stage"
            placeholder="Select a stage"
            choices={asChoices(STAGES)}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.stage?.message}
          />
        )}
      />
      <FormField id={id("client")} label="Client" error={errors.client?.message}>
        {(a11y) => <Input {...a11y} autoComplete="organization" {...registerShown(form, "client")} />}
      </FormField>
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <ChoiceField
            id={id("type")}
            label="Type"
            placeholder="Select a charger type"
            choices={TYPE_CHOICES}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.type?.message}
          />
        )}
      />
      <div className="sm:col-span-2">
        <FormField id={id("address")} label="Address" error={errors.address?.message}>
          {(a11y) => <Input {...a11y} autoComplete="street-address" {...registerShown(form, "address")} />}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField id={id("purpose")} label="Purpose" error={errors.purpose?.message}>
          {(a11y) => <Input {...a11y} {...registerShown(form, "purpose")} />}
        </FormField>
      </div>
      <FormField id={id("chargers")} label="Number of Chargers" error={errors.numberOfChargers?.message}>
        {(a11y) => <Input {...a11y} type="number" inputMode="numeric" min={0} step={1} {...registerShown(form, "numberOfChargers")} />}
      </FormField>
      <FormField id={id("spaces")} label="Number of Spaces" error={errors.numberOfSpaces?.message}>
        {(a11y) => <Input {...a11y} type="number" inputMode="numeric" min={0} step={1} {...registerShown(form, "numberOfSpaces")} />}
      </FormField>
      <FormField id={id("cost")} label="Project Cost (USD)" error={errors.projectCost?.message}>
        {(a11y) => <Input {...a11y} type="number" inputMode="decimal" min={0} step={0.01} {...registerShown(form, "projectCost")} />}
      </FormField>
      <div className="self-end">
        <Controller
          control={form.control}
          name="itcTaxCredit"
          render={({ field }) => (
            <SwitchField
              id={id("itc")}
              label="ITC Tax Credit"
              description="Eligible for the investment tax credit."
              checked={field.value ?? false}
              onChange={field.onChange}
             
            />
          )}
        />
      </div>
    </div>
  );
}

export function EngineeringNotesField({ form, readOnly, idPrefix, hint }: Props & { hint?: string }) {
  return (
    <FormField id={`${idPrefix}-engineering-notes`} label="Engineering Notes" error={form.formState.errors.engineeringNotes?.message} hint={hint}>
      {(a11y) => (
        <Textarea
          {...a11y}
          rows={6}
          disabled={readOnly}
          placeholder="Site surveys, utility coordination, design decisions..."
          {...registerShown(form, "engineeringNotes")}
        />
      )}
    </FormField>
  );
}

export function InvestorFields({ form, readOnly, idPrefix, hint }: Props & { hint?: string }) {
  return (
    <div className="grid gap-4">
      <FormField id={`${idPrefix}-investor-summary`} label="Investor Summary" error={form.formState.errors.investorSummary?.message} hint={hint}>
        {(a11y) => (
          <Textarea
            {...a11y}
            rows={5}
            disabled={readOnly}
            placeholder="What investors should know about this deployment..."
            {...registerShown(form, "investorSummary")}
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="sharedWithInvestors"
        render={({ field }) => (
          <SwitchField
            id={`${idPrefix}-shared`}
            label="Share with Investors"
            description="Shared projects appear in the investor portal."
            checked={field.value ?? false}
            onChange={field.onChange}
            disabled={readOnly}
          />
        )}
      />
    </div>
  );
}
