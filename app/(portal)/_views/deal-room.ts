import "server-only";
// What the deal-room pages render: the same reads (and the same authorization) as GET /api/documents/status
// and GET /api/documents, in the shape the browser receives them (dates as ISO text).
import { z } from "zod";
import { documentSchema, documentStatusSchema } from "@/lib/api/registry/deal-room";
import { getDocumentStatus, listDocuments } from "@/lib/deal-room/queries";
import type { Actor } from "@/lib/deal-room/policy";
import { asWire } from "@/lib/wire";

const dealRoomViewSchema = z.object({ status: documentStatusSchema, documents: z.array(documentSchema) });
export type DealRoomView = z.output<typeof dealRoomViewSchema>;

/** The investor's own deal room, or (for an employee) the named investor's. */
export async function readDealRoom(actor: Actor, investorId?: string): Promise<DealRoomView> {
  const [status, documents] = await Promise.all([getDocumentStatus(actor, investorId), listDocuments(actor, investorId)]);
  return asWire(dealRoomViewSchema, { status, documents });
}
