import { z } from "zod";
import { idParams } from "@/lib/params";
import { rejectReservationSchema, reservationDecisionSchema, reservationSettingsSchema, reserveForInvestorSchema } from "@/lib/reservations/schemas";
import { endpoint } from "@/lib/api/registry/endpoint";
import { isoDate, messageResponse, money } from "@/lib/api/registry/wire";

const reservationSummary = z.object({
  id: z.string(),
  reservationStatus: z.enum(["pending", "approved", "rejected"]).nullable(),
  reservedAt: isoDate.nullable(),
});

export const pendingReservationSchema = z.object({
  id: z.string(),
  client: z.string(),
  address: z.string(),
  projectCost: money,
  reservedBy: z.string(),
  reservedByUsername: z.string(),
  reservedAt: isoDate.nullable(),
  reservationNotes: z.string().nullable(),
});

const readiness = z.object({
  required: z.boolean(),
  ready: z.boolean(),
  acceptedDocuments: z.number().int(),
  msaExecuted: z.boolean(),
  items: z.array(z.object({ key: z.enum(["documents", "msa"]), label: z.string(), done: z.boolean(), href: z.string() })),
});

const place = z.number().int().min(1).meta({ description: "1 is first in line" });

export const projectWaitlistSchema = z.object({
  projectId: z.string(),
  client: z.string(),
  holder: z.object({ username: z.string(), reservationStatus: z.enum(["pending", "approved", "rejected"]).nullable() }).nullable(),
  entries: z.array(z.object({ place, userId: z.string(), username: z.string(), joinedAt: isoDate, ready: z.boolean() })),
});

const STALE = "With `expectedStatus` / `expectedReservedBy` (the reservation the screen showed), a reservation that changed meanwhile is 409 naming who changed it and when.";
const NOT_READY = "While the firm requires readiness, an investor who is not ready is refused with 409 naming what is missing.";

export const reservationEndpoints = {
  reserve: endpoint({
    method: "POST",
    path: "/api/projects/{id}/reserve",
    tag: "reservations",
    summary: "Reserve a project for oneself",
    description: `Starts pending. 409 when someone else holds it; the holder repeating the call gets 200. ${NOT_READY}`,
    permission: "projects.reserve",
    params: idParams,
    response: { description: "The reservation", schema: messageResponse.extend({ project: reservationSummary }) },
  }),
  withdraw: endpoint({
    method: "DELETE",
    path: "/api/projects/{id}/reserve",
    tag: "reservations",
    summary: "Withdraw one's own pending reservation",
    description: `The first ready investor on the project's waitlist gets a pending reservation in the same transaction. ${STALE}`,
    permission: "projects.reserve",
    params: idParams,
    body: reservationDecisionSchema,
    response: { description: "The released project", schema: messageResponse.extend({ project: reservationSummary }) },
  }),
  reserveFor: endpoint({
    method: "POST",
    idempotent: true,
    path: "/api/admin/projects/{id}/reserve",
    tag: "reservations",
    summary: "Reserve a project on an investor's behalf",
    description: `\`investorId\` carries the investor's username. ${NOT_READY} An \`overrideReason\` reserves anyway and is kept in the audit trail.`,
    permission: "reservations.approve",
    params: idParams,
    body: reserveForInvestorSchema,
    response: { description: "Reserved, pending approval", schema: messageResponse },
  }),
  approve: endpoint({
    method: "POST",
    path: "/api/admin/projects/{id}/approve-reservation",
    tag: "reservations",
    summary: "Approve a pending reservation",
    description: `The investor is notified. ${STALE}`,
    permission: "reservations.approve",
    params: idParams,
    body: reservationDecisionSchema,
    response: { description: "Approved: the investor owns the project", schema: messageResponse },
  }),
  reject: endpoint({
    method: "POST",
    path: "/api/admin/projects/{id}/reject-reservation",
    tag: "reservations",
    summary: "Reject a pending reservation",
    description: `The project becomes available again (or goes to the first ready investor on its waitlist); the investor is notified with the note, which stays in the audit log. ${STALE}`,
    permission: "reservations.approve",
    params: idParams,
    body: rejectReservationSchema,
    response: { description: "Rejected", schema: messageResponse },
  }),
  pending: endpoint({
    method: "GET",
    path: "/api/admin/pending-reservations",
    tag: "reservations",
    summary: "The approval queue",
    permission: "reservations.approve",
    response: { description: "Pending reservations, oldest first", schema: z.array(pendingReservationSchema) },
  }),
  investors: endpoint({
    method: "GET",
    path: "/api/admin/investors",
    tag: "reservations",
    summary: "Approved investors to reserve for",
    permission: "reservations.approve",
    response: {
      description: "Investors by username; `ready`: whether each meets the readiness rule, null while the firm does not require it",
      schema: z.array(z.object({ id: z.string(), username: z.string(), ready: z.boolean().nullable() })),
    },
  }),
  joinWaitlist: endpoint({
    method: "POST",
    path: "/api/projects/{id}/waitlist",
    tag: "reservations",
    summary: "Join the waitlist of a project someone else holds",
    description: `Answers the caller's place; a repeat answers it again. 409 for a project that is free (reserve it) or held by the caller. ${NOT_READY}`,
    permission: "projects.reserve",
    params: idParams,
    response: { description: "In line", schema: messageResponse.extend({ place }) },
  }),
  leaveWaitlist: endpoint({
    method: "DELETE",
    path: "/api/projects/{id}/waitlist",
    tag: "reservations",
    summary: "Leave a project's waitlist",
    description: "Everyone behind moves up. 409 when the caller is not in line.",
    permission: "projects.reserve",
    params: idParams,
    response: { description: "Left", schema: messageResponse },
  }),
  myWaitlist: endpoint({
    method: "GET",
    path: "/api/waitlist",
    tag: "reservations",
    summary: "The caller's places in line",
    description: "Only the caller's own places: never who else waits.",
    permission: "projects.reserve",
    response: { description: "One entry per line the caller is in", schema: z.array(z.object({ projectId: z.string(), place })) },
  }),
  waitlists: endpoint({
    method: "GET",
    path: "/api/admin/waitlists",
    tag: "reservations",
    summary: "Every project's waitlist",
    permission: "reservations.approve",
    response: {
      description: "Projects with someone in line, by client; each line in order",
      schema: z.array(projectWaitlistSchema),
    },
  }),
  myReadiness: endpoint({
    method: "GET",
    path: "/api/readiness",
    tag: "reservations",
    summary: "The caller's readiness to reserve",
    description: "All nine deal-room documents accepted and the MSA fully executed; `required` says whether the firm asks for it.",
    permission: "projects.reserve",
    response: { description: "The checklist", schema: readiness },
  }),
  investorReadiness: endpoint({
    method: "GET",
    path: "/api/admin/investors/{id}/readiness",
    tag: "reservations",
    summary: "An approved investor's readiness to reserve",
    permission: "reservations.approve",
    params: idParams,
    response: { description: "The checklist", schema: readiness },
  }),
  getSettings: endpoint({
    method: "GET",
    path: "/api/admin/reservation-settings",
    tag: "reservations",
    summary: "The reservation settings",
    permission: "reservations.approve",
    response: { description: "The settings", schema: reservationSettingsSchema },
  }),
  putSettings: endpoint({
    method: "PUT",
    path: "/api/admin/reservation-settings",
    tag: "reservations",
    summary: "Change the reservation settings",
    description: "`requireReadiness` is the switch \"Require readiness to reserve\"; a change is audited.",
    permission: "reservations.approve",
    body: reservationSettingsSchema,
    response: { description: "The settings as stored", schema: reservationSettingsSchema },
  }),
};
