// Investors in a given state of readiness (issue 22 §1), written straight to the database: `accepted`
// deal-room documents (each a link, accepted by nobody in particular) and, with `msa`, a fully executed MSA.
import { getDb } from "@/lib/db";
import { DOCUMENT_TYPES } from "@/lib/deal-room/document-types";
import { makeMsa } from "@/test/factories/agreements";

export async function makeReadiness(userId: string, { accepted = 9, msa = true }: { accepted?: number; msa?: boolean } = {}) {
  const db = await getDb();
  for (const documentType of DOCUMENT_TYPES.slice(0, accepted)) {
    const data = { googleDocUrl: `https://docs.google.com/document/d/${documentType}`, reviewStatus: "accepted" as const, reviewedAt: new Date() };
    await db.document.upsert({ where: { userId_documentType: { userId, documentType } }, create: { userId, documentType, ...data }, update: data });
  }
  if (msa) {
    const made = await makeMsa(userId);
    const at = new Date().toISOString();
    await db.msa.update({ where: { id: made.id }, data: { signatureData: { investorSignature: "Investor", investorSignedAt: at, companySignature: "Company", companySignedAt: at } } });
  }
}

export const makeReady = (userId: string) => makeReadiness(userId);

export async function requireReadiness(on: boolean) {
  const db = await getDb();
  await db.setting.upsert({ where: { key: "reservations.requireReadiness" }, create: { key: "reservations.requireReadiness", value: on }, update: { value: on } });
}
