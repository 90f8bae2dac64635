// The MSA actions' double-submit guarantees (the access matrix checks who may call them): a repeated
// submission of Finalize or Generate Link (one idempotency key) answers the first result and makes one
// MSA, one link; the share URL carries the site's origin and a token the database keeps only hashed;
// the signature records the caller's address as the route does.
import { createHash } from "node:crypto";
import { PROFILE_REQUIRED } from "@/lib/legal-profile/wire";
import { makeLegalProfile } from "@/test/factories/legal-profile";
import { getDb } from "@/lib/db";
import { createUser, type TestUser } from "@/test/factories/users";
import { makeApprovedMsaVersion, makeMsa, SIGNING } from "@/test/factories/agreements";
import { finalizeMsaAction } from "@/actions/msa/finalize-msa";
import { createShareLinkAction } from "@/actions/msa/create-share-link";
import { signMsaAction } from "@/actions/msa/sign-msa";

let cookie: string | undefined;
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: () => (cookie ? { value: cookie } : undefined) }),
  headers: async () => new Headers({ host: "portal.example:8443", "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.7" }),
}));

let employee: TestUser;
let investor: TestUser;
const signInAs = (user: TestUser) => (cookie = user.cookie.split("=").slice(1).join("="));

beforeAll(async () => {
  employee = await createUser("actions.legal", "employee");
  investor = await createUser("actions.investor");
});

test("Finalize submitted twice with one key makes one MSA and answers its id both times", async () => {
  signInAs(employee);
  const version = await makeApprovedMsaVersion(investor.id, employee.id);
  const input = { id: version.id, finalContent: "<h1>MSA</h1><p>Terms.</p>", legalReview: true, complianceCheck: true, autoGeneratePDF: false, notifyInvestor: false };
  const first = await finalizeMsaAction(input, { idempotencyKey: "finalize-key-1" });
  const second = await finalizeMsaAction(input, { idempotencyKey: "finalize-key-1" });
  expect(first).toMatchObject({ ok: true });
  expect(second).toEqual(first);
  expect(await (await getDb()).msa.count({ where: { versionId: version.id } })).toBe(1);
  // A new submission (a new key) finds the version locked.
  expect(await finalizeMsaAction(input, { idempotencyKey: "finalize-key-2" })).toMatchObject({ ok: false, status: 409 });
});

test("Generate Link submitted twice with one key makes one link, shown with the site's origin", async () => {
  signInAs(investor);
  const msa = await makeMsa(investor.id, { finalizedBy: employee.id });
  const input = { id: msa.id, expiresInDays: 7, allowDownload: true };
  const first = await createShareLinkAction(input, { idempotencyKey: "share-key-1" });
  const second = await createShareLinkAction(input, { idempotencyKey: "share-key-1" });
  if (!first.ok) throw new Error(first.error);
  expect(second).toEqual(first);
  expect(first.data.shareUrl).toMatch(/^https:\/\/portal\.example:8443\/shared\/msa\/[A-Za-z0-9_-]{43}$/);
  const links = await (await getDb()).shareLink.findMany({ where: { msaId: msa.id } });
  expect(links).toHaveLength(1);
  const token = first.data.shareUrl.split("/").pop()!;
  expect(links[0].tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
});

test("signing waits for the legal profile; then a signature records the caller's address", async () => {
  signInAs(investor);
  const msa = await makeMsa(investor.id, { finalizedBy: employee.id });
  expect(await signMsaAction({ id: msa.id, name: "Ivan Investor", ...SIGNING })).toMatchObject({ ok: false, status: 409, error: PROFILE_REQUIRED });
  await makeLegalProfile(investor.id);
  expect(await signMsaAction({ id: msa.id, name: "Ivan Investor", ...SIGNING })).toEqual({ ok: true, data: undefined });
  const row = await (await getDb()).msa.findUniqueOrThrow({ where: { id: msa.id }, select: { signatureData: true } });
  expect(JSON.stringify(row.signatureData)).toContain("203.0.113.7");
});
