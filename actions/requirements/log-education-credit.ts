"use server";
import { action } from "@/lib/action";
import { educationCreditSchema } from "@/lib/requirements/credits/schemas";
import { logEducationCredit } from "@/lib/requirements/credits/service";

/** Log Credits (spec 2 §2): a new pending credit; a repeated submission answers the first credit. */
export const logEducationCreditAction = action({ permission: "education-credits.log", input: educationCreditSchema, idempotent: "education-credits.log" }, ({ user, input }) =>
  logEducationCredit(user, input),
);
