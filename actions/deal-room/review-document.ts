"use server";
// POST /api/admin/documents/{id}/review's twin: an employee accepts a document, or rejects it with a reason.
import { z } from "zod";
import { action } from "@/lib/action";
import { recordIdParams, reviewDocumentSchema } from "@/lib/deal-room/schemas";
import { reviewDocument } from "@/lib/deal-room/service";

const input = z.intersection(recordIdParams, reviewDocumentSchema);

export const reviewDocumentAction = action({ permission: "documents.review", input }, async ({ user, input: { id, ...review } }) => {
  const doc = await reviewDocument(user, id, review);
  return { id: doc.id, reviewStatus: doc.reviewStatus };
});
