import { z } from "zod";
import { idParams } from "@/lib/params";
import { rejectReservationSchema, reserveForInvestorSchema } from "@/lib/reservations/schemas";
import { endpoint } from "@/lib/api/registry/endpoint";
import { isoDate, messageResponse, money } from "@/lib/api/registry/wire";

const reservationSummary = z.object({
  id: z.string(),
  reservationStatus: z.enum(["pending", "approved", "rejected"]).nullable(),
  reservedAt: isoDate.nullable(),
});

const pendingReservation = z.object({
  id: z.string(),
  client: z.string(),
  address: z.string(),
  projectCost: money,
  reservedBy: z.string(),
  reservedByUsername: z.string(),
  reservedAt: isoDate.nullable(),
  reservationNotes: z.string().nullable(),
});

export const reservationEndpoints = {
  reserve: endpoint({
    method: "POST",
    path: "/api/projects/{id}/reserve",
    tag: "reservations",
    summary: "Reserve a project for oneself",
    description: "Starts pending. 409 when someone else holds it; the holder repeating the call gets 200.",
    permission: "projects.reserve",
    params: idParams,
    response: { description: "The reservation", schema: messageResponse.extend({ project: reservationSummary }) },
  }),
  withdraw: endpoint({
    method: "DELETE",
    path: "/api/projects/{id}/reserve",
    tag: "reservations",
    summary: "Withdraw one's own pending reservation",
    permission: "projects.reserve",
    params: idParams,
    response: { description: "The released project", schema: messageResponse.extend({ project: reservationSummary }) },
  }),
  reserveFor: endpoint({
    method: "POST",
    path: "/api/admin/projects/{id}/reserve",
    tag: "reservations",
    summary: "Reserve a project on an investor's behalf",
    description: "`investorId` carries the investor's username.",
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
    permission: "reservations.approve",
    params: idParams,
    response: { description: "Approved: the investor owns the project", schema: messageResponse },
  }),
  reject: endpoint({
    method: "POST",
    path: "/api/admin/projects/{id}/reject-reservation",
    tag: "reservations",
    summary: "Reject a pending reservation",
    description: "The project becomes available again; the note stays in the audit log.",
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
    response: { description: "Pending reservations, oldest first", schema: z.array(pendingReservation) },
  }),
  investors: endpoint({
    method: "GET",
    path: "/api/admin/investors",
    tag: "reservations",
    summary: "Approved investors to reserve for",
    permission: "reservations.approve",
    response: { description: "Investors by username", schema: z.array(z.object({ id: z.string(), username: z.string() })) },
  }),
};
