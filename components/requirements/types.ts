// The requirement's progress as the browser receives it (GET /api/requirements/progress), shared by the
// plan and the education-credits dialog.
import type { z } from "zod";
import type { requirementsProgressSchema } from "@/lib/api/registry/requirements";

export type RequirementsProgressData = z.output<typeof requirementsProgressSchema>;
