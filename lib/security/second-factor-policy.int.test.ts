// Issue 32 §3-5 on a real database: the switch "Require a second factor" holds back (pages, routes,
// actions) exactly the accounts it covers that have none, until they enrol; step-up asks again for an
// approval or a change of the switch once the session's check is 16 minutes old; an employee's reset of
// another account's second factor is audited, notifies, ends the sessions, and is never for oneself.
import { GET as me } from "@/app/api/auth/me/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as reauth } from "@/app/api/auth/reauth/route";
import { GET as listSessions } from "@/app/api/profile/sessions/route";
import { POST as startTotp } from "@/app/api/profile/totp/route";
import { POST as confirmTotp } from "@/app/api/profile/totp/confirm/route";
import { GET as adminUsers } from "@/app/api/admin/users/route";
import { POST as approve } from "@/app/api/admin/users/[id]/approve/route";
import { GET as getPolicy, PUT as putPolicy } from "@/app/api/admin/second-factor-policy/route";
import { POST as reset } from "@/app/api/admin/users/[id]/reset-second-factor/route";
import { revokeOtherSessionsAction } from "@/actions/security/revoke-other-sessions";
import { startTotpSetupAction } from "@/actions/security/start-totp-setup";
import { approveUserAction } from "@/actions/users/approve-user";
import { resetSecondFactorAction } from "@/actions/security/reset-second-factor";
import { requireUser } from "@/lib/auth/current-user";
import { ENROL_PATH, SECOND_FACTOR_REQUIRED } from "@/lib/auth/enrolment";
import { REAUTH_REQUIRED } from "@/lib/auth/recent-check";
import { getDb } from "@/lib/db";
import { setSetting } from "@/lib/settings/service";
import { SECOND_FACTOR_POLICIES, type SecondFactorPolicy } from "@/lib/second-factor/policy";
import { call, cookieFrom } from "@/test/http";
import { createUser, sessionCookie, TEST_PASSWORD, type TestUser } from "@/test/factories/users";
import { codeNow, enrolTotp } from "@/test/factories/security";

// Pages and actions read the cookie through next/headers: only the jar is faked, the session check is real.
let jarCookie: string | undefined;
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: () => (jarCookie ? { value: jarCookie } : undefined), set: () => undefined }),
  headers: async () => new Headers({ host: "localhost" }),
}));
const asJar = (cookie: string) => (jarCookie = cookie.split("=").slice(1).join("="));

let admin: TestUser;
let n = 0;
const fresh = (role: "employee" | "external") => createUser(`p${++n}.${role}`, role);
const setPolicy = (policy: SecondFactorPolicy) => setSetting(admin.id, "security.requireSecondFactor", policy);

beforeAll(async () => {
  admin = await createUser("ada.admin", "employee");
});
afterEach(async () => {
  await setPolicy("nobody");
});

/** What a page, an API and a server action answer the user now: 200 or the refusal. */
async function answers(user: TestUser) {
  asJar(user.cookie);
  const page = await requireUser().then(
    () => "page",
    (err: { digest?: string }) => (err.digest?.includes(ENROL_PATH) ? "enrol" : String(err)),
  );
  const api = await call(listSessions, { cookie: user.cookie });
  const action = await revokeOtherSessionsAction({ password: TEST_PASSWORD });
  return { page, api: api.status, apiError: api.body.error, action: action.ok ? 200 : action.status };
}

const HELD = { page: "enrol", api: 403, apiError: SECOND_FACTOR_REQUIRED, action: 403 };
const FREE = { page: "page", api: 200, apiError: undefined, action: 200 };

describe.each(SECOND_FACTOR_POLICIES)("the switch set to %s", (policy) => {
  it.each([
    ["employee", false],
    ["employee", true],
    ["external", false],
    ["external", true],
  ] as const)("an %s account, with a second factor: %s", async (role, withFactor) => {
    const user = await fresh(role);
    if (withFactor) await enrolTotp(user.id);
    await setPolicy(policy);
    const covered = policy === "everyone" || (policy === "employees" && role === "employee");
    expect(await answers(user)).toEqual(covered && !withFactor ? HELD : FREE);
  });
});

it("a held-back account may enrol (route and action) and sign out, and then everything answers again", async () => {
  const user = await fresh("external");
  await setPolicy("everyone");
  expect((await call(me, { cookie: user.cookie })).status).toBe(403);
  asJar(user.cookie);
  expect(await startTotpSetupAction({ password: TEST_PASSWORD })).toMatchObject({ ok: true });
  const started = await call(startTotp, { cookie: user.cookie, body: { password: TEST_PASSWORD } });
  expect(started.status).toBe(200);
  const confirmed = await call(confirmTotp, { cookie: user.cookie, body: { code: codeNow(started.body.secret) } });
  expect(confirmed.status).toBe(200);
  expect(await answers(user)).toEqual(FREE);
});

it("a password sign-in of a covered account without a factor gets a session that only enrolment answers", async () => {
  const user = await fresh("employee");
  await setPolicy("employees");
  const res = await call(login, { body: { username: user.username, password: TEST_PASSWORD } });
  expect(res.status).toBe(200);
  const cookie = cookieFrom(res.setCookie)!;
  expect(await call(me, { cookie })).toMatchObject({ status: 403, body: { error: SECOND_FACTOR_REQUIRED } });
  expect((await call(startTotp, { cookie, body: { password: TEST_PASSWORD } })).status).toBe(200);
});

describe("step-up", () => {
  const age = async (cookie: string, minutes: number) => {
    const db = await getDb();
    asJar(cookie);
    const user = await requireUser();
    await db.session.update({ where: { id: user.sessionId }, data: { checkedAt: new Date(Date.now() - minutes * 60_000) } });
  };

  it("an approval with a fresh check goes through; 16 minutes later it asks again until re-auth", async () => {
    const employee = await fresh("employee");
    await enrolTotp(employee.id);
    const first = await createUser(`w${++n}.waiting`, "external", "pending");
    const second = await createUser(`w${++n}.waiting`, "external", "pending");
    expect((await call(approve, { cookie: employee.cookie, params: { id: first.id }, body: {} })).status).toBe(200);
    await age(employee.cookie, 16);
    const refused = await call(approve, { cookie: employee.cookie, params: { id: second.id }, body: {} });
    expect(refused).toMatchObject({ status: 403, body: { error: REAUTH_REQUIRED, reauth: true } });
    asJar(employee.cookie);
    expect(await approveUserAction({ id: second.id })).toMatchObject({ ok: false, status: 403, reauth: true });
    expect((await (await getDb()).user.findUniqueOrThrow({ where: { id: second.id } })).status).toBe("pending");
    // A wrong password is no check; the right one is.
    expect(await call(reauth, { cookie: employee.cookie, body: { password: "wrong" } })).toMatchObject({ status: 403 });
    expect((await call(approve, { cookie: employee.cookie, params: { id: second.id }, body: {} })).status).toBe(403);
    expect((await call(reauth, { cookie: employee.cookie, body: { password: TEST_PASSWORD } })).status).toBe(200);
    expect((await call(approve, { cookie: employee.cookie, params: { id: second.id }, body: {} })).status).toBe(200);
  });

  it("a password-only account, with the switch off (the spec's defaults), approves however old its check", async () => {
    const employee = await fresh("employee");
    const waiting = await createUser(`w${++n}.waiting`, "external", "pending");
    await age(employee.cookie, 16);
    expect((await call(approve, { cookie: employee.cookie, params: { id: waiting.id }, body: {} })).status).toBe(200);
  });

  it("a code is a check too (14 minutes old: no question)", async () => {
    const employee = await fresh("employee");
    await enrolTotp(employee.id);
    const waiting = await createUser(`w${++n}.waiting`, "external", "pending");
    await age(employee.cookie, 14);
    expect((await call(approve, { cookie: employee.cookie, params: { id: waiting.id }, body: {} })).status).toBe(200);
    await age(employee.cookie, 16);
    expect((await call(reauth, { cookie: employee.cookie, body: { code: codeNow() } })).status).toBe(200);
    expect((await call(putPolicy, { cookie: employee.cookie, body: { requireSecondFactor: "nobody" } })).status).toBe(200);
  });

  it("changing the switch asks again when the check is old; the change is audited and notifies nobody", async () => {
    const employee = await fresh("employee");
    await enrolTotp(employee.id);
    const db = await getDb();
    const notifications = await db.notification.count();
    await age(employee.cookie, 16);
    expect(await call(putPolicy, { cookie: employee.cookie, body: { requireSecondFactor: "employees" } })).toMatchObject({ status: 403, body: { reauth: true } });
    expect((await call(getPolicy, { cookie: employee.cookie })).body).toEqual({ requireSecondFactor: "nobody" });
    await call(reauth, { cookie: employee.cookie, body: { password: TEST_PASSWORD } });
    expect(await call(putPolicy, { cookie: employee.cookie, body: { requireSecondFactor: "employees" } })).toMatchObject({ status: 200, body: { requireSecondFactor: "employees" } });
    expect((await call(putPolicy, { cookie: employee.cookie, body: { requireSecondFactor: "sometimes" } })).status).toBe(400);
    const audit = await db.auditLog.findFirstOrThrow({ where: { event: "setting.updated", entityId: "security.requireSecondFactor", userId: employee.id } });
    expect(audit).toMatchObject({ oldValues: { value: '"nobody"' }, newValues: { value: '"employees"' } });
    expect(await db.notification.count()).toBe(notifications);
  });
});

describe("an employee's reset of another account's second factor", () => {
  it("removes the codes and recovery codes, ends every session, audits, and tells the owner by bell and mail", async () => {
    const employee = await fresh("employee");
    const investor = await fresh("external");
    const db = await getDb();
    await db.user.update({ where: { id: investor.id }, data: { email: `${investor.username}@example.com`, emailVerifiedAt: new Date() } });
    await enrolTotp(investor.id, { recoveryCodes: ["aaaaa-bbbbb", "ccccc-ddddd"] });
    const other = await sessionCookie(investor);
    const listed = await call(adminUsers, { cookie: employee.cookie });
    expect(listed.body.find((u: { id: string }) => u.id === investor.id)).toMatchObject({ secondFactor: true });
    expect(listed.body.find((u: { id: string }) => u.id === employee.id)).toMatchObject({ secondFactor: false });

    expect(await call(reset, { cookie: employee.cookie, params: { id: investor.id } })).toMatchObject({ status: 200 });
    expect(await db.totpFactor.count({ where: { userId: investor.id } })).toBe(0);
    expect(await db.recoveryCode.count({ where: { userId: investor.id } })).toBe(0);
    expect(await db.session.count({ where: { userId: investor.id } })).toBe(0);
    expect((await call(me, { cookie: other })).status).toBe(401);
    const audit = await db.auditLog.findFirstOrThrow({ where: { event: "security.second-factor-reset", entityId: investor.id } });
    expect(audit).toMatchObject({ userId: employee.id, oldValues: { factors: "totp", recoveryCodes: 2, sessions: 2 }, newValues: { factors: "none" } });
    expect(await db.notification.count({ where: { userId: investor.id, kind: "security.second-factor-reset" } })).toBe(1);
    expect(await db.mailMessage.count({ where: { userId: investor.id, category: "account" } })).toBe(1);
    // Nothing left to reset: the screen was stale.
    expect((await call(reset, { cookie: employee.cookie, params: { id: investor.id } })).status).toBe(409);
  });

  it("is never for oneself (403), nor for an investor to do (403), and an unknown account is a 404", async () => {
    const employee = await fresh("employee");
    const investor = await fresh("external");
    await enrolTotp(employee.id);
    await enrolTotp(investor.id);
    expect(await call(reset, { cookie: employee.cookie, params: { id: employee.id } })).toMatchObject({ status: 403 });
    asJar(employee.cookie);
    expect(await resetSecondFactorAction({ id: employee.id })).toMatchObject({ ok: false, status: 403 });
    expect((await call(reset, { cookie: investor.cookie, params: { id: employee.id } })).status).toBe(403);
    expect((await call(reset, { cookie: employee.cookie, params: { id: "nobody-here" } })).status).toBe(404);
    const db = await getDb();
    expect(await db.totpFactor.count({ where: { userId: { in: [employee.id, investor.id] }, enabledAt: { not: null } } })).toBe(2);
    expect(await db.session.count({ where: { userId: employee.id } })).toBe(1);
  });
});
