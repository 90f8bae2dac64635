// Issue 19 §2 "Every script renders in the PDF": names outside Latin-1, signed through the API, come back
// out of the downloaded PDF's text as they were typed, in the signature block and in the audit trail;
// and (issue 30) the downloaded file prints no text on other text, each line on one baseline.
import { NextRequest } from "next/server";
import { GET as download } from "@/app/api/templates/msa/[id]/download/route";
import { POST as sign } from "@/app/api/templates/msa/[id]/sign/route";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";
import { INDIVIDUAL_PROFILE, makeLegalProfile } from "@/test/factories/legal-profile";
import { makeMsa, SIGNING } from "@/test/factories/agreements";
import { pdfText } from "@/test/pdf/pdf-text";
import { layoutProblems, pdfItems } from "@/test/pdf/pdf-layout";

const SIGNED = [
  { investor: "王小明 Łukasz Żółć", company: "Ελένη Παπαδοπούλου" },
  { investor: "محمد علي", company: "Дмитрий Иванов" },
  { investor: "דוד כהן", company: "田中 さくら" },
];

let employee: TestUser;
beforeAll(async () => {
  employee = await createUser("scripts.legal", "employee");
});

async function pdfOf(msaId: string, user: TestUser): Promise<Buffer> {
  const req = new NextRequest(`http://localhost:3000/api/templates/msa/${msaId}/download?format=pdf`, { headers: { cookie: user.cookie } });
  const res = await download(req, { params: Promise.resolve({ id: msaId }) });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

it.each(SIGNED)("prints $investor and $company as signed", async ({ investor: investorName, company }) => {
  const investor = await createUser(`scripts.${SIGNED.findIndex((s) => s.company === company)}`);
  await makeLegalProfile(investor.id, { ...INDIVIDUAL_PROFILE, legalName: investorName });
  const msa = await makeMsa(investor.id, { finalizedBy: employee.id });
  expect((await call(sign, { cookie: investor.cookie, params: { id: msa.id }, body: { name: investorName, ...SIGNING } })).status).toBe(200);
  expect((await call(sign, { cookie: employee.cookie, params: { id: msa.id }, body: { name: company, ...SIGNING } })).status).toBe(200);
  const bytes = await pdfOf(msa.id, investor);
  const lines = (await pdfText(bytes)).split("\n").map((l) => l.trim());
  // The signature block: the party by its legal name, then the signature, the name and title, the date.
  expect(lines).toContain(`INVESTOR: ${investorName}`);
  expect(lines).toContain(`By: /s/ ${investorName}`);
  expect(lines).toContain(`Name: ${investorName}`);
  expect(lines).toContain(`By: /s/ ${company}`);
  expect(lines).toContain(`Name: ${company}`);
  const trail = lines.join("\n");
  expect(trail).toContain(`Signed by the investor as "${investorName}"`);
  expect(trail).toMatch(new RegExp(`Signed for .+ as "${company}"`));
  const margin = { top: 72, right: 72, bottom: 72, left: 72 };
  expect((await pdfItems(bytes)).flatMap((page) => layoutProblems(page, margin))).toEqual([]);
});
