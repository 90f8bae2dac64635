"use client";
import { useState } from "react";
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
import { NOTE_MAX } from "@/lib/agreements/versions/schemas";
import { assignTemplatesAction } from "@/actions/agreements/assign-templates";

export type AssignTemplateChoices = { investors: { id: string; username: string }[]; templates: { id: string; title: string }[] };

/**
 * Spec 2 §3's investor assignment form (investor required, notes optional), with the active templates to
 * assign (all ticked). Templates the investor already has are skipped by the server, which says so.
 */
export function AssignTemplatesDialog({ investors, templates }: AssignTemplateChoices) {
  const [open, setOpen] = useState(false);
  const [investorId, setInvestorId] = useState("");
  const [picked, setPicked] = useState<Set<string>>(() => new Set(templates.map((t) => t.id)));
  const [notes, setNotes] = useState("");
  const [touched, setTouched] = useState(false);
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
      setInvestorId("");
      setNotes("");
      setTouched(false);
    },
  });
  const investorError = touched && !investorId ? "Investor is required" : undefined;
  const templateError = touched && picked.size === 0 ? "Select at least one template" : undefined;

  function submit(e: React.FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (!investorId || picked.size === 0) return;
    void assign.run({ investorId, templateIds: [...picked], notes: notes.trim() || undefined });
  }

  const toggle = (id: string, on: boolean) => setPicked((s) => new Set([...s].filter((x) => x !== id).concat(on ? [id] : [])));
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
          <ChoiceField
            id="assign-templates-investor"
            label="Investor"
            choices={investors.map((i) => ({ value: i.id, label: i.username }))}
            value={investorId}
            onChange={setInvestorId}
            error={investorError}
            disabled={investors.length === 0}
            placeholder={investors.length === 0 ? "No approved investors" : "Select an investor"}
          />
          <fieldset className="grid gap-2" aria-describedby={templateError ? "assign-templates-list-error" : undefined}>
            <legend className="text-sm font-medium text-slate-800">Templates</legend>
            {templates.length === 0 && <p className="text-sm text-slate-600">No active templates.</p>}
            {templates.map((t) => (
              <label key={t.id} className="flex items-start gap-2 text-sm text-slate-800">
                <Checkbox checked={picked.has(t.id)} onCheckedChange={(on) => toggle(t.id, on === true)} className="mt-0.5" />
                <span className="min-w-0 wrap-anywhere">{t.title}</span>
              </label>
            ))}
            {templateError && (
              <p id="assign-templates-list-error" className="text-sm text-red-700">
                {templateError}
              </p>
            )}
          </fieldset>
          <FormField id="assign-templates-notes" label="Notes (optional)" hint={lengthHint(notes.length, NOTE_MAX)}>
            {(a11y) => <Textarea {...a11y} rows={3} maxLength={NOTE_MAX} value={notes} onChange={(e) => setNotes(e.target.value)} />}
          </FormField>
          <DialogFormFooter busy={assign.busy} busyLabel="Assigning..." submit="Assign" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
