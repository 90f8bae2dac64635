"use client";
// The legal team's three template changes as server actions with their toasts: a success title, or a
// destructive 'Error' toast with the server's text. The editor's text is the page's read (`?edit=<id>`).
import { toast } from "@/components/ui/use-toast";
import { useAction } from "@/components/ui/use-action";
import { createTemplateAction } from "@/actions/agreements/create-template";
import { updateTemplateAction } from "@/actions/agreements/update-template";
import { setTemplateActiveAction } from "@/actions/agreements/set-template-active";

type Changed = { title: string; version: string; isActive: boolean };

export const useCreateTemplate = () =>
  useAction(createTemplateAction, { failure: "Error", onSuccess: (t: Changed) => toast({ title: "Template created", description: `${t.title}, version ${t.version}`, variant: "success" }) });

export const useUpdateTemplate = () =>
  useAction(updateTemplateAction, { failure: "Error", onSuccess: (t: Changed) => toast({ title: "Template updated", description: `${t.title} is now version ${t.version}`, variant: "success" }) });

export const useSetTemplateActive = () =>
  useAction(setTemplateActiveAction, { failure: "Error", onSuccess: (t: Changed) => toast({ title: t.isActive ? "Template activated" : "Template deactivated", description: t.title, variant: "success" }) });
