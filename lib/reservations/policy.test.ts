import {
  decideApprove,
  decideInvestorReserve,
  decideReject,
  decideReserveFor,
  decideWithdraw,
  type ReservationState,
} from "@/lib/reservations/policy";
import { isAvailable } from "@/lib/reservations/availability";
import { reserveForInvestorSchema, rejectReservationSchema } from "@/lib/reservations/schemas";

const now = new Date("2025-06-01T12:00:00Z");
const open: ReservationState = {
  id: "p1",
  sharedWithInvestors: true,
  stage: "Committed",
  reservedBy: null,
  reservedAt: null,
  reservationStatus: null,
  reservationNotes: null,
  approvedBy: null,
  approvedAt: null,
  ownedBy: null,
  rejectedFor: null,
  rejectionNotes: null,
};
const pendingBy = (who: string): ReservationState => ({ ...open, reservedBy: who, reservedAt: now, reservationStatus: "pending" });
const approvedFor = (who: string): ReservationState => ({ ...pendingBy(who), reservationStatus: "approved", approvedBy: "emp", approvedAt: now, ownedBy: who });

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    const err = e as { status: number; message: string };
    return { status: err.status, message: err.message };
  }
  throw new Error("expected a refusal");
};

describe("an investor reserving", () => {
  it("takes an available project, also one whose earlier reservation was rejected", () => {
    const expected = { reservedBy: "inv", reservedAt: now, reservationStatus: "pending", reservationNotes: null, approvedBy: null, approvedAt: null };
    expect(decideInvestorReserve(open, "inv", now)).toEqual(expected);
    expect(decideInvestorReserve({ ...open, reservationStatus: "rejected" }, "inv", now)).toEqual(expected);
  });

  it("answers a repeat by the holder with nothing to do", () => {
    expect(decideInvestorReserve(pendingBy("inv"), "inv", now)).toBeNull();
    expect(decideInvestorReserve(approvedFor("inv"), "inv", now)).toBeNull();
  });

  it("hides unknown and unshared projects, and refuses held or non-Committed ones", () => {
    expect(failure(() => decideInvestorReserve(null, "inv", now))).toEqual({ status: 404, message: "Project not found" });
    expect(failure(() => decideInvestorReserve({ ...open, sharedWithInvestors: false }, "inv", now)).status).toBe(404);
    expect(failure(() => decideInvestorReserve(pendingBy("other"), "inv", now))).toEqual({ status: 409, message: "This project is already reserved" });
    expect(failure(() => decideInvestorReserve({ ...open, stage: "Pipeline" }, "inv", now))).toEqual({
      status: 409,
      message: "This project is not available for reservation",
    });
  });
});

describe("an employee reserving on behalf", () => {
  it("keeps the notes and starts pending", () => {
    expect(decideReserveFor(open, "inv", "call first", now)).toMatchObject({ reservedBy: "inv", reservationStatus: "pending", reservationNotes: "call first" });
  });

  it("sees unshared projects exist: 409, not 404", () => {
    expect(failure(() => decideReserveFor({ ...open, sharedWithInvestors: false }, "inv", null, now)).status).toBe(409);
    expect(failure(() => decideReserveFor(pendingBy("inv"), "inv", null, now)).message).toBe("This project is already reserved");
    expect(failure(() => decideReserveFor(null, "inv", null, now)).status).toBe(404);
  });
});

describe("withdrawing", () => {
  it("clears the investor's own pending reservation", () => {
    expect(decideWithdraw(pendingBy("inv"), "inv")).toEqual({
      reservedBy: null,
      reservedAt: null,
      reservationNotes: null,
      approvedBy: null,
      approvedAt: null,
      reservationStatus: null,
    });
  });

  it("refuses anyone else's, approved ones and unreserved ones", () => {
    expect(failure(() => decideWithdraw(pendingBy("other"), "inv"))).toEqual({ status: 403, message: "You can only withdraw your own reservation" });
    expect(failure(() => decideWithdraw(approvedFor("inv"), "inv"))).toEqual({ status: 409, message: "Approved reservations cannot be withdrawn" });
    expect(failure(() => decideWithdraw(open, "inv"))).toEqual({ status: 409, message: "This project is not reserved" });
    expect(failure(() => decideWithdraw({ ...pendingBy("inv"), sharedWithInvestors: false }, "inv")).status).toBe(404);
  });
});

describe("approving and rejecting", () => {
  it("approval makes the investor the owner", () => {
    expect(decideApprove(pendingBy("inv"), "emp", now)).toEqual({ reservationStatus: "approved", approvedBy: "emp", approvedAt: now, ownedBy: "inv" });
  });

  it("rejection frees the project and keeps whose reservation it was, with the note", () => {
    const changes = decideReject(pendingBy("inv"), "Fund is full");
    expect(changes).toMatchObject({ reservedBy: null, reservedAt: null, reservationStatus: "rejected", rejectedFor: "inv", rejectionNotes: "Fund is full" });
    expect(isAvailable({ ...pendingBy("inv"), ...changes })).toBe(true);
  });

  it("the rejected investor's next reservation clears their rejection; another investor's keeps it", () => {
    const rejected: ReservationState = { ...open, reservationStatus: "rejected", rejectedFor: "inv", rejectionNotes: "Fund is full" };
    expect(decideInvestorReserve(rejected, "inv", now)).toMatchObject({ reservedBy: "inv", rejectedFor: null, rejectionNotes: null });
    expect(decideReserveFor(rejected, "inv", null, now)).toMatchObject({ reservedBy: "inv", rejectedFor: null, rejectionNotes: null });
    expect(decideInvestorReserve(rejected, "other", now)).not.toHaveProperty("rejectedFor");
  });

  it.each([
    ["approve", (p: ReservationState | null) => decideApprove(p, "emp", now)],
    ["reject", (p: ReservationState | null) => decideReject(p, null)],
  ])("%s works only on a pending reservation", (_name, decide) => {
    const refusal = { status: 409, message: "There is no pending reservation for this project" };
    expect(failure(() => decide(open))).toEqual(refusal);
    expect(failure(() => decide(approvedFor("inv")))).toEqual(refusal);
    expect(failure(() => decide({ ...open, reservationStatus: "rejected" }))).toEqual(refusal);
    expect(failure(() => decide(null)).status).toBe(404);
  });
});

describe("schemas", () => {
  it("requires an investor and keeps blank notes as none", () => {
    expect(reserveForInvestorSchema.safeParse({}).error?.issues[0].message).toBe("Investor selection is required");
    expect(reserveForInvestorSchema.safeParse({ investorId: "  " }).error?.issues[0].message).toBe("Investor selection is required");
    expect(reserveForInvestorSchema.parse({ investorId: " ivan ", notes: "  " })).toEqual({ investorId: "ivan", notes: null, overrideReason: null });
    expect(reserveForInvestorSchema.safeParse({ investorId: "ivan", notes: "x".repeat(2001) }).error?.issues[0].message).toBe(
      "Notes must be at most 2000 characters",
    );
    expect(rejectReservationSchema.parse({})).toEqual({ notes: null });
  });
});
