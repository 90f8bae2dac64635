"use client";
import { useState } from "react";
import { Controller, useForm, useWatch, type Control } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { ChoiceField, controlledChoice, type Choice } from "@/components/ui/choice-field";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { AvailableProjectPicker, type ChosenProject } from "@/components/reservations/available-project-picker";
import { InvestorReadinessNote } from "@/components/reservations/investor-readiness-note";
import type { AvailableProject, InvestorChoice } from "@/components/reservations/types";
import type { Loaded } from "@/lib/wire";
import { useReservationChange } from "@/components/reservations/use-reservation-change";
import { RESERVATION_NOTES_MAX, reserveForInvestorSchema } from "@/lib/reservations/schemas";
import { reserveForInvestorAction } from "@/actions/reservations/reserve-for-investor";

// The server's schema for the body, plus the one thing the path carries: which project.
const reserveFormSchema = reserveForInvestorSchema.extend({
  projectId: z.string().min(1, "Please select a project to reserve"),
});

const EMPTY = { projectId: "", investorId: "", notes: "", overrideReason: "" };

type Props = { projects: Loaded<AvailableProject[]>; search: string; investors: Loaded<InvestorChoice[]> };

/** Spec 1 §2 "Reserve Project": pick an available project and an approved investor, add an optional note. */
export function ReserveProjectForm({ projects, search, investors }: Props) {
  const [chosen, setChosen] = useState<ChosenProject | null>(null);
  const form = useForm({ resolver: zodResolver(reserveFormSchema), defaultValues: EMPTY });
  const { errors, isSubmitted } = form.formState;
  // On a refusal 'Reservation Failed' is on screen; the choices stay for another try.
  const reserve = useReservationChange(reserveForInvestorAction, {
    failure: "Reservation Failed",
    client: chosen?.client ?? "",
    onSuccess: () => {
      setChosen(null);
      form.reset(EMPTY);
    },
  });
  const busy = reserve.busy;

  const choose = (project: ChosenProject) => {
    setChosen(project);
    form.setValue("projectId", project.id, { shouldValidate: isSubmitted });
  };

  const onSubmit = form.handleSubmit(({ projectId, investorId, notes, overrideReason }) => reserve.run({ id: projectId, investorId, notes, overrideReason }));
  const investor = useWatch({ control: form.control, name: "investorId" });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Reserve a project for an investor">
      <AvailableProjectPicker projects={projects} search={search} chosen={chosen} onChoose={choose} error={errors.projectId?.message} />
      <InvestorPicker investors={investors} control={form.control} error={errors.investorId?.message} />
      {investor && "data" in investors && (
        <InvestorReadinessNote investor={investors.data.find((i) => i.username === investor)} reason={form.register("overrideReason")} error={errors.overrideReason?.message} />
      )}
      <FormField id="reserve-notes" label="Notes (optional)" error={errors.notes?.message}>
        {(a11y) => <Textarea {...a11y} rows={3} maxLength={RESERVATION_NOTES_MAX} placeholder="Anything the approver should know" {...form.register("notes")} />}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? <Spinner label="Reserving..." showLabel className="text-white [&_svg]:text-white" /> : "Reserve Project"}
        </Button>
      </div>
    </form>
  );
}

type FormControl = Control<z.input<typeof reserveFormSchema>, unknown, z.output<typeof reserveFormSchema>>;

/** An investor as the picker lists them: by username, with whether they are ready while the firm requires it. */
const investorChoice = ({ username, ready }: InvestorChoice): Choice => ({ value: username, label: ready == null ? username : `${username} (${ready ? "ready" : "not ready"})` });

/** The approved external users, by username (the reserve call's `investorId` is a username). */
function InvestorPicker({ investors, control, error }: { investors: Loaded<InvestorChoice[]>; control: FormControl; error?: string }) {
  const choices = "data" in investors ? investors.data : [];
  const none = "data" in investors && choices.length === 0;
  const placeholder = "error" in investors ? "Could not load investors" : none ? "No approved investors yet" : "Select an investor";
  return (
    <Controller
      control={control}
      name="investorId"
      render={({ field }) => (
        <ChoiceField
          id="reserve-investor"
          label="Investor"
          error={error ?? ("error" in investors ? investors.error : undefined)}
          choices={choices.map(investorChoice)}
          {...controlledChoice(field)}
          disabled={"error" in investors || none}
          placeholder={placeholder}
        />
      )}
    />
  );
}
