"use client";
// The Service Hours Tracking dialog's calls (spec 2 §7) and their toasts (§8).
import { apiRequest } from "@/lib/client/api";
import type { ServiceHoursInput } from "@/lib/service-hours/schemas";
import { useEntryMutation } from "@/components/requirements/use-entry-mutation";
import { uploadEvidence } from "@/components/service-hours/upload-evidence";
import type { ServiceHoursEntry } from "@/components/service-hours/types";

export type HoursFormValues = Omit<ServiceHoursInput, "evidenceFilePath"> & { evidenceFile: File | null; removeEvidence: boolean };

const path = (id: string) => `/api/service-hours/${encodeURIComponent(id)}`;

/** The body the server expects: the evidence file uploaded first; on an edit, null removes it and absent keeps it. */
async function body({ evidenceFile, removeEvidence, ...fields }: HoursFormValues) {
  if (evidenceFile) return { ...fields, evidenceFilePath: await uploadEvidence(evidenceFile) };
  return removeEvidence ? { ...fields, evidenceFilePath: null } : fields;
}

export function useLogHours() {
  return useEntryMutation(async (values: HoursFormValues) => apiRequest<ServiceHoursEntry>("POST", "/api/service-hours", await body(values)), {
    success: "Service hours logged",
    failure: "Failed to log service hours",
  });
}

export function useUpdateHours() {
  return useEntryMutation(async ({ id, values }: { id: string; values: HoursFormValues }) => apiRequest<ServiceHoursEntry>("PUT", path(id), await body(values)), {
    success: "Service hours updated",
    failure: "Failed to update service hours",
  });
}

export function useDeleteHours() {
  return useEntryMutation((id: string) => apiRequest("DELETE", path(id)), { success: "Service hours deleted", failure: "Failed to delete service hours" });
}
