import { EXPIRED_UPLOAD_URL, INVALID_UPLOAD_URL, sealUploadToken, unsealUploadToken, type UploadGrant } from "@/lib/storage/upload-token";
import { sealSessionCookie } from "@/lib/session-cookie";

const now = Date.now();
const grant: UploadGrant = {
  id: "7d3c1c0e-0000-4000-8000-000000000001",
  userId: "user1",
  key: "deal-room/user1/0123456789abcdef0123456789abcdef-plan.pdf",
  maxBytes: 10 * 1024 * 1024,
  contentType: "application/pdf",
  allowedTypes: ["application/pdf"],
  expiresAt: Math.floor(now / 1000) + 600,
};

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: { status?: number; message: string }) => ({ status: err.status, message: err.message }),
  );

describe("upload tokens", () => {
  it("round-trip a grant, and carry nothing readable", async () => {
    const token = await sealUploadToken(grant);
    expect(await unsealUploadToken(token, now)).toEqual(grant);
    expect(token).not.toContain("deal-room");
    expect(token).toMatch(/^Fe26\.2\*[A-Za-z0-9_*~-]+$/); // safe as a URL path segment
  });

  it("refuse a tampered token, a cut one and garbage", async () => {
    const token = await sealUploadToken(grant);
    const at = Math.floor(token.length / 2);
    const flipped = token.slice(0, at) + (token[at] === "A" ? "B" : "A") + token.slice(at + 1);
    for (const bad of [flipped, token.slice(0, -5), "", "not-a-token", "Fe26.2**a*b*c**d*e~2"]) {
      expect(await refusal(unsealUploadToken(bad, now))).toEqual({ status: 403, message: INVALID_UPLOAD_URL });
    }
  });

  it("refuse a token sealed with another secret, and a session cookie passed as one", async () => {
    const saved = process.env.SESSION_SECRET;
    process.env.SESSION_SECRET = "x".repeat(40);
    const foreign = await sealUploadToken(grant);
    process.env.SESSION_SECRET = saved;
    expect(await refusal(unsealUploadToken(foreign, now))).toEqual({ status: 403, message: INVALID_UPLOAD_URL });
    const cookie = await sealSessionCookie({ sid: "s", uid: "user1", role: "external" }, process.env.SESSION_SECRET!);
    expect(await refusal(unsealUploadToken(cookie, now))).toEqual({ status: 403, message: INVALID_UPLOAD_URL });
  });

  it("refuse an expired token with the expiry message", async () => {
    const token = await sealUploadToken(grant);
    expect(await refusal(unsealUploadToken(token, grant.expiresAt * 1000))).toEqual({ status: 403, message: EXPIRED_UPLOAD_URL });
    expect(await refusal(unsealUploadToken(token, grant.expiresAt * 1000 - 1))).toBeNull();
  });
});
