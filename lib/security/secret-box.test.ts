import { seal, unseal } from "@/lib/security/secret-box";

test("a sealed secret reads back for its owner only, and never shows the plain text", () => {
  const sealed = seal("JBSWY3DPEHPK3PXP", "user-1");
  expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
  expect(unseal(sealed, "user-1")).toBe("JBSWY3DPEHPK3PXP");
  expect(unseal(sealed, "user-2")).toBeNull();
  expect(unseal(sealed.replace(/.$/, (c) => (c === "A" ? "B" : "A")), "user-1")).toBeNull();
  expect(unseal("garbage", "user-1")).toBeNull();
});
