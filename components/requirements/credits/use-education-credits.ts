"use client";
// The Education Credits Tracking dialog's writes (spec 2 §7) through server actions, and their toasts (§8).
import type { ActionOptions } from "@/lib/action";
import type { EducationCreditInput } from "@/lib/requirements/credits/schemas";
import { logEducationCreditAction } from "@/actions/requirements/log-education-credit";
import { updateEducationCreditAction } from "@/actions/requirements/update-education-credit";
import { deleteEducationCreditAction } from "@/actions/requirements/delete-education-credit";
import { useEntryAction } from "@/components/requirements/use-entry-action";

const updateCredit = ({ id, values }: { id: string; values: EducationCreditInput }, options?: ActionOptions) => updateEducationCreditAction({ id, ...values }, options);
const deleteCredit = (id: string, options?: ActionOptions) => deleteEducationCreditAction({ id }, options);

export const useLogCredit = () => useEntryAction(logEducationCreditAction, { success: "Education credits logged", failure: "Failed to log education credits" });
export const useUpdateCredit = () => useEntryAction(updateCredit, { success: "Education credits updated", failure: "Failed to update education credits" });
export const useDeleteCredit = () => useEntryAction(deleteCredit, { success: "Education credits deleted", failure: "Failed to delete education credits" });
