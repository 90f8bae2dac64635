"use client";
// The Service Hours Tracking dialog's writes (spec 2 §7) through server actions, an evidence file uploaded first.
import type { ActionOptions } from "@/lib/action";
import type { ServiceHoursInput } from "@/lib/requirements/hours/schemas";
import { logServiceHoursAction } from "@/actions/requirements/log-service-hours";
import { updateServiceHoursAction } from "@/actions/requirements/update-service-hours";
import { deleteServiceHoursAction } from "@/actions/requirements/delete-service-hours";
import { uploadEvidence } from "@/components/requirements/hours/upload-evidence";

export type HoursFormValues = Omit<ServiceHoursInput, "evidenceFilePath"> & { evidenceFile: File | null; removeEvidence: boolean };

/** Where a submission reports the evidence upload's progress (0–1 of its bytes). */
type Progress = { onProgress?: (fraction: number) => void };

/** The fields the action expects: the evidence file uploaded first; on an edit, null removes it and absent keeps it. */
async function fields({ evidenceFile, removeEvidence, ...rest }: HoursFormValues, { onProgress }: Progress) {
  if (evidenceFile) {
    const upload = await uploadEvidence(evidenceFile, onProgress);
    return upload.ok ? { ok: true as const, data: { ...rest, evidenceFilePath: upload.filePath } } : upload;
  }
  return { ok: true as const, data: removeEvidence ? { ...rest, evidenceFilePath: null } : rest };
}

// Upload and save are one submission: one busy state, one idempotency key for the save.
export async function logHours({ values, ...progress }: { values: HoursFormValues } & Progress, options?: ActionOptions) {
  const body = await fields(values, progress);
  return body.ok ? logServiceHoursAction(body.data, options) : body;
}

export async function updateHours({ id, values, ...progress }: { id: string; values: HoursFormValues } & Progress, options?: ActionOptions) {
  const body = await fields(values, progress);
  return body.ok ? updateServiceHoursAction({ id, ...body.data }, options) : body;
}

export const deleteHours = (id: string, options?: ActionOptions) => deleteServiceHoursAction({ id }, options);
