// The agreement screens' data as the browser receives it (dates as ISO strings): the route registry's
// response schemas, inferred, so the screens and the JSON API cannot drift apart.
import type { z } from "zod";
import type {
  notificationListSchema,
  replyWireSchema,
  templateSchema,
  templateSummarySchema,
  threadWireSchema,
  trackingRowSchema,
  versionDetailSchema,
  versionSummarySchema,
} from "@/lib/api/registry/agreements";

export type TemplateSummary = z.infer<typeof templateSummarySchema>;
export type TemplateDetail = z.infer<typeof templateSchema>;
/** The template editor the management page opened (`?edit=`): "new", or a template with its text or why it cannot be read. */
export type TemplateEdit = { id: string; template?: TemplateDetail; error?: string };
export type VersionSummary = z.infer<typeof versionSummarySchema>;
export type VersionDetail = z.infer<typeof versionDetailSchema>;
export type Thread = z.infer<typeof threadWireSchema>;
export type Reply = z.infer<typeof replyWireSchema>;
export type Person = Thread["author"];
export type TrackingRow = z.infer<typeof trackingRowSchema>;
export type NotificationList = z.infer<typeof notificationListSchema>;
export type NotificationItem = NotificationList["notifications"][number];
