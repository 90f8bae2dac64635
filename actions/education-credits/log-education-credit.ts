"use server";
import { action } from "@/lib/action";
import { educationCreditSchema } from "@/lib/education-credits/schemas";
import { logEducationCredit } from "@/lib/education-credits/service";

/** Log Credits (spec 2 §2): a new pending credit; a repeated submission answers the first credit. */
export const logEducationCreditAction = action({ permission: "education-credits.log", input: educationCreditSchema, idempotent: "education-credits.log" }, ({ user, input }) =>
  logEducationCredit(user, input),
);
