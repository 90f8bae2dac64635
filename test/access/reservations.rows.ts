import { HIDDEN_FROM_INVESTORS, type AccessRow, type Cast, type ActionRow } from "@/test/access/types";
import { DELETE as withdraw, POST as reserve } from "@/app/api/projects/[id]/reserve/route";
import { POST as reserveFor } from "@/app/api/admin/projects/[id]/reserve/route";
import { POST as approve } from "@/app/api/admin/projects/[id]/approve-reservation/route";
import { POST as reject } from "@/app/api/admin/projects/[id]/reject-reservation/route";
import { GET as pending } from "@/app/api/admin/pending-reservations/route";
import { GET as investors } from "@/app/api/admin/investors/route";
import { GET as stats } from "@/app/api/dashboard/stats/route";
import { makeAvailableProject } from "@/test/factories/projects";
import { reserveProjectAction } from "@/actions/reservations/reserve-project";
import { withdrawReservationAction } from "@/actions/reservations/withdraw-reservation";
import { reserveForInvestorAction } from "@/actions/reservations/reserve-for-investor";
import { approveReservationAction } from "@/actions/reservations/approve-reservation";
import { rejectReservationAction } from "@/actions/reservations/reject-reservation";
import { DELETE as leaveWaitlist, POST as joinWaitlist } from "@/app/api/projects/[id]/waitlist/route";
import { GET as myWaitlist } from "@/app/api/waitlist/route";
import { GET as waitlists } from "@/app/api/admin/waitlists/route";
import { GET as myReadiness } from "@/app/api/readiness/route";
import { GET as investorReadiness } from "@/app/api/admin/investors/[id]/readiness/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/admin/reservation-settings/route";
import { joinWaitlistAction } from "@/actions/reservations/join-waitlist";
import { leaveWaitlistAction } from "@/actions/reservations/leave-waitlist";
import { updateReservationSettingsAction } from "@/actions/reservations/update-reservation-settings";
import { getDb } from "@/lib/db";

// Each call gets its own project, so one caller's success cannot turn the next caller's call into a 409.
const available = async () => ({ params: { id: (await makeAvailableProject()).id } });
const heldByExternal = async (cast: Cast) => ({
  params: { id: (await makeAvailableProject({ reservedBy: cast.external.id, reservedAt: new Date(), reservationStatus: "pending" })).id },
});

// A project someone outside the cast's investors holds (the pending user's row stands in), so both investors may wait for it.
const heldByThird = async (cast: Cast, over: { sharedWithInvestors?: boolean } = {}) =>
  (await makeAvailableProject({ reservedBy: cast.pending.id, reservedAt: new Date(), reservationStatus: "pending", ...over })).id;
/** …with `external` in its line. */
const externalInLine = async (cast: Cast) => {
  const id = await heldByThird(cast);
  await (await getDb()).waitlistEntry.create({ data: { projectId: id, userId: cast.external.id } });
  return id;
};

export const reservationRows: AccessRow[] = [
  { name: "POST /api/projects/{id}/reserve", handler: reserve, setup: available, permission: "projects.reserve" },
  {
    name: "POST /api/projects/{id}/reserve (unshared)",
    handler: reserve,
    setup: async () => ({ params: { id: (await makeAvailableProject({ sharedWithInvestors: false })).id } }),
    permission: "projects.reserve",
    overrides: HIDDEN_FROM_INVESTORS,
  },
  // Only the holder may withdraw: another investor is refused without learning who holds it.
  { name: "DELETE /api/projects/{id}/reserve", handler: withdraw, setup: heldByExternal, permission: "projects.reserve", overrides: { otherExternal: 403 } },
  {
    name: "POST /api/admin/projects/{id}/reserve",
    handler: reserveFor,
    setup: async (cast) => ({ ...(await available()), body: { investorId: cast.external.username, notes: "matrix" } }),
    permission: "reservations.approve",
  },
  { name: "POST /api/admin/projects/{id}/approve-reservation", handler: approve, setup: heldByExternal, permission: "reservations.approve" },
  { name: "POST /api/admin/projects/{id}/reject-reservation", handler: reject, setup: async (cast) => ({ ...(await heldByExternal(cast)), body: {} }), permission: "reservations.approve" },
  { name: "GET /api/admin/pending-reservations", handler: pending, permission: "reservations.approve" },
  { name: "GET /api/admin/investors", handler: investors, permission: "reservations.approve" },
  { name: "GET /api/dashboard/stats", handler: stats, permission: "projects.read" },
  { name: "POST /api/projects/{id}/waitlist", handler: joinWaitlist, setup: async (cast) => ({ params: { id: await heldByThird(cast) } }), permission: "projects.reserve" },
  {
    name: "POST /api/projects/{id}/waitlist (unshared)",
    handler: joinWaitlist,
    setup: async (cast) => ({ params: { id: await heldByThird(cast, { sharedWithInvestors: false }) } }),
    permission: "projects.reserve",
    overrides: HIDDEN_FROM_INVESTORS,
  },
  // Only someone in line may leave it: the other investor is told they are not in it, nothing about who is.
  { name: "DELETE /api/projects/{id}/waitlist", handler: leaveWaitlist, setup: async (cast) => ({ params: { id: await externalInLine(cast) } }), permission: "projects.reserve", overrides: { otherExternal: 409 } },
  { name: "GET /api/waitlist", handler: myWaitlist, permission: "projects.reserve" },
  { name: "GET /api/admin/waitlists", handler: waitlists, permission: "reservations.approve" },
  { name: "GET /api/readiness", handler: myReadiness, permission: "projects.reserve" },
  { name: "GET /api/admin/investors/{id}/readiness", handler: investorReadiness, setup: async (cast) => ({ params: { id: cast.external.id } }), permission: "reservations.approve" },
  { name: "GET /api/admin/reservation-settings", handler: getSettings, permission: "reservations.approve" },
  // Off, as every other row of the matrix expects it.
  { name: "PUT /api/admin/reservation-settings", handler: putSettings, setup: async () => ({ body: { requireReadiness: false } }), permission: "reservations.approve" },
];

/** The server actions of this feature (docs/decisions/0004): one row per exported …Action. */
// Each action gets a fresh project per caller, as its route twin does.
export const reservationActionRows: ActionRow[] = [
  { name: "reserveProjectAction", action: reserveProjectAction, input: async () => (await available()).params, permission: "projects.reserve" },
  {
    name: "reserveProjectAction (unshared)",
    action: reserveProjectAction,
    input: async () => ({ id: (await makeAvailableProject({ sharedWithInvestors: false })).id }),
    permission: "projects.reserve",
    overrides: HIDDEN_FROM_INVESTORS,
  },
  { name: "withdrawReservationAction", action: withdrawReservationAction, input: async (cast) => (await heldByExternal(cast)).params, permission: "projects.reserve", overrides: { otherExternal: 403 } },
  {
    name: "reserveForInvestorAction",
    action: reserveForInvestorAction,
    input: async (cast) => ({ id: (await makeAvailableProject()).id, investorId: cast.external.username, notes: "matrix" }),
    permission: "reservations.approve",
  },
  { name: "approveReservationAction", action: approveReservationAction, input: async (cast) => ({ id: (await heldByExternal(cast)).params.id }), permission: "reservations.approve" },
  { name: "rejectReservationAction", action: rejectReservationAction, input: async (cast) => ({ id: (await heldByExternal(cast)).params.id, notes: "" }), permission: "reservations.approve" },
  { name: "joinWaitlistAction", action: joinWaitlistAction, input: async (cast) => ({ id: await heldByThird(cast) }), permission: "projects.reserve" },
  { name: "leaveWaitlistAction", action: leaveWaitlistAction, input: async (cast) => ({ id: await externalInLine(cast) }), permission: "projects.reserve", overrides: { otherExternal: 409 } },
  { name: "updateReservationSettingsAction", action: updateReservationSettingsAction, input: async () => ({ requireReadiness: false }), permission: "reservations.approve" },
];
