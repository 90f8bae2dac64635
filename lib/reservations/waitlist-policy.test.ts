import { decideJoin, firstReadyInLine, inLine, ordinal, placeOf, placeText } from "@/lib/reservations/waitlist-policy";
import type { ReservationState } from "@/lib/reservations/policy";

const entries = [
  { userId: "c", seq: 30 },
  { userId: "a", seq: 10 },
  { userId: "b", seq: 20 },
];

describe("the queue", () => {
  it("orders by insertion, whatever order the rows came in", () => {
    expect(inLine(entries).map((e) => e.userId)).toEqual(["a", "b", "c"]);
  });

  it("places are ranks: gap-free after someone leaves", () => {
    expect(entries.map((e) => placeOf(entries, e.userId))).toEqual([3, 1, 2]);
    const afterLeaving = entries.filter((e) => e.userId !== "a");
    expect(placeOf(afterLeaving, "b")).toBe(1);
    expect(placeOf(afterLeaving, "c")).toBe(2);
    expect(placeOf(afterLeaving, "a")).toBeNull();
  });

  it("gives the turn to the first still-ready investor; the not-ready keep their place", () => {
    expect(firstReadyInLine(entries, (id) => id !== "a")?.userId).toBe("b");
    expect(firstReadyInLine(entries, () => true)?.userId).toBe("a");
    expect(firstReadyInLine(entries, () => false)).toBeNull();
    expect(firstReadyInLine([], () => true)).toBeNull();
  });

  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [21, "21st"],
    [22, "22nd"],
    [101, "101st"],
    [112, "112th"],
  ])("%i reads %s", (n, text) => {
    expect(ordinal(n)).toBe(text);
  });

  it("reads a place as the investor sees it", () => {
    expect(placeText(2)).toBe("2nd in line");
  });
});

describe("joining", () => {
  const base: ReservationState = {
    id: "p",
    sharedWithInvestors: true,
    stage: "Committed",
    reservedBy: "holder",
    reservedAt: new Date(),
    reservationStatus: "pending",
    reservationNotes: null,
    approvedBy: null,
    approvedAt: null,
    ownedBy: null,
    rejectedFor: null,
    rejectionNotes: null,
  };
  it("is for a shared project someone else holds, pending or approved", () => {
    expect(decideJoin(base, "me", false)).toBe("join");
    expect(decideJoin({ ...base, reservationStatus: "approved" }, "me", false)).toBe("join");
    expect(decideJoin(base, "me", true)).toBeNull();
  });
  it("refuses the holder, a free project and hides an unshared one", () => {
    expect(() => decideJoin(base, "holder", false)).toThrow("You already hold this project");
    expect(() => decideJoin({ ...base, reservedBy: null, reservationStatus: null }, "me", false)).toThrow("This project is available: reserve it instead");
    expect(() => decideJoin({ ...base, sharedWithInvestors: false }, "me", false)).toThrow("Project not found");
    expect(() => decideJoin(null, "me", false)).toThrow("Project not found");
  });
});
