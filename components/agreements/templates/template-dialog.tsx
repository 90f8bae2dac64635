"use client";
import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ChoiceField, controlledChoice } from "@/components/ui/choice-field";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { applyFieldErrors } from "@/lib/client/form-errors";
import { TEMPLATE_CATEGORIES } from "@/lib/agreements/statuses";
import { nextVersion } from "@/lib/agreements/templates/version-number";
import { createTemplateSchema, TEMPLATE_CONTENT_MAX, TEMPLATE_DESCRIPTION_MAX, TEMPLATE_TITLE_MAX } from "@/lib/agreements/templates/schemas";
import { categoryLabel } from "@/components/agreements/review/templates-tab";
import { useCreateTemplate, useUpdateTemplate } from "@/components/agreements/templates/use-template-admin";
import type { TemplateDetail, TemplateEdit } from "@/components/agreements/types";

const CATEGORY_CHOICES = TEMPLATE_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }));

type FormValues = z.input<typeof createTemplateSchema>;
const FIELDS = ["title", "description", "category", "content"] as const;

const valuesOf = (t?: TemplateDetail): FormValues => ({
  title: t?.title ?? "",
  description: t?.description ?? "",
  category: (t?.category as FormValues["category"]) ?? "msa",
  content: t?.content ?? "",
});

type Props = {
  /** The template to edit; null: a new one. */
  templateId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the page read for the open editor (`?edit=`); null while the page that opens it is on its way. */
  read: TemplateEdit | null;
};

/** Create Template, or Edit Template (saving an edit bumps the version; assigned versions keep their text). */
export function TemplateDialog({ templateId, open, onOpenChange, read }: Props) {
  const router = useRouter();
  const editing = templateId !== null;
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const saving = create.busy || update.busy;
  const form = useForm<FormValues, unknown, z.output<typeof createTemplateSchema>>({ resolver: zodResolver(createTemplateSchema), defaultValues: valuesOf() });
  const { errors } = form.formState;
  const key = templateId ?? "new";

  // The form starts from the template's current text once the page has read it (a new template: empty).
  const loaded = read?.template;
  useEffect(() => {
    if (open) form.reset(valuesOf(editing ? loaded : undefined));
  }, [open, editing, loaded, form]);

  const onSubmit = form.handleSubmit(async (input) => {
    const result = templateId ? await update.run({ templateId, ...input }) : await create.run(input);
    if (result?.ok) onOpenChange(false);
    else if (result) applyFieldErrors(form.setError, result.fieldErrors, FIELDS);
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Template" : "Create Template"}</DialogTitle>
          <DialogDescription>
            {editing
              ? `Saving makes version ${loaded ? nextVersion(loaded.version) : "…"}. Investors already reviewing keep the text they were given.`
              : "A new agreement template, version 1.0. Placeholders such as {{investor_name}}, {{company_name}} and {{effective_date}} are filled in at finalization."}
          </DialogDescription>
        </DialogHeader>
        {editing && read?.error ? (
          <LoadError message={read.error} onRetry={() => router.refresh()} />
        ) : editing && !loaded ? (
          <Spinner label="Loading template..." showLabel className="py-8" />
        ) : (
          <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={editing ? "Edit template" : "Create template"}>
            <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_16rem]">
              <FormField id={`template-title-${key}`} label="Title" error={errors.title?.message}>
                {(a11y) => <Input {...a11y} maxLength={TEMPLATE_TITLE_MAX} {...form.register("title")} />}
              </FormField>
              <Controller
                control={form.control}
                name="category"
                render={({ field }) => (
                  <ChoiceField id={`template-category-${key}`} label="Category" error={errors.category?.message} choices={CATEGORY_CHOICES} {...controlledChoice(field)} />
                )}
              />
            </div>
            <FormField id={`template-description-${key}`} label="Description" error={errors.description?.message}>
              {(a11y) => <Textarea {...a11y} rows={2} maxLength={TEMPLATE_DESCRIPTION_MAX} {...form.register("description")} />}
            </FormField>
            <FormField id={`template-content-${key}`} label="Agreement text" error={errors.content?.message} hint="Plain text; numbered sections on their own lines.">
              {(a11y) => <Textarea {...a11y} rows={14} maxLength={TEMPLATE_CONTENT_MAX} className="font-serif" {...form.register("content")} />}
            </FormField>
            <DialogFormFooter busy={saving} busyLabel="Saving..." submit={editing ? "Save Changes" : "Create Template"} />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
