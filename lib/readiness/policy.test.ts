import { notReadyMessage, readinessOf } from "@/lib/readiness/policy";

describe("readiness", () => {
  it.each([
    [{ acceptedDocuments: 9, msaExecuted: true }, true],
    [{ acceptedDocuments: 8, msaExecuted: true }, false],
    [{ acceptedDocuments: 9, msaExecuted: false }, false],
    [{ acceptedDocuments: 0, msaExecuted: false }, false],
  ])("%o is ready: %s", (facts, ready) => {
    expect(readinessOf(facts).ready).toBe(ready);
  });

  it("lists both items with the words the screens and the 409 use, each with where to fix it", () => {
    expect(readinessOf({ acceptedDocuments: 6, msaExecuted: false }).items).toEqual([
      { key: "documents", label: "6 of 9 documents accepted", done: false, href: "/deal-room" },
      { key: "msa", label: "MSA not yet signed", done: false, href: "/templates" },
    ]);
    expect(readinessOf({ acceptedDocuments: 9, msaExecuted: true }).items.map((i) => [i.label, i.done])).toEqual([
      ["9 of 9 documents accepted", true],
      ["MSA fully executed", true],
    ]);
  });

  it("never counts past nine", () => {
    expect(readinessOf({ acceptedDocuments: 12, msaExecuted: true })).toMatchObject({ acceptedDocuments: 9, ready: true });
  });

  it("the refusal names only what is missing", () => {
    expect(notReadyMessage(readinessOf({ acceptedDocuments: 6, msaExecuted: false }))).toBe("Not ready to reserve: 6 of 9 documents accepted, MSA not yet signed");
    expect(notReadyMessage(readinessOf({ acceptedDocuments: 9, msaExecuted: false }), "ivan is not ready")).toBe("ivan is not ready to reserve: MSA not yet signed");
  });
});
