import { canSign, decideSignature, executionState } from "@/lib/agreements/msa/policy";

const investor = { id: "inv", role: "external" as const, username: "ivan" };
const otherInvestor = { id: "other", role: "external" as const, username: "olga" };
const employee = { id: "emp", role: "employee" as const, username: "emma" };
const msa = { investorId: "inv" };
const at = { name: "Full Name", address: "10.0.0.1", now: new Date("2026-11-24T10:00:00Z"), consent: "v1", contentHash: "abc" };

describe("signatures", () => {
  it("the investor signs as investor, an employee for the company, each once; executed after both", () => {
    const first = decideSignature(investor, msa, {}, at);
    expect(first.party).toBe("investor");
    expect(first.data).toMatchObject({ investorSignature: "Full Name", investorSignedAt: "2026-11-24T10:00:00.000Z", investorSignerId: "inv" });
    expect(executionState(first.data)).toBe("Pending Execution");
    expect(canSign(investor, msa, first.data)).toBeNull();
    expect(canSign(employee, msa, first.data)).toBe("company");
    expect(() => decideSignature(investor, msa, first.data, at)).toThrow("This agreement has already been signed by the investor");
    const second = decideSignature(employee, msa, first.data, at);
    expect(executionState(second.data)).toBe("Fully Executed");
    expect(() => decideSignature(employee, msa, second.data, at)).toThrow("This agreement has already been signed by the company");
  });
  it("another investor signs for no one", () => {
    expect(canSign(otherInvestor, msa, {})).toBeNull();
    expect(() => decideSignature(otherInvestor, msa, {}, at)).toThrow(/Only the investor or the company/);
  });
});
