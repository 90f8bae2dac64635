// Issue 32 §4: an account with authenticator codes may sign with a current code in place of the password;
// the signature records how (issue 33 §2: the signing certificate says "authenticator code"). A code is
// accepted once, a wrong one is refused like a wrong password, and the password and a code together are a 400.
import { NextRequest } from "next/server";
import { POST as sign } from "@/app/api/templates/msa/[id]/sign/route";
import { GET as download } from "@/app/api/templates/msa/[id]/download/route";
import { getDb } from "@/lib/db";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";
import { INDIVIDUAL_PROFILE, makeLegalProfile } from "@/test/factories/legal-profile";
import { makeMsa, SIGNING } from "@/test/factories/agreements";
import { codeNow, enrolTotp } from "@/test/factories/security";
import { pdfText } from "@/test/pdf/pdf-text";
import { WRONG_SIGNING_CODE } from "@/lib/agreements/msa/wire";

let investor: TestUser;
let msaId: string;
beforeAll(async () => {
  investor = await createUser("code.signer");
  await makeLegalProfile(investor.id, { ...INDIVIDUAL_PROFILE, legalName: "Cora Signer" });
  ({ id: msaId } = await makeMsa(investor.id));
});

const signWith = (proof: Record<string, unknown>) => call(sign, { cookie: investor.cookie, params: { id: msaId }, body: { name: "Cora Signer", consent: true, ...proof } });
const stored = async () => ((await (await getDb()).msa.findUniqueOrThrow({ where: { id: msaId } })).signatureData ?? {}) as Record<string, string>;

it("refuses a code from an account without codes, a wrong code, and both proofs at once, changing nothing", async () => {
  const without = await signWith({ code: "123456" });
  expect({ status: without.status, error: without.body.error }).toEqual({ status: 400, error: WRONG_SIGNING_CODE });
  await enrolTotp(investor.id);
  const wrong = await signWith({ code: "000000" });
  expect({ status: wrong.status, field: wrong.body.fieldErrors?.code?.[0] }).toEqual({ status: 400, field: WRONG_SIGNING_CODE });
  const both = await signWith({ password: SIGNING.password, code: codeNow() });
  expect(both.status).toBe(400);
  expect(both.body.fieldErrors?.code?.[0]).toBe("Give your password or a code, not both");
  const none = await signWith({});
  expect(none.body.fieldErrors?.password?.[0]).toBe("Enter your password to sign");
  expect(await stored()).not.toHaveProperty("investorSignedAt");
});

it("signs with a current code, records it as the method, and the certificate names it", async () => {
  const code = codeNow();
  const res = await signWith({ code });
  expect(res.status).toBe(200);
  expect(await stored()).toMatchObject({ investorAuthMethod: "code", investorSignature: "Cora Signer" });
  const pdf = await download(new NextRequest(`http://localhost:3000/api/templates/msa/${msaId}/download?format=pdf`, { headers: { cookie: investor.cookie } }), { params: Promise.resolve({ id: msaId }) });
  const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, " ");
  expect(text.slice(text.lastIndexOf("Signing certificate"))).toContain("Authentication authenticator code");
});
