"use client";
import { useState } from "react";
import { FileCog } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAction } from "@/components/ui/use-action";
import { compileAgreementAction } from "@/actions/msa/compile-agreement";
import { FinalContentEditor } from "@/components/agreements/finalize/final-content-editor";

type Props = {
  versionId: string;
  content: string;
  /** yyyy-MM-dd or "": filled into the text by Compile, and sent with the finalization. */
  effectiveDate: string;
  onEffectiveDate: (day: string) => void;
  /** The date the current text was compiled with (null before the first compile). */
  compiledDate: string | null;
  /** Whether the content differs from what Compile last produced (edits that a new compile would replace). */
  edited: boolean;
  onCompiled: (html: string, effectiveDate: string) => void;
  onEdit: (html: string) => void;
  /** Bumped on every compile: the editor starts again from the new text. */
  editorKey: number;
};

/** Step 2: Compile builds the agreement on the server (placeholders, resolved change requests); the preview is editable. */
export function CompilationStep({ versionId, content, effectiveDate, onEffectiveDate, compiledDate, edited, onCompiled, onEdit, editorKey }: Props) {
  const [confirming, setConfirming] = useState(false);
  const { run: compile, busy } = useAction(compileAgreementAction, {
    failure: "Compilation Failed",
    fallback: "Failed to compile template content",
    onSuccess: ({ compiledContent }) => {
      onCompiled(compiledContent, effectiveDate);
      toast({ title: "Content Compiled", description: "The agreement text is ready to review and edit.", variant: "success" });
    },
  });
  const run = () => compile({ id: versionId, effectiveDate: effectiveDate || undefined });

  const dateChanged = compiledDate !== null && compiledDate !== effectiveDate;
  return (
    <div className="grid gap-4">
      <p id="compile-hint" className="max-w-3xl text-sm text-slate-600">
        Compile fills the parties&apos; names and the effective date (today when none is chosen) into the approved text and applies the resolved change
        requests. You can edit the result before it is finalized.
      </p>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full sm:w-56">
          <FormField
            id="effective-date"
            label="Effective date (optional)"
            hint={dateChanged ? "Changed since the last compile: compile again to put it in the text." : undefined}
          >
            {(a11y) => <Input {...a11y} type="date" value={effectiveDate} onChange={(e) => onEffectiveDate(e.target.value)} />}
          </FormField>
        </div>
        <Button onClick={() => (edited ? setConfirming(true) : run())} disabled={busy}>
          <FileCog aria-hidden />
          {busy ? "Compiling..." : content ? "Compile Again" : "Compile"}
        </Button>
      </div>
      <FinalContentEditor key={editorKey} html={content} onChange={onEdit} describedBy="compile-hint" />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Replace your edits?"
        description="Compiling again replaces the text in the preview, including your changes to it."
        cancel="Keep my edits"
        confirm="Compile Again"
        variant="default"
        onConfirm={() => void run()}
      />
    </div>
  );
}
