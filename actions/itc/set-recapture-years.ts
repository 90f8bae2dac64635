"use server";
import { z } from "zod";
import { action } from "@/lib/action";
import { SETTINGS } from "@/lib/settings/definitions";
import { setSetting } from "@/lib/settings/service";

const recaptureYearsSchema = z.object({ years: SETTINGS["itc.recaptureYears"].schema });

/** The §30C recapture window in years (a firm-wide setting, audited); employees who edit projects set it. */
export const setRecaptureYearsAction = action({ permission: "projects.write", input: recaptureYearsSchema }, async ({ user, input }) => ({
  years: await setSetting(user.id, "itc.recaptureYears", input.years),
}));
