import { z } from "zod";
import { idParams } from "@/lib/params";
import { createTemplateSchema, templateActiveSchema, updateTemplateSchema } from "@/lib/agreements/templates/schemas";
import { assignTemplatesSchema, changeVersionStatusSchema, trackingQuerySchema, versionsQuerySchema } from "@/lib/agreements/versions/schemas";
import { createThreadSchema, replySchema, threadStatusSchema, threadsQuerySchema } from "@/lib/agreements/threads/schemas";
import { notifyVersionSchema } from "@/lib/agreements/notifications/schemas";
import { TEMPLATE_CATEGORIES, THREAD_STATUSES, THREAD_TYPES, VERSION_STATUSES } from "@/lib/agreements/statuses";
import { endpoint } from "@/lib/api/registry/endpoint";
import { isoDate, messageResponse } from "@/lib/api/registry/wire";

// The agreement review (spec 2 §3–§9): templates, each investor's version with its status workflow, redline
// threads and replies, and the bell's notifications. Calls both sides make are "signed-in" here: the
// services let the legal team (templates.negotiate) at every investor's versions and an investor
// (templates.review) at their own only (another's is 404).

const category = z.enum(TEMPLATE_CATEGORIES);
const versionStatus = z.enum(VERSION_STATUSES);
const person = z.object({ id: z.string(), username: z.string() });
const side = z.enum(["investor", "employee"]);

export const templateSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category,
  version: z.string(),
  isActive: z.boolean(),
  updatedAt: isoDate,
});
export const templateSchema = templateSummarySchema.extend({ content: z.string() });
const templateDetailSchema = templateSchema.extend({ contentType: z.string() });

export const versionSummarySchema = z.object({
  id: z.string(),
  templateId: z.string(),
  investorId: z.string(),
  status: versionStatus,
  templateVersion: z.string(),
  statusNote: z.string().nullable(),
  reviewStartedAt: isoDate.nullable(),
  redlineSubmittedAt: isoDate.nullable(),
  approvedAt: isoDate.nullable(),
  finalizedAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  template: z.object({ id: z.string(), title: z.string(), description: z.string().nullable(), category }),
});
export const versionDetailSchema = versionSummarySchema.extend({
  content: z.string(),
  investor: person,
  approver: z.string().nullable(),
  msaId: z.string().nullable(),
});

export const trackingRowSchema = z.object({
  id: z.string(),
  status: versionStatus,
  templateId: z.string(),
  investorId: z.string(),
  investor: person,
  template: z.object({ id: z.string(), title: z.string(), category: z.string(), version: z.string() }),
  approver: z.string().nullable(),
  reviewStartedAt: isoDate.nullable(),
  approvedAt: isoDate.nullable(),
  threadCount: z.number().int(),
  openThreadCount: z.number().int(),
  lastActivity: isoDate.nullable(),
});

export const replyWireSchema = z.object({ id: z.string(), text: z.string(), createdAt: isoDate, author: person, authorRole: side });
export const threadWireSchema = z.object({
  id: z.string(),
  versionId: z.string(),
  authorId: z.string(),
  authorRole: side,
  threadType: z.enum(THREAD_TYPES),
  selectedText: z.string(),
  startOffset: z.number().int(),
  endOffset: z.number().int(),
  comment: z.string(),
  suggestions: z.string().nullable(),
  sectionReference: z.string().nullable(),
  status: z.enum(THREAD_STATUSES),
  resolvedBy: z.string().nullable(),
  resolvedAt: isoDate.nullable(),
  createdAt: isoDate,
  author: person,
  replies: z.array(replyWireSchema),
});

export const notificationListSchema = z.object({
  unreadCount: z.number().int(),
  notifications: z.array(
    z.object({ id: z.string(), kind: z.string(), message: z.string(), link: z.string().nullable(), readAt: isoDate.nullable(), createdAt: isoDate }),
  ),
});

const TOTAL_HEADER = { "X-Total-Count": "Versions matching the filters, before paging" };

export const agreementEndpoints = {
  listTemplates: endpoint({
    method: "GET",
    path: "/api/templates",
    tag: "agreements",
    summary: "List templates",
    description: "Investors see the active templates; the legal team every template. Without the texts.",
    permission: "signed-in",
    response: { description: "The templates", schema: z.array(templateSummarySchema) },
  }),
  createTemplate: endpoint({
    method: "POST",
    idempotent: true,
    path: "/api/templates",
    tag: "agreements",
    summary: "Create a template",
    permission: "templates.manage",
    body: createTemplateSchema,
    response: { status: 201, description: "The new template", schema: templateSchema },
  }),
  getTemplate: endpoint({
    method: "GET",
    path: "/api/templates/{id}",
    tag: "agreements",
    summary: "One template with its text",
    description: "An inactive template is 404 for investors.",
    permission: "signed-in",
    params: idParams,
    response: { description: "The template", schema: templateDetailSchema },
  }),
  updateTemplate: endpoint({
    method: "PUT",
    path: "/api/templates/{id}",
    tag: "agreements",
    summary: "Edit a template",
    description: "Bumps the version number's minor part; versions already assigned keep the text they were given.",
    permission: "templates.manage",
    params: idParams,
    body: updateTemplateSchema,
    response: { description: "The template", schema: templateSchema },
  }),
  setTemplateActive: endpoint({
    method: "PATCH",
    path: "/api/templates/{id}/active",
    tag: "agreements",
    summary: "Activate or deactivate a template",
    description: "Inactive templates are neither listed for investors nor assignable.",
    permission: "templates.manage",
    params: idParams,
    body: templateActiveSchema,
    response: { description: "The template", schema: templateSchema },
  }),
  assign: endpoint({
    method: "POST",
    idempotent: true,
    path: "/api/templates/assign",
    tag: "agreements",
    summary: "Assign templates to an investor",
    description:
      "The legal team (templates.manage) assigns active templates to an approved investor, skipping those they have; an investor (templates.review) starts their own review, once (409 afterwards, 403 for anyone else).",
    permission: "signed-in",
    body: assignTemplatesSchema,
    response: {
      status: 201,
      description: "The versions made",
      schema: z.object({
        assigned: z.number().int(),
        versions: z.array(z.object({ id: z.string(), templateId: z.string(), investorId: z.string(), status: versionStatus, templateVersion: z.string(), createdAt: isoDate })),
      }),
    },
  }),
  listVersions: endpoint({
    method: "GET",
    path: "/api/templates/versions",
    tag: "agreements",
    summary: "One investor's template versions",
    description: "An investor reads their own (naming anyone else is 404); the legal team names the investor (400 without).",
    permission: "signed-in",
    query: versionsQuerySchema,
    response: { description: "The versions", schema: z.array(versionSummarySchema) },
  }),
  tracking: endpoint({
    method: "GET",
    path: "/api/templates/versions/tracking",
    tag: "agreements",
    summary: "Negotiation Tracker rows",
    description: "Every version with thread counts and last activity, filtered and paged; an investor sees only their own.",
    permission: "signed-in",
    query: trackingQuerySchema,
    response: { description: "One page of versions", schema: z.array(trackingRowSchema), headers: TOTAL_HEADER },
  }),
  getVersion: endpoint({
    method: "GET",
    path: "/api/templates/versions/{id}",
    tag: "agreements",
    summary: "An investor's version of a template, with its text",
    description: "The path's id is the template's id (spec 2 §7); `investor` as for the list.",
    permission: "signed-in",
    params: idParams,
    query: versionsQuerySchema,
    response: { description: "The version", schema: versionDetailSchema },
  }),
  changeStatus: endpoint({
    method: "PATCH",
    path: "/api/templates/versions/{id}/status",
    tag: "agreements",
    summary: "Move a version's status",
    description:
      "An investor may only mark their own assigned version as in review; every other move is the legal team's (403 for an investor). An illegal move is 409. A rejection needs a note. With `expectedStatus` (the status the screen showed), only from that status; a move to the status the version has is 409 either way, naming who moved it and when, and changes nothing.",
    permission: "signed-in",
    params: idParams,
    body: changeVersionStatusSchema,
    response: { description: "The version's new status", schema: z.object({ id: z.string(), status: versionStatus }) },
  }),
  notify: endpoint({
    method: "POST",
    idempotent: true,
    path: "/api/templates/versions/{id}/notify",
    tag: "agreements",
    summary: "Notify the version's investor",
    permission: "templates.negotiate",
    params: idParams,
    body: notifyVersionSchema,
    response: { description: "Stored for the investor's bell", schema: messageResponse },
  }),
  listThreads: endpoint({
    method: "GET",
    path: "/api/templates/threads",
    tag: "agreements",
    summary: "A version's redline threads",
    description: "In text order, each with its replies oldest first.",
    permission: "signed-in",
    query: threadsQuerySchema,
    response: { description: "The threads", schema: z.array(threadWireSchema) },
  }),
  createThread: endpoint({
    method: "POST",
    idempotent: true,
    path: "/api/templates/threads",
    tag: "agreements",
    summary: "Add a redline",
    description: "selectedText must equal the version's text between the offsets. The investor's first redline while reviewing moves the version to redlined.",
    permission: "signed-in",
    body: createThreadSchema,
    response: { status: 201, description: "The thread, and the version's status after it", schema: threadWireSchema.extend({ versionStatus }) },
  }),
  reply: endpoint({
    method: "POST",
    idempotent: true,
    path: "/api/templates/threads/{id}/replies",
    tag: "agreements",
    summary: "Reply on a thread",
    permission: "signed-in",
    params: idParams,
    body: replySchema,
    response: { status: 201, description: "The reply", schema: replyWireSchema.extend({ threadId: z.string() }) },
  }),
  threadStatus: endpoint({
    method: "PATCH",
    path: "/api/templates/threads/{id}/status",
    tag: "agreements",
    summary: "Mark a thread open, addressed, resolved or dismissed",
    description:
      "Not in the spec's table: the legal team or the version's investor. With `expectedStatus` (the status the screen showed), only from that status; the thread's current status again is 409 naming who set it and when.",
    permission: "signed-in",
    params: idParams,
    body: threadStatusSchema,
    response: {
      description: "The thread's status",
      schema: z.object({ id: z.string(), status: z.enum(THREAD_STATUSES), resolvedBy: z.string().nullable(), resolvedAt: isoDate.nullable() }),
    },
  }),
  notifications: endpoint({
    method: "GET",
    path: "/api/notifications",
    tag: "agreements",
    summary: "The caller's notifications",
    description: "The latest 20 and the unread count; only the caller's own.",
    permission: "signed-in",
    response: { description: "The bell", schema: notificationListSchema },
  }),
  markRead: endpoint({
    method: "POST",
    path: "/api/notifications/{id}/read",
    tag: "agreements",
    summary: "Mark one notification read",
    description: "Someone else's notification is 404.",
    permission: "signed-in",
    params: idParams,
    response: { description: "Marked", schema: messageResponse },
  }),
  markAllRead: endpoint({
    method: "POST",
    path: "/api/notifications/read-all",
    tag: "agreements",
    summary: "Mark all the caller's notifications read",
    permission: "signed-in",
    response: { description: "How many were unread", schema: z.object({ marked: z.number().int() }) },
  }),
};
