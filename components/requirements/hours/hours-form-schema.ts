import { z } from "zod";
import { serviceHoursSchema } from "@/lib/requirements/hours/schemas";
import { evidenceProblem } from "@/components/requirements/hours/upload-evidence";

// The server's schema, with the evidence as a picked file (uploaded on submit) instead of its path.
export const formSchema = serviceHoursSchema.omit({ evidenceFilePath: true }).extend({
  evidenceFile: z.custom<File | null>().superRefine((file, ctx) => {
    const problem = file ? evidenceProblem(file) : null;
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
  removeEvidence: z.boolean(),
});

export type HoursFormInput = z.input<typeof formSchema>;
