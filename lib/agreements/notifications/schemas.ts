// Inputs of the notification calls. Client-safe.
import { z } from "zod";

export const NOTIFICATION_MESSAGE_MAX = 1000;

export const notifyVersionSchema = z.object({
  message: z
    .string({ error: "message is required" })
    .trim()
    .min(1, "message is required")
    .max(NOTIFICATION_MESSAGE_MAX, `message must be at most ${NOTIFICATION_MESSAGE_MAX} characters`),
});
export type NotifyVersionInput = z.infer<typeof notifyVersionSchema>;
