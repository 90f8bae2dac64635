// What User Management sends with a decision. Client-safe.
import { z } from "zod";

export const USER_STATUSES = ["pending", "approved", "denied"] as const;

/**
 * The status the screen showed when the employee decided: the move happens only from that status, so a
 * stale screen cannot overturn a colleague's decision. Optional for the spec's own client, which sends
 * no body.
 */
export const userDecisionSchema = z.object({ expectedStatus: z.enum(USER_STATUSES).optional() });
export type UserDecisionInput = z.infer<typeof userDecisionSchema>;

/** GET /api/users: every account by default (spec 1 §7), or one status (the task-assignee picker asks for approved). */
export const userListQuerySchema = z.object({
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(USER_STATUSES, { error: `Status must be one of ${USER_STATUSES.join(", ")}` }).optional()),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
