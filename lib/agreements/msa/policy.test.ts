import { canSign, decideSignature, executionState } from "@/lib/agreements/msa/policy";

const investor = { id: "inv", role: "external" as const, username: "ivan" };
const otherInvestor = { id: "other", role: "external" as const, username: "olga" };
const employee = { id: "emp", role: "employee" as const, username: "emma" };
const msa = { investorId: "inv" };
const at = { name: "Full Name", client: { address: "10.0.0.1", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/156" }, authMethod: "password" as const, now: new Date("2026-11-24T10:00:00Z"), consent: "v1", contentHash: "abc" };
const ENTITY = { name: "Ivan Holdings LLC", signatory: "Ivan Ivanov", title: "Manager", address: "1 Main St, Springfield, IL 62701, United States" };
const COMPANY = { name: "Voltline Capital", signatory: "Full Name", title: "General Counsel", address: "" };
const parties = (party: string) => (party === "investor" ? ENTITY : COMPANY);

describe("signatures", () => {
  it("the investor signs as investor, an employee for the company, each once; executed after both", () => {
    const first = decideSignature(investor, msa, {}, at, parties);
    expect(first.party).toBe("investor");
    expect(first.data).toMatchObject({ investorSignature: "Full Name", investorSignedAt: "2026-11-24T10:00:00.000Z", investorSignerId: "inv" });
    // What the signing certificate prints: address, browser, how the signer was authenticated, when they consented.
    expect(first.data).toMatchObject({
      investorSignerAddress: "10.0.0.1",
      investorSignerUserAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/156",
      investorAuthMethod: "password",
      investorConsentedAt: "2026-11-24T10:00:00.000Z",
    });
    // The party as the agreement names it, kept with the signature: a later profile edit changes nothing signed.
    expect(first.data).toMatchObject({ investorPartyName: "Ivan Holdings LLC", investorSignatoryName: "Ivan Ivanov", investorSignatoryTitle: "Manager", investorPostalAddress: ENTITY.address });
    expect(executionState(first.data)).toBe("Pending Execution");
    expect(canSign(investor, msa, first.data)).toBeNull();
    expect(canSign(employee, msa, first.data)).toBe("company");
    expect(() => decideSignature(investor, msa, first.data, at, parties)).toThrow("This agreement has already been signed by the investor");
    const second = decideSignature(employee, msa, first.data, at, parties);
    expect(executionState(second.data)).toBe("Fully Executed");
    expect(() => decideSignature(employee, msa, second.data, at, parties)).toThrow("This agreement has already been signed by the company");
  });
  it("a client that sends no browser name leaves it unrecorded", () => {
    const { data } = decideSignature(investor, msa, {}, { ...at, client: { address: "10.0.0.1", userAgent: null } }, parties);
    expect(data).not.toHaveProperty("investorSignerUserAgent");
    expect(data.investorAuthMethod).toBe("password");
  });
  it("the investor cannot sign before their legal profile names them", () => {
    expect(() => decideSignature(investor, msa, {}, at, () => null)).toThrow(/Complete your legal profile/);
  });
  it("another investor signs for no one", () => {
    expect(canSign(otherInvestor, msa, {})).toBeNull();
    expect(() => decideSignature(otherInvestor, msa, {}, at, parties)).toThrow(/Only the investor or the company/);
  });
});
