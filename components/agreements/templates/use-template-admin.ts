"use client";
// The legal team's template calls (GET/POST /api/templates, GET/PUT /api/templates/{id},
// PATCH /api/templates/{id}/active) with their toasts: a success title, or a destructive 'Error' toast
// with the server's text, else the call's default. Every change reloads the agreement views.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { agreementCall, agreementKeys, enc } from "@/components/agreements/api";
import type { TemplateSummary } from "@/components/agreements/types";
import type { CreateTemplateInput } from "@/lib/agreements/templates/schemas";

export type TemplateDetail = TemplateSummary & { content: string };

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

function useTemplateChange<V>(run: (vars: V) => Promise<TemplateSummary>, success: (t: TemplateSummary) => { title: string; description?: string }) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (t) => toast({ ...success(t), variant: "success" }),
    onError: (err) => toast({ title: "Error", description: err.message, variant: "destructive" }),
    onSettled: () => qc.invalidateQueries({ queryKey: agreementKeys.all }),
  });
}

export function useCreateTemplate() {
  return useTemplateChange(
    (input: CreateTemplateInput) => agreementCall<TemplateSummary>("POST", "/api/templates", "Failed to create template", input),
    (t) => ({ title: "Template created", description: `${t.title}, version ${t.version}` }),
  );
}

export function useUpdateTemplate() {
  return useTemplateChange(
    ({ id, input }: { id: string; input: CreateTemplateInput }) => agreementCall<TemplateSummary>("PUT", `/api/templates/${enc(id)}`, "Failed to update template", input),
    (t) => ({ title: "Template updated", description: `${t.title} is now version ${t.version}` }),
  );
}

export function useSetTemplateActive() {
  return useTemplateChange(
    ({ id, isActive }: { id: string; isActive: boolean }) => agreementCall<TemplateSummary>("PATCH", `/api/templates/${enc(id)}/active`, "Failed to update template", { isActive }),
    (t) => ({ title: t.isActive ? "Template activated" : "Template deactivated", description: t.title }),
  );
}
