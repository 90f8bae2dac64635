"use client";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { FileSignature } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ChoiceField } from "@/components/ui/choice-field";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";
import { lengthHint } from "@/components/ui/length-hint";
import { applyFieldErrors } from "@/lib/client/form-errors";
import { assignTemplatesSchema, NOTE_MAX } from "@/lib/agreements/versions/schemas";
import { assignTemplatesAction } from "@/actions/agreements/assign-templates";

// The action's own rules for the list and the notes; the investor is picked from a list, so the form says
// what the spec's form says when none is (the action's message names the API field).
const schema = assignTemplatesSchema.extend({ investorId: z.string().min(1, "Investor is required") });
type Values = z.input<typeof schema>;

export type AssignTemplateChoices = { investors: { id: string; username: string }[]; templates: { id: string; title: string }[] };

/**
 * Spec 2 §3's investor assignment form (investor required, notes optional), with the active templates to
 * assign (all ticked). Templates the investor already has are skipped by the server, which says so.
 */
export function AssignTemplatesDialog({ investors, templates }: AssignTemplateChoices) {
  const [open, setOpen] = useState(false);
  const empty: Values = { investorId: "", templateIds: templates.map((t) => t.id), notes: "" };
  const form = useForm<Values, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: empty });
  const investorId = useWatch({ control: form.control, name: "investorId" });
  const notes = useWatch({ control: form.control, name: "notes" }) ?? "";
  const assign = useAction(assignTemplatesAction, {
    failure: "Failed to assign templates",
    fallback: "Failed to assign templates",
    onSuccess: ({ assigned }) => {
      const who = investors.find((i) => i.id === investorId)?.username ?? "The investor";
      toast(
        assigned === 0
          ? { title: "Nothing to assign", description: `${who} already has every selected template.` }
          : { title: "Templates assigned", description: `${assigned} ${assigned === 1 ? "template" : "templates"} assigned to ${who}.`, variant: "success" },
      );
      setOpen(false);
      form.reset(empty);
    },
    onFailure: (r) => applyFieldErrors(form.setError, r.fieldErrors, ["investorId", "templateIds", "notes"]),
  });
  const submit = form.handleSubmit(({ investorId, templateIds, notes }) => assign.run({ investorId, templateIds, notes: notes ?? undefined }));
  const { errors } = form.formState;
  const templateError = errors.templateIds?.message;

  return (
    <Dialog open={open} onOpenChange={(next) => !assign.busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <FileSignature aria-hidden />
          Assign Templates
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Assign Templates</DialogTitle>
          <DialogDescription>The investor is notified and finds them under Agreement Templates.</DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={submit} noValidate className="grid gap-4" aria-label="Assign templates">
          <Controller
            control={form.control}
            name="investorId"
            render={({ field }) => (
              <ChoiceField
                id="assign-templates-investor"
                label="Investor"
                choices={investors.map((i) => ({ value: i.id, label: i.username }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                triggerRef={field.ref}
                error={errors.investorId?.message}
                disabled={investors.length === 0}
                placeholder={investors.length === 0 ? "No approved investors" : "Select an investor"}
              />
            )}
          />
          <fieldset className="grid gap-2" aria-describedby={templateError ? "assign-templates-list-error" : undefined}>
            <legend className="text-sm font-medium text-slate-800">Templates</legend>
            {templates.length === 0 && <p className="text-sm text-slate-600">No active templates.</p>}
            <Controller
              control={form.control}
              name="templateIds"
              render={({ field }) => (
                <>
                  {templates.map((t) => (
                    <label key={t.id} className="flex items-start gap-2 text-sm text-slate-800">
                      <Checkbox
                        checked={field.value.includes(t.id)}
                        onCheckedChange={(on) => field.onChange(on === true ? [...field.value, t.id] : field.value.filter((x) => x !== t.id))}
                        className="mt-0.5"
                      />
                      <span className="min-w-0 wrap-anywhere">{t.title}</span>
                    </label>
                  ))}
                </>
              )}
            />
            {templateError && (
              <p id="assign-templates-list-error" className="text-sm text-red-700">
                {templateError}
              </p>
            )}
          </fieldset>
          <FormField id="assign-templates-notes" label="Notes (optional)" hint={lengthHint(notes.length, NOTE_MAX)} error={errors.notes?.message}>
            {(a11y) => <Textarea {...a11y} rows={3} maxLength={NOTE_MAX} {...form.register("notes")} />}
          </FormField>
          <DialogFormFooter busy={assign.busy} busyLabel="Assigning..." submit="Assign" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
