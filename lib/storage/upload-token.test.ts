import { EXPIRED_UPLOAD_URL, INVALID_UPLOAD_URL, signUploadToken, verifyUploadToken, type UploadGrant } from "@/lib/storage/upload-token";

const now = Date.now();
const grant: UploadGrant = {
  key: "deal-room/user1/0123456789abcdef0123456789abcdef-plan.pdf",
  maxBytes: 10 * 1024 * 1024,
  contentType: "application/pdf",
  allowedTypes: ["application/pdf"],
  expiresAt: Math.floor(now / 1000) + 600,
};

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return { status: (err as { status?: number }).status, message: (err as Error).message };
  }
  return null;
};

describe("upload tokens", () => {
  it("round-trips a grant", () => {
    expect(verifyUploadToken(signUploadToken(grant), now)).toEqual(grant);
  });

  it("uses only URL-safe characters", () => {
    expect(signUploadToken(grant)).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it("refuses a payload changed after signing (a bigger limit)", () => {
    const [, signature] = signUploadToken(grant).split(".");
    const forged = Buffer.from(JSON.stringify({ k: grant.key, m: 10 ** 12, e: grant.expiresAt })).toString("base64url");
    expect(refusal(() => verifyUploadToken(`${forged}.${signature}`, now))).toEqual({ status: 403, message: INVALID_UPLOAD_URL });
  });

  it("refuses a changed signature, a missing one and garbage", () => {
    const token = signUploadToken(grant);
    const flipped = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA");
    for (const bad of [flipped, token.split(".")[0], `${token}.x`, "", "not-a-token", "a.b"]) {
      expect(refusal(() => verifyUploadToken(bad, now))).toEqual({ status: 403, message: INVALID_UPLOAD_URL });
    }
  });

  it("refuses a token signed with another secret", () => {
    const saved = process.env.SESSION_SECRET;
    process.env.SESSION_SECRET = "x".repeat(40);
    const foreign = signUploadToken(grant);
    process.env.SESSION_SECRET = saved;
    expect(refusal(() => verifyUploadToken(foreign, now))).toEqual({ status: 403, message: INVALID_UPLOAD_URL });
  });

  it("refuses an expired token with the expiry message", () => {
    const token = signUploadToken(grant);
    expect(refusal(() => verifyUploadToken(token, grant.expiresAt * 1000))).toEqual({ status: 403, message: EXPIRED_UPLOAD_URL });
    expect(refusal(() => verifyUploadToken(token, grant.expiresAt * 1000 - 1))).toBeNull();
  });
});
