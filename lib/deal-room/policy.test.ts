import { completionBadge, completionPercentage, decideDealRoomToChange, decideOwnDealRoom, decideSubject, documentStatus, isDone, mayReadDocumentOf } from "@/lib/deal-room/policy";

const investor = { id: "i1", role: "external" as const };
const employee = { id: "e1", role: "employee" as const };

describe("deal-room policy", () => {
  it("states spec 2 §4's table", () => {
    expect(documentStatus(false, false)).toBe("Missing");
    expect(documentStatus(true, false)).toBe("Partial");
    expect(documentStatus(false, true)).toBe("Partial");
    expect(documentStatus(true, true)).toBe("Complete");
  });

  it("counts a file or a link as done, unless rejected", () => {
    expect(isDone(true, false, null)).toBe(true);
    expect(isDone(false, true, "accepted")).toBe(true);
    expect(isDone(true, true, "rejected")).toBe(false);
    expect(isDone(false, false, null)).toBe(false);
  });

  it.each([
    [0, 0, "Not Started"],
    [1, 11, "Started"],
    [4, 44, "Started"],
    [5, 56, "In Progress"],
    [8, 89, "In Progress"],
    [9, 100, "Complete"],
  ])("%i of 9 is %i%% and badge %s", (done, pct, badge) => {
    expect(completionPercentage(done)).toBe(pct);
    expect(completionBadge(pct)).toBe(badge);
  });

  it("uses the badge thresholds exactly", () => {
    expect(completionBadge(50)).toBe("In Progress");
    expect(completionBadge(49)).toBe("Started");
    expect(completionBadge(99)).toBe("In Progress");
  });

  it("keeps investors in their own deal room and employees out of their own", () => {
    expect(decideSubject(investor, undefined, null)).toBe("i1");
    expect(decideSubject(investor, "i1", null)).toBe("i1");
    expect(() => decideSubject(investor, "i2", { id: "i2", role: "external" })).toThrow(expect.objectContaining({ status: 404 }));
    expect(decideSubject(employee, "i2", { id: "i2", role: "external" })).toBe("i2");
    expect(decideSubject(employee, undefined, null)).toBe("e1");
    expect(() => decideSubject(employee, "e2", { id: "e2", role: "employee" })).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => decideSubject(employee, "nobody", null)).toThrow(expect.objectContaining({ status: 404 }));
  });

  it("keeps an investor's own deal room to that investor", () => {
    expect(decideOwnDealRoom(investor, "i1")).toBe("i1");
    expect(() => decideOwnDealRoom(investor, "i2")).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => decideOwnDealRoom(employee, "i2")).toThrow(expect.objectContaining({ status: 403 }));
  });

  it("lets an investor change only their own deal room, and an employee any investor's", () => {
    expect(decideDealRoomToChange(investor, "i1", null)).toBe("i1");
    expect(() => decideDealRoomToChange(investor, "i2", { id: "i2", role: "external" })).toThrow(expect.objectContaining({ status: 404 }));
    expect(decideDealRoomToChange(employee, "i2", { id: "i2", role: "external" })).toBe("i2");
    expect(() => decideDealRoomToChange(employee, "e1", employee)).toThrow(expect.objectContaining({ status: 404, message: "Investor not found" }));
    expect(() => decideDealRoomToChange(employee, "e2", { id: "e2", role: "employee" })).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => decideDealRoomToChange(employee, "nobody", null)).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => decideDealRoomToChange(null, "i1", null)).toThrow(expect.objectContaining({ status: 401 }));
  });

  it("lets the owner and employees read a file", () => {
    expect(mayReadDocumentOf(investor, "i1")).toBe(true);
    expect(mayReadDocumentOf(investor, "i2")).toBe(false);
    expect(mayReadDocumentOf(employee, "i2")).toBe(true);
  });
});
