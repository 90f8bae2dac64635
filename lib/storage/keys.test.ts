import { isOwnedKey, newStorageKey, parseStorageKey } from "@/lib/storage/keys";

describe("storage keys", () => {
  it("are <purpose>/<owner>/<32 hex>-<sanitised name>, different every time", () => {
    const a = newStorageKey({ purpose: "deal-room", ownerId: "cm1abc", fileName: "../../Deal memo.pdf" });
    const b = newStorageKey({ purpose: "deal-room", ownerId: "cm1abc", fileName: "../../Deal memo.pdf" });
    expect(a).toMatch(/^deal-room\/cm1abc\/[0-9a-f]{32}-Deal memo\.pdf$/);
    expect(a).not.toBe(b);
  });

  it("refuse a purpose or owner that could change the path", () => {
    expect(() => newStorageKey({ purpose: "../x", ownerId: "u1", fileName: "a.pdf" })).toThrow();
    expect(() => newStorageKey({ purpose: "deal-room", ownerId: "u1/../u2", fileName: "a.pdf" })).toThrow();
  });

  it("parse back only what newStorageKey makes", () => {
    const key = newStorageKey({ purpose: "certificates", ownerId: "u1", fileName: "cert.png" });
    expect(parseStorageKey(key)).toEqual({ purpose: "certificates", ownerId: "u1", fileName: "cert.png" });
    for (const bad of ["certificates/u1/../../etc/passwd", "/etc/passwd", "certificates/u1/nothex-cert.png", `${key}/x`, "a/b"]) {
      expect(parseStorageKey(bad)).toBeNull();
    }
  });

  it("tell whether a key belongs to an owner and purpose", () => {
    const key = newStorageKey({ purpose: "deal-room", ownerId: "u1", fileName: "a.pdf" });
    expect(isOwnedKey(key, "deal-room", "u1")).toBe(true);
    expect(isOwnedKey(key, "deal-room", "u2")).toBe(false);
    expect(isOwnedKey(key, "certificates", "u1")).toBe(false);
  });
});
