import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from "@/lib/second-factor/recovery-codes";

test("ten distinct codes of ten characters, shown as xxxxx-xxxxx", () => {
  const codes = newRecoveryCodes();
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
});

test("case, spaces, dashes and look-alike letters do not matter; the stored form is a SHA-256", () => {
  const [code] = newRecoveryCodes(1);
  expect(hashRecoveryCode(` ${code.toUpperCase().replace("-", " ")} `)).toBe(hashRecoveryCode(code));
  expect(normalizeRecoveryCode("O1l-Io")).toBe("01110");
  expect(hashRecoveryCode(code)).toMatch(/^[0-9a-f]{64}$/);
});
