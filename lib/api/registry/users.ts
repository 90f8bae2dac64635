import { z } from "zod";
import { idParams } from "@/lib/params";
import { endpoint } from "@/lib/api/registry/endpoint";
import { userSchema } from "@/lib/api/registry/auth";
import { userDecisionSchema, userListQuerySchema } from "@/lib/users/schemas";

/** A row of GET /api/admin/users: the account, and whether it has a second factor to reset. */
export const managedUserSchema = userSchema.extend({
  secondFactor: z.boolean().meta({ description: "Whether the account has a second factor (issue 32): User Management offers a reset" }),
});

export const userEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/users",
    tag: "users",
    summary: "Every account, or those of one status",
    description: "The task-assignee (`status=approved`) and course-assignee pickers read this list.",
    permission: "users.read",
    query: userListQuerySchema,
    response: { description: "Accounts, newest first", schema: z.array(userSchema) },
  }),
  adminList: endpoint({
    method: "GET",
    path: "/api/admin/users",
    tag: "users",
    summary: "Every account (User Management)",
    permission: "users.read",
    response: { description: "Accounts, newest first", schema: z.array(managedUserSchema) },
  }),
  approve: endpoint({
    method: "POST",
    path: "/api/admin/users/{id}/approve",
    tag: "users",
    summary: "Approve an account",
    description:
      "With `expectedStatus` (the status the screen showed), only from that status: 409 'This account was already … by …' otherwise. Asks again when the session's last check (sign-in, or POST /api/auth/reauth) is more than 15 minutes old: 403 `{error, reauth: true}`.",
    permission: "users.approve",
    params: idParams,
    body: userDecisionSchema,
    response: { description: "The account", schema: userSchema },
  }),
  deny: endpoint({
    method: "POST",
    path: "/api/admin/users/{id}/deny",
    tag: "users",
    summary: "Deny an account, or revoke an approved one's access",
    description: "Ends every session the account holds. With `expectedStatus` (the status the screen showed), only from that status: 409 'This account was already … by …' otherwise.",
    permission: "users.approve",
    params: idParams,
    body: userDecisionSchema,
    response: { description: "The account", schema: userSchema },
  }),
};
