// Issue 32: the rules a code must pass, without a database: ±1 step of clock skew, never ±2, and no
// code accepted twice or after a newer one.
import { acceptedStep, codeAt, newTotpSecret, otpauthUrl, stepAt, TOTP_PERIOD } from "@/lib/second-factor/totp";

const secret = newTotpSecret();
// The middle of a step, so ±1 step lands cleanly inside the neighbours.
const now = (Math.floor(Date.UTC(2026, 10, 28, 12) / 1000 / TOTP_PERIOD) * TOTP_PERIOD + 15) * 1000;
const STEP_MS = TOTP_PERIOD * 1000;

test("a current code is accepted and names its time step", () => {
  expect(acceptedStep(secret, codeAt(secret, now), null, now)).toBe(stepAt(now));
});

test.each([
  ["one step behind (the phone is slow)", -1, true],
  ["one step ahead (the phone is fast)", 1, true],
  ["two steps behind", -2, false],
  ["two steps ahead", 2, false],
])("a code from %s is %s", (_name, steps, accepted) => {
  const code = codeAt(secret, now + steps * STEP_MS);
  expect(acceptedStep(secret, code, null, now)).toBe(accepted ? stepAt(now) + steps : null);
});

test("a code is accepted once: the same code again, within its window, is refused", () => {
  const code = codeAt(secret, now);
  const step = acceptedStep(secret, code, null, now)!;
  expect(acceptedStep(secret, code, step, now)).toBeNull();
  expect(acceptedStep(secret, code, step, now + 20_000)).toBeNull();
});

test("after a code is used, an older code still inside the window is refused, a newer one accepted", () => {
  const used = stepAt(now);
  expect(acceptedStep(secret, codeAt(secret, now - STEP_MS), used, now)).toBeNull();
  expect(acceptedStep(secret, codeAt(secret, now + STEP_MS), used, now + STEP_MS)).toBe(used + 1);
});

test("another secret's code, malformed input and spaces", () => {
  const other = newTotpSecret();
  expect(acceptedStep(secret, codeAt(other, now), null, now)).toBeNull();
  expect(acceptedStep(secret, "12345", null, now)).toBeNull();
  expect(acceptedStep(secret, "abcdef", null, now)).toBeNull();
  const code = codeAt(secret, now);
  expect(acceptedStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, null, now)).toBe(stepAt(now));
});

test("the otpauth URL names the issuer and the account, and carries the secret", () => {
  const url = new URL(otpauthUrl(secret, "ivan", "Acme Charging"));
  expect(url.protocol).toBe("otpauth:");
  expect(url.searchParams.get("secret")).toBe(secret);
  expect(url.searchParams.get("issuer")).toBe("Acme Charging");
  expect(decodeURIComponent(url.pathname)).toContain("ivan");
});
