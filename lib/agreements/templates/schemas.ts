// Template inputs (employees' create and edit forms, and the routes). Client-safe.
import { z } from "zod";
import { visibleText } from "@/lib/validation/visible-text";
import { TEMPLATE_CATEGORIES } from "@/lib/agreements/statuses";

export const TEMPLATE_TITLE_MAX = 200;
export const TEMPLATE_DESCRIPTION_MAX = 2000;
export const TEMPLATE_CONTENT_MAX = 200_000;

const title = visibleText("Title", z.string({ error: "Title is required" }).trim().min(1, "Title is required").max(TEMPLATE_TITLE_MAX, `Title must be at most ${TEMPLATE_TITLE_MAX} characters`));
const description = z
  .string({ error: "Description must be text" })
  .trim()
  .max(TEMPLATE_DESCRIPTION_MAX, `Description must be at most ${TEMPLATE_DESCRIPTION_MAX} characters`)
  .nullish()
  .transform((v) => v || null);
// Not trimmed: redline offsets count every character, and the text is kept exactly as written.
const content = visibleText(
  "Content",
  z
    .string({ error: "Content is required" })
    .max(TEMPLATE_CONTENT_MAX, `Content must be at most ${TEMPLATE_CONTENT_MAX.toLocaleString("en-US")} characters`)
    .refine((v) => v.trim() !== "", "Content is required"),
);
const category = z.enum(TEMPLATE_CATEGORIES, { error: `Category must be one of: ${TEMPLATE_CATEGORIES.join(", ")}` });

export const createTemplateSchema = z.object({ title, description, category, content });
export type CreateTemplateInput = z.infer<typeof createTemplateSchema>;

/** An edit replaces the text; the server bumps the version number. */
export const updateTemplateSchema = createTemplateSchema;
export type UpdateTemplateInput = z.infer<typeof updateTemplateSchema>;

export const templateActiveSchema = z.object({ isActive: z.boolean({ error: "isActive must be true or false" }) });
export type TemplateActiveInput = z.infer<typeof templateActiveSchema>;
