"use server";
// POST /api/documents's twin: records a Google Doc link, or the file an upload address received.
import { action } from "@/lib/action";
import { saveDocumentSchema } from "@/lib/deal-room/schemas";
import { saveDocument } from "@/lib/deal-room/service";

export const saveDocumentAction = action({ permission: "signed-in", input: saveDocumentSchema, idempotent: "deal-room.save" }, async ({ user, input }) => {
  const doc = await saveDocument(user, input);
  // The page re-renders with the record; the caller only needs to know which one it was.
  return { id: doc.id };
});
