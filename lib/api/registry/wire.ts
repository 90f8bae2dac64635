// Shapes shared by several endpoints' responses, as they travel in JSON (dates as ISO text, money as
// exact decimal text).
import { z } from "zod";

export const isoDate = z.string().meta({ format: "date-time", description: "ISO 8601 timestamp" });
export const money = z.string().regex(/^-?\d+(\.\d{1,2})?$/).meta({ description: "Exact decimal text, e.g. \"1234.50\"" });
export const messageResponse = z.object({ message: z.string() });
export const errorResponse = z.object({
  error: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
