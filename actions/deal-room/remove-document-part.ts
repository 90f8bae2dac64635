"use server";
// POST /api/documents/remove's twin: takes back a wrongly handed-in file or link.
import { action } from "@/lib/action";
import { removeDocumentPartSchema } from "@/lib/deal-room/schemas";
import { removeDocumentPart } from "@/lib/deal-room/service";

export const removeDocumentPartAction = action({ permission: "signed-in", input: removeDocumentPartSchema }, async ({ user, input }) => {
  const doc = await removeDocumentPart(user, input);
  return { id: doc.id };
});
