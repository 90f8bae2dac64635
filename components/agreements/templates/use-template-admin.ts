"use client";
// The legal team's template work: the text read when the editor opens (GET /api/templates/{id}: a dialog's
// on-open read, not the page's), and the three changes as server actions with their toasts: a success
// title, or a destructive 'Error' toast with the server's text.
import { useQuery } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";
import { agreementCall, agreementKeys, enc } from "@/components/agreements/api";
import type { TemplateDetail } from "@/components/agreements/types";
import { createTemplateAction } from "@/actions/agreements/create-template";
import { updateTemplateAction } from "@/actions/agreements/update-template";
import { setTemplateActiveAction } from "@/actions/agreements/set-template-active";

/** One template with its text, for the edit form (read when the form opens). */
export function useTemplateDetail(id: string | null) {
  return useQuery({
    queryKey: [...agreementKeys.templates(), id],
    queryFn: ({ signal }) => agreementCall<TemplateDetail>("GET", `/api/templates/${enc(id!)}`, "Failed to fetch template", undefined, signal),
    enabled: id !== null,
    // The text must be the latest when an edit starts: another employee may have just changed it.
    staleTime: 0,
  });
}

type Changed = { title: string; version: string; isActive: boolean };

export const useCreateTemplate = () =>
  useAction(createTemplateAction, { failure: "Error", onSuccess: (t: Changed) => toast({ title: "Template created", description: `${t.title}, version ${t.version}`, variant: "success" }) });

export const useUpdateTemplate = () =>
  useAction(updateTemplateAction, { failure: "Error", onSuccess: (t: Changed) => toast({ title: "Template updated", description: `${t.title} is now version ${t.version}`, variant: "success" }) });

export const useSetTemplateActive = () =>
  useAction(setTemplateActiveAction, { failure: "Error", onSuccess: (t: Changed) => toast({ title: t.isActive ? "Template activated" : "Template deactivated", description: t.title, variant: "success" }) });
