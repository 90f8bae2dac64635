"use client";
import { useRouter } from "next/navigation";
import type { z } from "zod";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { FIELD_LABELS, FIELD_MAX, legalProfileSchema, type LegalProfileInput } from "@/lib/legal-profile/schemas";
import { applyFieldErrors } from "@/lib/client/form-errors";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";
import { updateLegalProfileAction } from "@/actions/legal-profile/update-legal-profile";
import type { LegalProfileView } from "@/components/legal-profile/wire-types";
import { registerShown } from "@/lib/client/register-shown";

type Field = keyof typeof FIELD_LABELS;
type Values = z.input<typeof legalProfileSchema>;

const ADDRESS: { field: Field; optional?: true; autoComplete: string; wide?: true }[] = [
  { field: "addressLine1", autoComplete: "address-line1", wide: true },
  { field: "addressLine2", optional: true, autoComplete: "address-line2", wide: true },
  { field: "city", autoComplete: "address-level2" },
  { field: "region", optional: true, autoComplete: "address-level1" },
  { field: "postalCode", autoComplete: "postal-code" },
  { field: "country", autoComplete: "country-name" },
];

function initialValues(profile: LegalProfileView["profile"]): Values {
  const text = (v: string | null | undefined) => v ?? "";
  return {
    kind: profile?.kind ?? "individual",
    legalName: text(profile?.legalName),
    signatoryName: text(profile?.signatoryName),
    signatoryTitle: text(profile?.signatoryTitle),
    addressLine1: text(profile?.addressLine1),
    addressLine2: text(profile?.addressLine2),
    city: text(profile?.city),
    region: text(profile?.region),
    postalCode: text(profile?.postalCode),
    country: text(profile?.country),
  };
}

type Props = { view: LegalProfileView; /** Where to go once saved: the agreement the investor came from to sign. */ returnTo: string | null };

/** The investor's legal name (or entity and signatory) and postal address, as their agreements name them. */
export function LegalProfileForm({ view, returnTo }: Props) {
  const router = useRouter();
  const form = useForm<Values, unknown, LegalProfileInput>({ resolver: zodResolver(legalProfileSchema), defaultValues: initialValues(view.profile) });
  const { errors } = form.formState;
  const entity = useWatch({ control: form.control, name: "kind" }) === "entity";
  const save = useAction(updateLegalProfileAction, {
    failure: "Failed to save legal profile",
    onSuccess: (saved) => {
      toast({ title: "Legal profile saved", description: returnTo ? "Returning to your agreement." : undefined });
      form.reset(initialValues(saved.profile as LegalProfileView["profile"]));
      if (returnTo) router.push(returnTo);
    },
    onFailure: ({ fieldErrors }) => applyFieldErrors(form.setError, fieldErrors, Object.keys(FIELD_LABELS) as Field[]),
  });
  const text = (field: Field, props: { autoComplete?: string; optional?: true; label?: string } = {}) => (
    <FormField id={`legal-${field}`} label={`${props.label ?? FIELD_LABELS[field]}${props.optional ? " (optional)" : ""}`} error={errors[field]?.message}>
      {(a11y) => <Input {...a11y} maxLength={FIELD_MAX[field]} autoComplete={props.autoComplete} {...registerShown(form, field)} />}
    </FormField>
  );

  return (
    <form method="post" noValidate onSubmit={form.handleSubmit((values) => save.run(values))} aria-label="Legal profile" className="grid gap-6 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-900">You sign as</legend>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" value="individual" className="size-4 accent-emerald-700" defaultChecked={form.formState.defaultValues?.kind === "individual"} {...form.register("kind")} />
          An individual, in my own name
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" value="entity" className="size-4 accent-emerald-700" defaultChecked={form.formState.defaultValues?.kind === "entity"} {...form.register("kind")} />
          An entity (a company, partnership or trust), through its signatory
        </label>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">{text("legalName", { label: entity ? "Entity's legal name" : "Your full legal name", autoComplete: entity ? "organization" : "name" })}</div>
        {entity && (
          <>
            {text("signatoryName", { autoComplete: "name" })}
            {text("signatoryTitle", { autoComplete: "organization-title" })}
          </>
        )}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-slate-900">Postal address</legend>
        {ADDRESS.map((a) => (
          <div key={a.field} className={a.wide ? "sm:col-span-2" : undefined}>
            {text(a.field, a)}
          </div>
        ))}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.busy} className="w-full sm:w-auto">
          {save.busy ? <Spinner label="Saving..." showLabel className="text-white [&_svg]:text-white" /> : <><Save aria-hidden /> Save legal profile</>}
        </Button>
      </div>
    </form>
  );
}
