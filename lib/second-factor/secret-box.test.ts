import { seal, unseal } from "@/lib/second-factor/secret-box";

test("a sealed secret reads back for its owner only, and never shows the plain text", () => {
  const sealed = seal("JBSWY3DPEHPK3PXP", "user-1");
  expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
  expect(unseal(sealed, "user-1")).toBe("JBSWY3DPEHPK3PXP");
  expect(unseal(sealed, "user-2")).toBeNull();
  // One changed bit of the ciphertext (flipped in its bytes: a base64 text's last character may carry only padding bits).
  const [version, iv, tag, data] = sealed.split(".");
  const bytes = Buffer.from(data, "base64url");
  bytes[0] ^= 1;
  expect(unseal([version, iv, tag, bytes.toString("base64url")].join("."), "user-1")).toBeNull();
  expect(unseal("garbage", "user-1")).toBeNull();
});
