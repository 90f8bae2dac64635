"use client";
// The Education Credits Tracking dialog's calls (spec 2 §7) and their toasts (§8).
import { apiRequest } from "@/lib/client/api";
import type { EducationCreditInput } from "@/lib/education-credits/schemas";
import { useEntryMutation } from "@/components/requirements/use-entry-mutation";
import type { EducationCredit } from "@/components/education-credits/types";

const path = (id: string) => `/api/education-credits/${encodeURIComponent(id)}`;

export function useLogCredit() {
  return useEntryMutation((values: EducationCreditInput) => apiRequest<EducationCredit>("POST", "/api/education-credits", values), {
    success: "Education credits logged",
    failure: "Failed to log education credits",
  });
}

export function useUpdateCredit() {
  return useEntryMutation(({ id, values }: { id: string; values: EducationCreditInput }) => apiRequest<EducationCredit>("PUT", path(id), values), {
    success: "Education credits updated",
    failure: "Failed to update education credits",
  });
}

export function useDeleteCredit() {
  return useEntryMutation((id: string) => apiRequest("DELETE", path(id)), { success: "Education credits deleted", failure: "Failed to delete education credits" });
}
