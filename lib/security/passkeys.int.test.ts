// Issue 32 passkeys on a real database, through the routes, with a software authenticator: add one (asked
// again, audited, notified), then sign in with the password and the passkey (202 lists it) or with the
// passkey alone; and every way an answer can be wrong: a challenge nobody handed out, one answered
// already, another site's origin, a counter going backwards, another session's challenge.
import { POST as login } from "@/app/api/auth/login/route";
import { POST as secondFactor } from "@/app/api/auth/login/second-factor/route";
import { POST as secondStepOptions } from "@/app/api/auth/login/second-factor/passkey-options/route";
import { POST as passkeyOptions } from "@/app/api/auth/login/passkey/options/route";
import { POST as passkeySignIn } from "@/app/api/auth/login/passkey/route";
import { GET as me } from "@/app/api/auth/me/route";
import { GET as listPasskeys, POST as addPasskey } from "@/app/api/profile/passkeys/route";
import { POST as registrationOptions } from "@/app/api/profile/passkeys/registration-options/route";
import { POST as rename } from "@/app/api/profile/passkeys/[id]/rename/route";
import { POST as remove } from "@/app/api/profile/passkeys/[id]/remove/route";
import { getDb } from "@/lib/db";
import { MAX_FAILURES_PER_USER_AND_IP } from "@/lib/auth/rate-limit";
import { call, cookieFrom } from "@/test/http";
import { createUser, sessionCookie, TEST_PASSWORD, type TestUser } from "@/test/factories/users";
import { SoftAuthenticator, strayChallenge } from "@/test/factories/soft-authenticator";

const password = { password: TEST_PASSWORD };

/** Adds a passkey for `user` through the routes, as the security page does. */
async function enrolPasskey(user: TestUser, name = "Laptop"): Promise<SoftAuthenticator> {
  const device = new SoftAuthenticator();
  const options = await call(registrationOptions, { cookie: user.cookie, body: password });
  expect(options.status).toBe(200);
  expect(options.body.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
  const added = await call(addPasskey, { cookie: user.cookie, body: { name, response: device.register(options.body) } });
  expect(added.status).toBe(201);
  return device;
}

async function pendingLogin(username: string, ip?: string): Promise<string> {
  const res = await call(login, { body: { username, password: TEST_PASSWORD }, ip });
  expect(res.status).toBe(202);
  expect(res.body).toEqual({ secondFactor: ["passkey"] });
  return cookieFrom(res.setCookie)!;
}

it("adds a passkey (asked again, audited, notified), lists it, then signs in with the password and the passkey", async () => {
  const user = await createUser("pia.passkey", "external");
  expect((await call(registrationOptions, { cookie: user.cookie, body: { password: "wrong" } })).status).toBe(403);
  await enrolPasskey(user, "Work laptop");
  const db = await getDb();
  const listed = await call(listPasskeys, { cookie: user.cookie });
  expect(listed.body.passkeys).toEqual([expect.objectContaining({ name: "Work laptop", lastUsedAt: null })]);
  const audit = await db.auditLog.findMany({ where: { entityId: user.id, entityType: "account-security" }, select: { event: true } });
  expect(audit.map((a) => a.event)).toEqual(["security.passkey-added"]);
  expect(await db.notification.count({ where: { userId: user.id, kind: "security.passkey-added" } })).toBe(1);

  const stranger = new SoftAuthenticator();
  const pending = await pendingLogin("pia.passkey");
  expect((await call(me, { cookie: pending })).status).toBe(401);
  const options = await call(secondStepOptions, { cookie: pending });
  expect(options.status).toBe(200);
  expect(options.body.allowCredentials).toHaveLength(1);
  expect(options.body.userVerification).toBe("required");
  // A passkey the account does not hold does not complete it.
  expect((await call(secondFactor, { cookie: pending, body: { passkey: stranger.assert(options.body) } })).status).toBe(401);
});

it("signs in with the password then the passkey, and with the passkey alone; last used moves", async () => {
  const user = await createUser("paul.passkey", "external");
  const device = await enrolPasskey(user);
  const pending = await pendingLogin("paul.passkey");
  const options = await call(secondStepOptions, { cookie: pending });
  const done = await call(secondFactor, { cookie: pending, body: { passkey: device.assert(options.body) } });
  expect(done.status).toBe(200);
  expect(done.body.user.username).toBe("paul.passkey");
  expect(done.setCookie).toContain("cfp_session=");

  // No password, no username: the options name no credential, the answer names the account.
  const alone = await call(passkeyOptions, {});
  expect(alone.body.allowCredentials ?? []).toEqual([]);
  const signedIn = await call(passkeySignIn, { body: { response: device.assert(alone.body) } });
  expect(signedIn.status).toBe(200);
  expect(signedIn.body.user.username).toBe("paul.passkey");
  expect((await call(me, { cookie: cookieFrom(signedIn.setCookie)! })).status).toBe(200);
  const row = await (await getDb()).passkey.findFirstOrThrow({ where: { userId: user.id } });
  expect(row.lastUsedAt).not.toBeNull();
  expect(Number(row.counter)).toBe(device.counter);
});

it("refuses a challenge nobody handed out, a replayed one, another origin, and a counter going backwards", async () => {
  const user = await createUser("rita.replay", "external");
  const device = await enrolPasskey(user);
  const signIn = (response: unknown) => call(passkeySignIn, { body: { response } });

  const stray = await call(passkeyOptions, {});
  expect((await signIn(device.assert(stray.body, { challenge: strayChallenge() }))).status).toBe(401);

  const once = await call(passkeyOptions, {});
  const answer = device.assert(once.body);
  expect((await signIn(answer)).status).toBe(200);
  expect((await signIn(answer)).status).toBe(401);

  const foreign = await call(passkeyOptions, {});
  expect((await signIn(device.assert(foreign.body, { origin: "https://evil.example" }))).status).toBe(401);
  // The foreign answer spent its challenge: the right origin cannot use it afterwards.
  expect((await signIn(device.assert(foreign.body))).status).toBe(401);

  await (await getDb()).passkey.updateMany({ where: { userId: user.id }, data: { counter: 100 } });
  const cloned = await call(passkeyOptions, {});
  expect((await signIn(device.assert(cloned.body, { counter: 5 }))).status).toBe(401);
  const ahead = await call(passkeyOptions, {});
  expect((await signIn(device.assert(ahead.body, { counter: 101 }))).status).toBe(200);

  // Without user verification (a touch, no PIN or biometric): refused.
  const touched = await call(passkeyOptions, {});
  expect((await signIn(device.assert(touched.body, { userVerified: false, counter: 102 }))).status).toBe(401);
});

it("binds challenges: a second-step challenge does not sign in alone, another session's registration options do not add a passkey", async () => {
  const user = await createUser("bea.binding", "external");
  const device = await enrolPasskey(user);
  const pending = await pendingLogin("bea.binding");
  const secondStep = await call(secondStepOptions, { cookie: pending });
  expect((await call(passkeySignIn, { body: { response: device.assert(secondStep.body) } })).status).toBe(401);

  const other = await sessionCookie(user as { id: string; role: "external" });
  const options = await call(registrationOptions, { cookie: user.cookie, body: password });
  const fresh = new SoftAuthenticator();
  const elsewhere = await call(addPasskey, { cookie: other, body: { name: "Phone", response: fresh.register(options.body) } });
  expect(elsewhere.status).toBe(400);
  const wrongOrigin = await call(registrationOptions, { cookie: user.cookie, body: password });
  expect((await call(addPasskey, { cookie: user.cookie, body: { name: "Phone", response: fresh.register(wrongOrigin.body, { origin: "http://localhost:4000" }) } })).status).toBe(400);
  expect(await (await getDb()).passkey.count({ where: { userId: user.id } })).toBe(1);
});

it("counts wrong passkey answers toward the login limits", async () => {
  const user = await createUser("lena.limits", "external");
  const device = await enrolPasskey(user);
  const ip = "10.9.9.9";
  const pending = await pendingLogin("lena.limits", ip);
  for (let i = 0; i < MAX_FAILURES_PER_USER_AND_IP; i++) {
    const res = await call(secondFactor, { cookie: pending, ip, body: { passkey: device.assert({ challenge: strayChallenge() }) } });
    expect(res.status).toBe(401);
  }
  const options = await call(secondStepOptions, { cookie: pending, ip });
  expect((await call(secondFactor, { cookie: pending, ip, body: { passkey: device.assert(options.body) } })).status).toBe(429);
  // Alone, from the same address, the account's failures count too.
  const alone = await call(passkeyOptions, { ip });
  expect((await call(passkeySignIn, { ip, body: { response: device.assert(alone.body) } })).status).toBe(429);
});

it("renames and removes only with the password again, only one's own; removing ends the 202", async () => {
  const user = await createUser("rob.rename", "external");
  const other = await createUser("otto.other", "external");
  await enrolPasskey(user, "Old name");
  const { id } = (await call(listPasskeys, { cookie: user.cookie })).body.passkeys[0];
  expect((await call(rename, { cookie: user.cookie, params: { id }, body: { name: "New name", password: "wrong" } })).status).toBe(403);
  expect((await call(rename, { cookie: other.cookie, params: { id }, body: { name: "Mine now", ...password } })).status).toBe(404);
  const renamed = await call(rename, { cookie: user.cookie, params: { id }, body: { name: "  New name ", ...password } });
  expect(renamed.body.passkey.name).toBe("New name");
  expect((await call(remove, { cookie: other.cookie, params: { id }, body: password })).status).toBe(404);
  expect((await call(remove, { cookie: user.cookie, params: { id }, body: password })).status).toBe(200);
  expect((await call(login, { body: { username: "rob.rename", password: TEST_PASSWORD } })).status).toBe(200);
  const events = await (await getDb()).auditLog.findMany({ where: { entityId: user.id, entityType: "account-security" }, orderBy: { createdAt: "asc" }, select: { event: true } });
  expect(events.map((e) => e.event)).toEqual(["security.passkey-added", "security.passkey-renamed", "security.passkey-removed"]);
});
