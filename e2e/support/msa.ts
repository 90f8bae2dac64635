// An MSA arranged through the API, for journeys that need one without walking the wizard (e2e/msa.spec.ts
// walks it): the legal team assigns the MSA template, approves the investor's version, compiles and
// finalizes it; each party signs with its password and the electronic-records consent.
import crypto from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { PASSWORD } from "./users";

/** As `legal` (an employee's API context): the MSA template assigned to the investor, their version approved. Returns the version's id. */
export async function approvedMsaVersion(legal: APIRequestContext, investorId: string): Promise<string> {
  const templates: { id: string; category: string }[] = await (await legal.get("/api/templates")).json();
  const templateId = templates.find((t) => t.category === "msa")!.id;
  expect((await legal.post("/api/templates/assign", { data: { investorId, templateIds: [templateId] } })).ok()).toBe(true);
  const version: { id: string } = await (await legal.get(`/api/templates/versions/${templateId}?investor=${investorId}`)).json();
  for (const status of ["reviewing", "approved"]) {
    expect((await legal.patch(`/api/templates/versions/${version.id}/status`, { data: { status } })).status()).toBe(200);
  }
  return version.id;
}

/** Compiles and finalizes an approved version as `legal`; returns the new MSA's id. */
export async function finalizeVersion(legal: APIRequestContext, versionId: string): Promise<string> {
  const compiled = await legal.post(`/api/templates/compile/${versionId}`);
  expect(compiled.status()).toBe(200);
  const { compiledContent } = await compiled.json();
  const finalized = await legal.post(`/api/templates/finalize/${versionId}`, {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: { finalContent: compiledContent, legalReview: true, complianceCheck: true },
  });
  expect(finalized.status()).toBe(201);
  return (await finalized.json()).msaId;
}

/** Signs the MSA as the context's user (the company's side for an employee, the investor's for them). */
export async function signMsa(api: APIRequestContext, msaId: string, name: string): Promise<void> {
  const res = await api.post(`/api/templates/msa/${msaId}/sign`, { data: { name, password: PASSWORD, consent: true } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The investor's legal profile, which signing requires (an individual named `legalName`). */
export async function fillLegalProfile(investor: APIRequestContext, legalName: string): Promise<void> {
  const res = await investor.put("/api/profile/legal", {
    data: { kind: "individual", legalName, addressLine1: "1 Harbor Way", city: "Oakland", postalCode: "94607", country: "United States" },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Finalized and signed by both parties: the investor's MSA is fully executed. */
export async function executeMsa(legal: APIRequestContext, investor: APIRequestContext, investorId: string): Promise<string> {
  const msaId = await finalizeVersion(legal, await approvedMsaVersion(legal, investorId));
  await signMsa(legal, msaId, "Emma Legal");
  await fillLegalProfile(investor, "Ivy Investor");
  await signMsa(investor, msaId, "Ivy Investor");
  return msaId;
}
