"use client";
import { FilePlus2, Pencil } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { DataTable, type Column } from "@/components/ui/data-table";
import { categoryLabel } from "@/components/agreements/review/templates-tab";
import { TemplateDialog } from "@/components/agreements/templates/template-dialog";
import { useSetTemplateActive } from "@/components/agreements/templates/use-template-admin";
import type { TemplateEdit, TemplateSummary } from "@/components/agreements/types";
import { useUrlDialog } from "@/components/shared/use-url-dialog";
import { AssignTemplatesDialog, type AssignTemplateChoices } from "@/components/agreements/templates/assign-templates-dialog";

/**
 * The legal team's agreement templates (issue 12), as the page read them: every template with its category, version and whether
 * it is active; create, edit (the server bumps the version) and activate or deactivate. Inactive
 * templates are neither listed for investors nor assignable; versions already assigned carry on.
 */
export function TemplateManagement({ templates: rows, investors, edit = null }: { templates: TemplateSummary[]; investors: AssignTemplateChoices["investors"]; edit?: TemplateEdit | null }) {
  const setActive = useSetTemplateActive();
  // The editor is `?edit=`: null closed; "new": Create Template; an id: Edit Template.
  const { shown: editing, openDialog: setEditing, onOpenChange } = useUrlDialog(edit?.id ?? null, "edit");

  return (
    <section aria-labelledby="templates-title" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 id="templates-title" className="text-2xl font-semibold text-slate-900">
            Agreement Templates
          </h1>
          <p className="text-sm text-slate-600">The texts investors review. Editing a template makes a new version; investors already reviewing keep theirs.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <AssignTemplatesDialog investors={investors} templates={rows.filter((t) => t.isActive)} />
          <Button onClick={() => setEditing("new")}>
            <FilePlus2 aria-hidden />
            Create Template
          </Button>
        </div>
      </div>
      {rows.length === 0 ? (
        <EmptyState title="No templates yet" description="Create the first agreement template for investors to review." />
      ) : (
        <DataTable label="Agreement templates" rows={rows} rowKey={(t) => t.id} columns={templateColumns({ busy: setActive.busy, onEdit: setEditing, onActive: (t, isActive) => void setActive.run({ templateId: t.id, isActive }) })} />
      )}
      <TemplateDialog templateId={editing === "new" ? null : editing} open={editing !== null} onOpenChange={onOpenChange} read={edit?.id === editing ? edit : null} />
    </section>
  );
}

type Handlers = { busy: boolean; onEdit: (id: string) => void; onActive: (template: TemplateSummary, isActive: boolean) => void };

/** The columns; on a phone each template is a card with its buttons at the foot. */
function templateColumns(handlers: Handlers): Column<TemplateSummary>[] {
  return [
    {
      id: "title",
      header: "Title",
      card: "title",
      cell: (t) => (
        <>
          <div className="font-medium wrap-anywhere text-slate-900">{t.title}</div>
          {t.description && <div className="line-clamp-2 max-w-md text-xs wrap-anywhere text-slate-600">{t.description}</div>}
        </>
      ),
    },
    { id: "category", header: "Category", cell: (t) => categoryLabel(t.category) },
    { id: "version", header: "Version", className: "tabular-nums", cell: (t) => t.version },
    { id: "status", header: "Status", card: "badge", cell: (t) => (t.isActive ? <Badge>Active</Badge> : <Badge variant="secondary">Inactive</Badge>) },
    { id: "actions", header: "Actions", hiddenHeader: true, card: "actions", cell: (t) => <TemplateActions template={t} {...handlers} /> },
  ];
}

function TemplateActions({ template: t, busy, onEdit, onActive }: Handlers & { template: TemplateSummary }) {
  return (
    <div className="flex justify-end gap-2">
      <Button size="sm" variant="outline" onClick={() => onEdit(t.id)} aria-label={`Edit ${t.title}`}>
        <Pencil aria-hidden />
        Edit
      </Button>
      {t.isActive ? (
        // Deactivating stops new assignments and takes it off the investors' template list (not their
        // assigned versions: those go on as before): asked first.
        <ConfirmDialog
          title={`Deactivate ${t.title}?`}
          description="It can no longer be assigned, and it leaves the template list investors see. Investors it is already assigned to keep their versions and can go on reviewing, negotiating and signing them. You can activate it again later."
          confirm="Deactivate"
          onConfirm={() => onActive(t, false)}
          trigger={
            <Button size="sm" variant="outline" disabled={busy} aria-label={`Deactivate ${t.title}`}>
              Deactivate
            </Button>
          }
        />
      ) : (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onActive(t, true)} aria-label={`Activate ${t.title}`}>
          Activate
        </Button>
      )}
    </div>
  );
}
