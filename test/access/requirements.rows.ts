// Service hours, education credits, requirements progress, the review queues and the year-end export.
// Entries made in setup belong to `external`: another investor gets 404; employees lack the .log
// permissions (403) and review through the admin routes instead. Each call gets fresh entries, so one caller's change cannot turn
// the next caller's call into a 409.
import type { AccessRow, Cast, ActionRow } from "@/test/access/types";
import { GET as listHours, POST as logHours } from "@/app/api/service-hours/route";
import { DELETE as deleteHours, PUT as editHours } from "@/app/api/service-hours/[id]/route";
import { GET as hoursSummary } from "@/app/api/service-hours/summary/route";
import { GET as evidence } from "@/app/api/service-hours/[id]/evidence/route";
import { POST as evidenceUpload } from "@/app/api/service-hours/evidence-upload/route";
import { GET as listCredits, POST as logCredit } from "@/app/api/education-credits/route";
import { DELETE as deleteCredit, PUT as editCredit } from "@/app/api/education-credits/[id]/route";
import { GET as creditsSummary } from "@/app/api/education-credits/summary/route";
import { GET as serviceProgress } from "@/app/api/requirements/service-progress/route";
import { GET as progress } from "@/app/api/requirements/progress/route";
import { GET as monthly } from "@/app/api/requirements/monthly/route";
import { GET as exportCsv } from "@/app/api/requirements/export/route";
import { GET as hoursQueue } from "@/app/api/admin/service-hours/route";
import { POST as approveHours } from "@/app/api/admin/service-hours/[id]/approve/route";
import { POST as rejectHours } from "@/app/api/admin/service-hours/[id]/reject/route";
import { POST as bulkHours } from "@/app/api/admin/service-hours/bulk-approve/route";
import { GET as creditsQueue } from "@/app/api/admin/education-credits/route";
import { POST as approveCredit } from "@/app/api/admin/education-credits/[id]/approve/route";
import { POST as rejectCredit } from "@/app/api/admin/education-credits/[id]/reject/route";
import { POST as bulkCredits } from "@/app/api/admin/education-credits/bulk-approve/route";
import { GET as investorProgress } from "@/app/api/admin/requirements/progress/route";
import { getStorage } from "@/lib/storage";
import { minimalPdf } from "@/lib/storage/test-files";
import { newStorageKey } from "@/lib/storage/keys";
import { EVIDENCE_PURPOSE } from "@/lib/requirements/hours/evidence";
import { getDb } from "@/lib/db";
import { day, makeCredit, makeServiceHours } from "@/test/factories/requirements";
import { logServiceHoursAction } from "@/actions/requirements/log-service-hours";
import { updateServiceHoursAction } from "@/actions/requirements/update-service-hours";
import { deleteServiceHoursAction } from "@/actions/requirements/delete-service-hours";
import { requestEvidenceUploadAction } from "@/actions/requirements/request-evidence-upload";
import { approveServiceHoursAction } from "@/actions/requirements/approve-service-hours";
import { rejectServiceHoursAction } from "@/actions/requirements/reject-service-hours";
import { bulkApproveServiceHoursAction } from "@/actions/requirements/bulk-approve-service-hours";
import { logEducationCreditAction } from "@/actions/requirements/log-education-credit";
import { updateEducationCreditAction } from "@/actions/requirements/update-education-credit";
import { deleteEducationCreditAction } from "@/actions/requirements/delete-education-credit";
import { approveEducationCreditAction } from "@/actions/requirements/approve-education-credit";
import { rejectEducationCreditAction } from "@/actions/requirements/reject-education-credit";
import { bulkApproveEducationCreditsAction } from "@/actions/requirements/bulk-approve-education-credits";

const NOT_ANOTHER_INVESTORS = { otherExternal: 404 } as const;

const hoursBody = { serviceDate: day("03-03"), hours: "1.5", category: "monitoring", description: "Read the monthly uptime report" };
const creditBody = { courseName: "Battery safety", provider: "EV Institute", creditHours: "2", completionDate: day("04-04") };

const ownHours = async (cast: Cast) => ({ params: { id: (await makeServiceHours(cast.external.id)).id } });
const ownCredit = async (cast: Cast) => ({ params: { id: (await makeCredit(cast.external.id)).id } });

/** An entry of `external` with a real evidence PDF behind it. */
async function hoursWithEvidence(cast: Cast) {
  const key = newStorageKey({ purpose: EVIDENCE_PURPOSE, ownerId: cast.external.id, fileName: "minutes.pdf" });
  await getStorage().put(key, minimalPdf(), { contentType: "application/pdf" });
  const entry = await makeServiceHours(cast.external.id);
  await (await getDb()).serviceHours.update({ where: { id: entry.id }, data: { evidenceKey: key, evidenceFileName: "minutes.pdf", evidenceContentType: "application/pdf", evidenceSize: 1 } });
  return { params: { id: entry.id } };
}

export const requirementRows: AccessRow[] = [
  { name: "GET /api/service-hours", handler: listHours, permission: "service-hours.log" },
  { name: "POST /api/service-hours", handler: logHours, setup: async () => ({ body: hoursBody }), permission: "service-hours.log" },
  { name: "PUT /api/service-hours/{id}", handler: editHours, setup: async (cast) => ({ ...(await ownHours(cast)), body: hoursBody }), permission: "service-hours.log", overrides: NOT_ANOTHER_INVESTORS },
  { name: "DELETE /api/service-hours/{id}", handler: deleteHours, setup: ownHours, permission: "service-hours.log", overrides: NOT_ANOTHER_INVESTORS },
  { name: "GET /api/service-hours/summary", handler: hoursSummary, permission: "service-hours.log" },
  { name: "GET /api/service-hours/{id}/evidence", handler: evidence, setup: hoursWithEvidence, permission: "signed-in", overrides: NOT_ANOTHER_INVESTORS },
  {
    name: "POST /api/service-hours/evidence-upload",
    handler: evidenceUpload,
    setup: async () => ({ body: { fileName: "minutes.pdf", fileSize: 1000, contentType: "application/pdf" } }),
    permission: "service-hours.log",
  },
  { name: "GET /api/education-credits", handler: listCredits, permission: "education-credits.log" },
  { name: "POST /api/education-credits", handler: logCredit, setup: async () => ({ body: creditBody }), permission: "education-credits.log" },
  { name: "PUT /api/education-credits/{id}", handler: editCredit, setup: async (cast) => ({ ...(await ownCredit(cast)), body: creditBody }), permission: "education-credits.log", overrides: NOT_ANOTHER_INVESTORS },
  { name: "DELETE /api/education-credits/{id}", handler: deleteCredit, setup: ownCredit, permission: "education-credits.log", overrides: NOT_ANOTHER_INVESTORS },
  { name: "GET /api/education-credits/summary", handler: creditsSummary, permission: "education-credits.log" },
  { name: "GET /api/requirements/service-progress", handler: serviceProgress, permission: "service-hours.log" },
  { name: "GET /api/requirements/progress", handler: progress, permission: "service-hours.log" },
  { name: "GET /api/requirements/monthly", handler: monthly, permission: "service-hours.log" },
  // An investor exports their own year; a reviewer must name the investor.
  { name: "GET /api/requirements/export", handler: exportCsv, permission: "signed-in", overrides: { employee: 404 } },
  {
    name: "GET /api/requirements/export?investor=",
    handler: exportCsv,
    setup: async (cast) => ({ url: `/api/requirements/export?investor=${cast.external.id}` }),
    permission: "signed-in",
    overrides: NOT_ANOTHER_INVESTORS,
  },
  { name: "GET /api/admin/service-hours", handler: hoursQueue, permission: "service-hours.review" },
  { name: "POST /api/admin/service-hours/{id}/approve", handler: approveHours, setup: ownHours, permission: "service-hours.review" },
  { name: "POST /api/admin/service-hours/{id}/reject", handler: rejectHours, setup: async (cast) => ({ ...(await ownHours(cast)), body: { reason: "No minutes" } }), permission: "service-hours.review" },
  {
    name: "POST /api/admin/service-hours/bulk-approve",
    handler: bulkHours,
    setup: async (cast) => ({ body: { ids: [(await makeServiceHours(cast.external.id)).id, (await makeServiceHours(cast.otherExternal.id)).id] } }),
    permission: "service-hours.review",
  },
  { name: "GET /api/admin/education-credits", handler: creditsQueue, permission: "education-credits.review" },
  { name: "POST /api/admin/education-credits/{id}/approve", handler: approveCredit, setup: ownCredit, permission: "education-credits.review" },
  { name: "POST /api/admin/education-credits/{id}/reject", handler: rejectCredit, setup: async (cast) => ({ ...(await ownCredit(cast)), body: { reason: "Not accredited" } }), permission: "education-credits.review" },
  {
    name: "POST /api/admin/education-credits/bulk-approve",
    handler: bulkCredits,
    setup: async (cast) => ({ body: { ids: [(await makeCredit(cast.external.id)).id] } }),
    permission: "education-credits.review",
  },
  { name: "GET /api/admin/requirements/progress", handler: investorProgress, permission: "service-hours.review" },
];

/** The server actions of this feature (docs/decisions/0004): one row per exported …Action. */
// Each call gets fresh entries of `external`, as the route twins' rows do.
export const requirementActionRows: ActionRow[] = [
  { name: "logServiceHoursAction", action: logServiceHoursAction, input: async () => hoursBody, permission: "service-hours.log" },
  { name: "updateServiceHoursAction", action: updateServiceHoursAction, input: async (cast) => ({ ...(await ownHours(cast)).params, ...hoursBody }), permission: "service-hours.log", overrides: NOT_ANOTHER_INVESTORS },
  { name: "deleteServiceHoursAction", action: deleteServiceHoursAction, input: async (cast) => (await ownHours(cast)).params, permission: "service-hours.log", overrides: NOT_ANOTHER_INVESTORS },
  { name: "requestEvidenceUploadAction", action: requestEvidenceUploadAction, input: async () => ({ fileName: "minutes.pdf", fileSize: 1000, contentType: "application/pdf" }), permission: "service-hours.log" },
  { name: "approveServiceHoursAction", action: approveServiceHoursAction, input: async (cast) => (await ownHours(cast)).params, permission: "service-hours.review" },
  { name: "rejectServiceHoursAction", action: rejectServiceHoursAction, input: async (cast) => ({ ...(await ownHours(cast)).params, reason: "No minutes" }), permission: "service-hours.review" },
  {
    name: "bulkApproveServiceHoursAction",
    action: bulkApproveServiceHoursAction,
    input: async (cast) => ({ ids: [(await makeServiceHours(cast.external.id)).id, (await makeServiceHours(cast.otherExternal.id)).id] }),
    permission: "service-hours.review",
  },
  { name: "logEducationCreditAction", action: logEducationCreditAction, input: async () => creditBody, permission: "education-credits.log" },
  { name: "updateEducationCreditAction", action: updateEducationCreditAction, input: async (cast) => ({ ...(await ownCredit(cast)).params, ...creditBody }), permission: "education-credits.log", overrides: NOT_ANOTHER_INVESTORS },
  { name: "deleteEducationCreditAction", action: deleteEducationCreditAction, input: async (cast) => (await ownCredit(cast)).params, permission: "education-credits.log", overrides: NOT_ANOTHER_INVESTORS },
  { name: "approveEducationCreditAction", action: approveEducationCreditAction, input: async (cast) => (await ownCredit(cast)).params, permission: "education-credits.review" },
  { name: "rejectEducationCreditAction", action: rejectEducationCreditAction, input: async (cast) => ({ ...(await ownCredit(cast)).params, reason: "Not accredited" }), permission: "education-credits.review" },
  { name: "bulkApproveEducationCreditsAction", action: bulkApproveEducationCreditsAction, input: async (cast) => ({ ids: [(await makeCredit(cast.external.id)).id] }), permission: "education-credits.review" },
];
