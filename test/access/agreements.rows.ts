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
import { getDb } from "@/lib/db";
import { NOTIFY_MESSAGE } from "@/lib/agreements/statuses";
import { makeTemplate, makeVersion, SELECTION } from "@/test/factories/agreements";

// Calls both sides make are "signed-in" (the services hold templates.negotiate and templates.review apart).
// Records belong to `external`: `otherExternal` must get 404 for them, as if they did not exist.
const OWN_VERSION = { permission: "signed-in", overrides: { otherExternal: 404 } } as const;
const template = { title: "Matrix Template", category: "compliance", content: "1. TERMS\nMatrix text." };
const templateId = async () => ({ params: { id: (await makeTemplate()).id } });
const version = async (cast: Cast, status: "assigned" | "reviewing" = "assigned") => makeVersion(cast.external.id, status);
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
    setup: async (cast) => ({ params: { id: (await (await getDb()).notification.create({ data: { userId: cast.external.id, kind: "test", message: "Matrix" } })).id } }),
    permission: "signed-in",
    overrides: { otherExternal: 404, employee: 404 },
  },
  { name: "POST /api/notifications/read-all", handler: markAll, permission: "signed-in" },
];

/** The server actions of this feature (docs/decisions/0004): one row per exported …Action. */
export const agreementActionRows: ActionRow[] = [];
