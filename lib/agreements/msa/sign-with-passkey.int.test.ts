// Issue 32 §4: an account with a passkey may sign with it in place of the password: the answer to step-up
// options of this session; the signature records "passkey". Another session's challenge is refused like a
// wrong password, and a passkey with the password is a 400.
import { POST as sign } from "@/app/api/templates/msa/[id]/sign/route";
import { POST as stepUpOptions } from "@/app/api/profile/passkeys/step-up-options/route";
import { POST as registrationOptions } from "@/app/api/profile/passkeys/registration-options/route";
import { POST as addPasskey } from "@/app/api/profile/passkeys/route";
import { getDb } from "@/lib/db";
import { call } from "@/test/http";
import { createUser, sessionCookie, TEST_PASSWORD, type TestUser } from "@/test/factories/users";
import { INDIVIDUAL_PROFILE, makeLegalProfile } from "@/test/factories/legal-profile";
import { makeMsa } from "@/test/factories/agreements";
import { SoftAuthenticator } from "@/test/factories/soft-authenticator";
import { WRONG_SIGNING_PASSKEY } from "@/lib/agreements/msa/wire";

let investor: TestUser;
let msaId: string;
let device: SoftAuthenticator;
beforeAll(async () => {
  investor = await createUser("pasha.signer");
  await makeLegalProfile(investor.id, { ...INDIVIDUAL_PROFILE, legalName: "Pasha Signer" });
  ({ id: msaId } = await makeMsa(investor.id));
  device = new SoftAuthenticator();
  const options = await call(registrationOptions, { cookie: investor.cookie, body: { password: TEST_PASSWORD } });
  expect((await call(addPasskey, { cookie: investor.cookie, body: { name: "Phone", response: device.register(options.body) } })).status).toBe(201);
});

const signWith = (passkey: unknown, cookie = investor.cookie) => call(sign, { cookie, params: { id: msaId }, body: { name: "Pasha Signer", consent: true, passkey } });
const stored = async () => ((await (await getDb()).msa.findUniqueOrThrow({ where: { id: msaId } })).signatureData ?? {}) as Record<string, string>;

it("refuses another session's challenge and a passkey together with the password; signs with a fresh answer and records it", async () => {
  const other = await sessionCookie(investor as { id: string; role: "external" });
  const foreign = await call(stepUpOptions, { cookie: other });
  const refused = await signWith(device.assert(foreign.body));
  expect({ status: refused.status, error: refused.body.error }).toEqual({ status: 400, error: WRONG_SIGNING_PASSKEY });

  const options = await call(stepUpOptions, { cookie: investor.cookie });
  expect(options.body.allowCredentials).toHaveLength(1);
  const answer = device.assert(options.body);
  const both = await call(sign, { cookie: investor.cookie, params: { id: msaId }, body: { name: "Pasha Signer", consent: true, passkey: answer, password: TEST_PASSWORD } });
  expect(both.status).toBe(400);
  expect(await stored()).not.toHaveProperty("investorSignedAt");

  const signed = await signWith(answer);
  expect(signed.status).toBe(200);
  expect(await stored()).toMatchObject({ investorAuthMethod: "passkey", investorSignature: "Pasha Signer" });
});
