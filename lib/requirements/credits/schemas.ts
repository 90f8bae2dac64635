// Education credits (spec 2 §3, §5): one schema for the Log Credits form and the routes. Client-safe.
import { z } from "zod";
import { LEARNING_CATEGORIES } from "@/lib/requirements/categories";
import { decimalHoursSchema, pastDateSchema, requiredText } from "@/lib/requirements/schemas";

export const CREDIT_DESCRIPTION_MAX = 2000;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

export const educationCreditSchema = z.object({
  courseName: requiredText("Course name", 200),
  provider: requiredText("Provider", 200),
  // Spec 2 §5: at least 0 in steps of 0.1; Decimal(5,2) holds at most 999.9 on that step.
  creditHours: decimalHoursSchema({ label: "Credit hours", min: 0, minInclusive: true, max: 99990, step: 10 }),
  completionDate: pastDateSchema("Completion date"),
  description: optionalText("Description", CREDIT_DESCRIPTION_MAX),
  category: z.enum(LEARNING_CATEGORIES, { error: `Category must be one of ${LEARNING_CATEGORIES.join(", ")}` }).default("other"),
});
export type EducationCreditInput = z.infer<typeof educationCreditSchema>;
