// Readiness (issue 22 §1) arranged through the API: the investor hands in the nine deal-room documents as
// links, an employee accepts each, and their MSA is fully executed.
import { expect, request, type APIRequestContext } from "@playwright/test";
import { DOCUMENT_TYPES } from "../../lib/deal-room/document-types";
import { executeMsa } from "./msa";
import { PASSWORD, type E2EUser } from "./users";

/** An API context signed in as `user`. */
export async function apiAs(baseURL: string, user: { username: string }): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL });
  expect((await ctx.post("/api/auth/login", { data: { username: user.username, password: PASSWORD } })).status()).toBe(200);
  return ctx;
}

/** The nine documents, each a Google Doc link handed in by the investor and accepted by `staff`. */
export async function acceptAllDocuments(staff: APIRequestContext, investor: APIRequestContext, investorId: string): Promise<void> {
  for (const documentType of DOCUMENT_TYPES) {
    const saved = await investor.post("/api/documents", { data: { documentType, userId: investorId, googleDocUrl: `https://docs.google.com/document/d/${documentType}-${investorId}` } });
    expect(saved.status(), await saved.text()).toBe(201);
    const review = await staff.post(`/api/admin/documents/${(await saved.json()).id}/review`, { data: { decision: "accepted" } });
    expect(review.status(), await review.text()).toBe(200);
  }
}

/** Makes the investor ready: all nine documents accepted and a fully executed MSA. */
export async function makeReady(baseURL: string, staff: APIRequestContext, investor: E2EUser): Promise<void> {
  const own = await apiAs(baseURL, investor);
  await acceptAllDocuments(staff, own, investor.id);
  await executeMsa(staff, own, investor.id);
  await own.dispose();
}
