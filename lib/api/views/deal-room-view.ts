import "server-only";
// What the deal-room pages render: the same reads (and the same authorization) as GET /api/documents/status
// and GET /api/documents, in the shape the browser receives them (dates as ISO text).
import type { z } from "zod";
import type { documentSchema, documentStatusSchema } from "@/lib/api/registry/deal-room";
import { getDocumentStatus, listDocuments } from "@/lib/deal-room/queries";
import type { Actor } from "@/lib/deal-room/policy";
import { toWire } from "@/lib/wire";

export type DealRoomView = { status: z.output<typeof documentStatusSchema>; documents: z.output<typeof documentSchema>[] };

/** The investor's own deal room, or (for an employee) the named investor's. */
export async function readDealRoom(actor: Actor, investorId?: string): Promise<DealRoomView> {
  const [status, documents] = await Promise.all([getDocumentStatus(actor, investorId), listDocuments(actor, investorId)]);
  return toWire({ status, documents }) as DealRoomView;
}
