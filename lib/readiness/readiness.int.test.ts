// The facts behind the readiness rule, read from the deal room and the MSA as they are stored.
import { getDb } from "@/lib/db";
import { readinessOfMany } from "@/lib/readiness/queries";
import { makeMsa } from "@/test/factories/agreements";
import { makeReadiness } from "@/test/factories/readiness";
import { createUser } from "@/test/factories/users";

it("counts accepted documents that still have a file or link, and only a fully executed MSA", async () => {
  const db = await getDb();
  const [ready, partial, halfSigned, nothing] = await Promise.all(["rd.ready", "rd.partial", "rd.half", "rd.none"].map((n) => createUser(n)));
  await makeReadiness(ready.id);
  await makeReadiness(partial.id, { accepted: 6, msa: false });
  // A rejected document and one accepted then replaced by nothing do not count.
  await db.document.updateMany({ where: { userId: partial.id, documentType: "appraisal_poles_value" }, data: { reviewStatus: "rejected" } });
  await db.document.updateMany({ where: { userId: partial.id, documentType: "company_one_pager" }, data: { googleDocUrl: null } });
  await makeReadiness(halfSigned.id, { msa: false });
  const msa = await makeMsa(halfSigned.id);
  await db.msa.update({ where: { id: msa.id }, data: { signatureData: { investorSignature: "H", investorSignedAt: new Date().toISOString() } } });

  const facts = await readinessOfMany([ready.id, partial.id, halfSigned.id, nothing.id]);
  expect(facts.get(ready.id)).toMatchObject({ ready: true, acceptedDocuments: 9, msaExecuted: true });
  expect(facts.get(partial.id)).toMatchObject({ ready: false, acceptedDocuments: 4, msaExecuted: false });
  expect(facts.get(halfSigned.id)).toMatchObject({ ready: false, acceptedDocuments: 9, msaExecuted: false });
  expect(facts.get(nothing.id)!.items.map((i) => i.label)).toEqual(["0 of 9 documents accepted", "MSA not yet signed"]);
});
