import { effectiveDateText, effectiveDay, ON_FULL_EXECUTION } from "@/lib/agreements/msa/effective-date";

describe("effectiveDay (issue 30: an MSA finalized without an effective date showed none)", () => {
  const investor = { signedAt: "2026-03-02T23:30:00.000Z" };
  const company = { signedAt: new Date("2026-03-04T08:00:00.000Z") };
  it("is the date given at finalization, whatever the signatures", () => {
    expect(effectiveDay("2026-01-01", {})).toBe("2026-01-01");
    expect(effectiveDay("2026-01-01", { investor, company })).toBe("2026-01-01");
  });
  it("else the day the last party signed, once both have", () => {
    expect(effectiveDay(null, { investor, company })).toBe("2026-03-04");
    expect(effectiveDay(undefined, { investor: company, company: investor })).toBe("2026-03-04");
  });
  it("else none yet (the files and screens say: on full execution)", () => {
    expect(effectiveDay(null, { investor })).toBeNull();
    expect(effectiveDay(null, { investor: null, company: null })).toBeNull();
  });
});

describe("effectiveDateText: what the viewer, the share page and both files print", () => {
  it("the long date once known, the rule until then", () => {
    expect(effectiveDateText("2027-01-01", {})).toBe("January 1, 2027");
    expect(effectiveDateText(null, { investor: { signedAt: "2026-03-02T23:30:00.000Z" }, company: { signedAt: "2026-03-04T08:00:00.000Z" } })).toBe("March 4, 2026");
    expect(effectiveDateText(null, { investor: { signedAt: "2026-03-02T23:30:00.000Z" } })).toBe(ON_FULL_EXECUTION);
  });
});
