"use server";
import { action } from "@/lib/action";
import { legalProfileSchema } from "@/lib/legal-profile/schemas";
import { updateLegalProfile } from "@/lib/legal-profile/service";

/** The legal profile form: PUT /api/profile/legal's service. */
export const updateLegalProfileAction = action({ permission: "legal-profile.manage", input: legalProfileSchema }, ({ user, input }) => updateLegalProfile(user, input));
