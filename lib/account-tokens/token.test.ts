import { expiryOf, hashToken, newToken, openToken, sealToken, TOKEN_PATTERN, tokenProblem } from "@/lib/account-tokens/token";

const SECRET = "s".repeat(40);

it("makes 32 random bytes in base64url, different every time", () => {
  const a = newToken();
  expect(a).toMatch(TOKEN_PATTERN);
  expect(Buffer.from(a, "base64url")).toHaveLength(32);
  expect(newToken()).not.toBe(a);
});

it("stores the SHA-256 of the token, never the token", () => {
  const token = newToken();
  const hash = hashToken(token);
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  expect(hash).not.toContain(token);
  expect(hashToken(token)).toBe(hash);
  expect(hashToken(newToken())).not.toBe(hash);
});

it("expires a verification link after 24 hours and a reset link after 30 minutes", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  expect(expiryOf("verify-email", now).toISOString()).toBe("2026-11-29T12:00:00.000Z");
  expect(expiryOf("password-reset", now).toISOString()).toBe("2026-11-28T12:30:00.000Z");
});

it("a token works once and only before it expires", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  const expiresAt = expiryOf("password-reset", now);
  expect(tokenProblem({ expiresAt, usedAt: null }, now)).toBeNull();
  expect(tokenProblem({ expiresAt, usedAt: now }, now)).toBe("used");
  expect(tokenProblem({ expiresAt, usedAt: null }, expiresAt)).toBe("expired");
  expect(tokenProblem({ expiresAt, usedAt: null }, new Date(expiresAt.getTime() - 1))).toBeNull();
  expect(tokenProblem(null, now)).toBe("unknown");
});

it("seals a token for the outbox so only the server's secret opens it", () => {
  const token = newToken();
  const sealed = sealToken(token, SECRET);
  expect(sealed).not.toContain(token);
  expect(sealToken(token, SECRET)).not.toBe(sealed); // a fresh IV each time
  expect(openToken(sealed, SECRET)).toBe(token);
  expect(() => openToken(sealed, "o".repeat(40))).toThrow();
});
