import type { AccessRow, Cast, ActionRow } from "@/test/access/types";
import { GET as listTemplates, POST as createTemplate } from "@/app/api/templates/route";
import { GET as getTemplate, PUT as editTemplate } from "@/app/api/templates/[id]/route";
import { PATCH as setActive } from "@/app/api/templates/[id]/active/route";
import { POST as assign } from "@/app/api/templates/assign/route";
import { GET as listVersions } from "@/app/api/templates/versions/route";
import { GET as getVersion } from "@/app/api/templates/versions/[id]/route";
import { GET as tracking } from "@/app/api/templates/versions/tracking/route";
import { PATCH as versionStatus } from "@/app/api/templates/versions/[id]/status/route";
import { POST as notify } from "@/app/api/templates/versions/[id]/notify/route";
import { GET as listThreads, POST as createThread } from "@/app/api/templates/threads/route";
import { POST as reply } from "@/app/api/templates/threads/[id]/replies/route";
import { PATCH as threadStatus } from "@/app/api/templates/threads/[id]/status/route";
import { GET as notifications } from "@/app/api/notifications/route";
import { POST as markRead } from "@/app/api/notifications/[id]/read/route";
import { POST as markAll } from "@/app/api/notifications/read-all/route";
import { startTemplateReviewAction } from "@/actions/agreements/start-template-review";
import { assignTemplatesAction } from "@/actions/agreements/assign-templates";
import { changeVersionStatusAction } from "@/actions/agreements/change-version-status";
import { notifyInvestorAction } from "@/actions/agreements/notify-investor";
import { createThreadAction } from "@/actions/agreements/create-thread";
import { addReplyAction } from "@/actions/agreements/add-reply";
import { setThreadStatusAction } from "@/actions/agreements/set-thread-status";
import { createTemplateAction } from "@/actions/agreements/create-template";
import { updateTemplateAction } from "@/actions/agreements/update-template";
import { setTemplateActiveAction } from "@/actions/agreements/set-template-active";
import { markNotificationReadAction } from "@/actions/agreements/mark-notification-read";
import { markAllNotificationsReadAction } from "@/actions/agreements/mark-all-notifications-read";
import { getDb } from "@/lib/db";
import { NOTIFY_MESSAGE } from "@/lib/agreements/statuses";
import { makeTemplate, makeVersion, SELECTION } from "@/test/factories/agreements";

// Calls both sides make are "signed-in" (the services hold templates.negotiate and templates.review apart).
// Records belong to `external`: `otherExternal` must get 404 for them, as if they did not exist.
const OWN_VERSION = { permission: "signed-in", overrides: { otherExternal: 404 } } as const;
const template = { title: "Matrix Template", category: "compliance", content: "1. TERMS\nMatrix text." };
const templateId = async () => ({ params: { id: (await makeTemplate()).id } });
const version = async (cast: Cast, status: "assigned" | "reviewing" | "redlined" = "assigned") => makeVersion(cast.external.id, status);
const notification = async (cast: Cast) => (await getDb()).notification.create({ data: { userId: cast.external.id, kind: "test", message: "Matrix" } });
const thread = async (cast: Cast) => {
  const v = await version(cast, "reviewing");
  return (await getDb()).redlineThread.create({ data: { versionId: v.id, authorId: cast.external.id, authorRole: "investor", comment: "Matrix", ...SELECTION } });
};

export const agreementRows: AccessRow[] = [
  { name: "GET /api/templates", handler: listTemplates, permission: "signed-in" },
  { name: "POST /api/templates", handler: createTemplate, setup: async () => ({ body: template }), permission: "templates.manage" },
  { name: "GET /api/templates/{id}", handler: getTemplate, setup: templateId, permission: "signed-in" },
  { name: "PUT /api/templates/{id}", handler: editTemplate, setup: async () => ({ ...(await templateId()), body: template }), permission: "templates.manage" },
  { name: "PATCH /api/templates/{id}/active", handler: setActive, setup: async () => ({ ...(await templateId()), body: { isActive: true } }), permission: "templates.manage" },
  // Starting the review is for oneself only: `external` names `otherExternal` and is refused.
  {
    name: "POST /api/templates/assign",
    handler: assign,
    setup: async (cast) => ({ body: { investorId: cast.otherExternal.id, templateIds: [(await makeTemplate()).id] } }),
    permission: "signed-in",
    overrides: { external: 403 },
  },
  { name: "GET /api/templates/versions", handler: listVersions, setup: async (cast) => ({ url: `/api/templates/versions?investor=${cast.external.id}` }), ...OWN_VERSION },
  {
    name: "GET /api/templates/versions/{id} (a template id)",
    handler: getVersion,
    setup: async (cast) => {
      const v = await version(cast);
      return { params: { id: v.templateId }, url: `/api/templates/versions/${v.templateId}?investor=${cast.external.id}` };
    },
    ...OWN_VERSION,
  },
  { name: "GET /api/templates/versions/tracking", handler: tracking, setup: async (cast) => ({ url: `/api/templates/versions/tracking?investor=${cast.external.id}` }), ...OWN_VERSION },
  {
    name: "PATCH /api/templates/versions/{id}/status",
    handler: versionStatus,
    setup: async (cast) => ({ params: { id: (await version(cast)).id }, body: { status: "reviewing" } }),
    ...OWN_VERSION,
  },
  {
    name: "POST /api/templates/versions/{id}/notify",
    handler: notify,
    setup: async (cast) => ({ params: { id: (await version(cast)).id }, body: { message: NOTIFY_MESSAGE } }),
    permission: "templates.negotiate",
  },
  { name: "GET /api/templates/threads", handler: listThreads, setup: async (cast) => ({ url: `/api/templates/threads?versionId=${(await version(cast)).id}` }), ...OWN_VERSION },
  {
    name: "POST /api/templates/threads",
    handler: createThread,
    setup: async (cast) => ({ body: { templateVersionId: (await version(cast, "reviewing")).id, ...SELECTION, comment: "Matrix" } }),
    ...OWN_VERSION,
  },
  { name: "POST /api/templates/threads/{id}/replies", handler: reply, setup: async (cast) => ({ params: { id: (await thread(cast)).id }, body: { text: "Matrix reply" } }), ...OWN_VERSION },
  { name: "PATCH /api/templates/threads/{id}/status", handler: threadStatus, setup: async (cast) => ({ params: { id: (await thread(cast)).id }, body: { status: "addressed" } }), ...OWN_VERSION },
  { name: "GET /api/notifications", handler: notifications, permission: "signed-in" },
  {
    name: "POST /api/notifications/{id}/read",
    handler: markRead,
    setup: async (cast) => ({ params: { id: (await notification(cast)).id } }),
    permission: "signed-in",
    overrides: { otherExternal: 404, employee: 404 },
  },
  { name: "POST /api/notifications/read-all", handler: markAll, permission: "signed-in" },
];

/** The server actions of this feature (docs/decisions/0004): one row per exported …Action. */
// Each mirrors its route twin's row above: the same permission, the same 404 for another investor's record.
export const agreementActionRows: ActionRow[] = [
  {
    // Self-service: each call starts a review afresh (an earlier one, the route row's included, is removed), and
    // `external` naming `otherExternal` is refused as on the route.
    name: "startTemplateReviewAction",
    action: startTemplateReviewAction,
    input: async (cast) => {
      await (await getDb()).investorTemplateVersion.deleteMany({ where: { investorId: cast.otherExternal.id } });
      return { investorId: cast.otherExternal.id, templateIds: [(await makeTemplate()).id] };
    },
    permission: "signed-in",
    overrides: { external: 403 },
  },
  { name: "changeVersionStatusAction", action: changeVersionStatusAction, input: async (cast) => ({ versionId: (await version(cast)).id, status: "reviewing" }), ...OWN_VERSION },
  // Every move but Mark as In Review is the legal team's: the version's own investor is refused.
  {
    name: "changeVersionStatusAction (approve)",
    action: changeVersionStatusAction,
    input: async (cast) => ({ versionId: (await version(cast, "reviewing")).id, status: "approved", note: "Matrix" }),
    permission: "signed-in",
    overrides: { external: 403, otherExternal: 404 },
  },
  {
    name: "changeVersionStatusAction (reject)",
    action: changeVersionStatusAction,
    input: async (cast) => ({ versionId: (await version(cast, "redlined")).id, status: "rejected", note: "Matrix" }),
    permission: "signed-in",
    overrides: { external: 403, otherExternal: 404 },
  },
  { name: "notifyInvestorAction", action: notifyInvestorAction, input: async (cast) => ({ versionId: (await version(cast)).id, message: NOTIFY_MESSAGE }), permission: "templates.negotiate" },
  { name: "createThreadAction", action: createThreadAction, input: async (cast) => ({ templateVersionId: (await version(cast, "reviewing")).id, ...SELECTION, comment: "Matrix" }), ...OWN_VERSION },
  { name: "addReplyAction", action: addReplyAction, input: async (cast) => ({ threadId: (await thread(cast)).id, text: "Matrix reply" }), ...OWN_VERSION },
  { name: "setThreadStatusAction", action: setThreadStatusAction, input: async (cast) => ({ threadId: (await thread(cast)).id, status: "addressed" }), ...OWN_VERSION },
  // The legal team assigns to an investor (a fresh template each call, so every allowed caller assigns one).
  {
    name: "assignTemplatesAction",
    action: assignTemplatesAction,
    input: async (cast) => ({ investorId: cast.otherExternal.id, templateIds: [(await makeTemplate()).id], notes: "Please start with this one." }),
    permission: "templates.manage",
  },
  { name: "createTemplateAction", action: createTemplateAction, input: async () => template, permission: "templates.manage" },
  { name: "updateTemplateAction", action: updateTemplateAction, input: async () => ({ templateId: (await makeTemplate()).id, ...template }), permission: "templates.manage" },
  { name: "setTemplateActiveAction", action: setTemplateActiveAction, input: async () => ({ templateId: (await makeTemplate()).id, isActive: false }), permission: "templates.manage" },
  {
    name: "markNotificationReadAction",
    action: markNotificationReadAction,
    input: async (cast) => ({ notificationId: (await notification(cast)).id }),
    permission: "signed-in",
    overrides: { otherExternal: 404, employee: 404 },
  },
  { name: "markAllNotificationsReadAction", action: markAllNotificationsReadAction, input: async () => ({}), permission: "signed-in" },
];
