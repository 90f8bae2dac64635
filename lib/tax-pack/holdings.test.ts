// The holding periods read from the reservation history: a hold starts at an approval and ends with the
// next move of the reservation or the project's deletion; a year counts a hold that lasted any moment of it.
import { holdingPeriods, periodsWithin, type HoldingEvent } from "@/lib/tax-pack/holdings";

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);
const ev = (entityId: string, event: string, when: string, newValues: Record<string, unknown> = {}): HoldingEvent => ({
  entityId,
  event,
  fieldChanges: Object.keys(newValues),
  newValues,
  createdAt: at(when),
});

const history = [
  ev("p1", "reservation.requested", "2024-10-01", { reservedBy: "ivan", reservationStatus: "pending" }),
  ev("p1", "reservation.approved", "2024-11-20", { reservationStatus: "approved", ownedBy: "ivan", approvedBy: "emma" }),
  ev("p1", "reservation.withdrawn", "2025-02-10", { reservedBy: null, reservationStatus: null }),
  // Olga's hold of p2 ends with a rejection of nothing: Ivan never held it.
  ev("p2", "reservation.requested", "2024-01-05", { reservedBy: "olga", reservationStatus: "pending" }),
  ev("p2", "reservation.approved", "2024-01-06", { reservationStatus: "approved", ownedBy: "olga" }),
  // p3: Ivan's pending reservation was rejected; a pending one is not a hold.
  ev("p3", "reservation.requested", "2024-03-01", { reservedBy: "ivan", reservationStatus: "pending" }),
  ev("p3", "reservation.rejected", "2024-03-02", { reservedBy: null, reservationStatus: "rejected" }),
  // p4: held, released, approved again for him (ownedBy unchanged, so not in the row), then deleted.
  ev("p4", "reservation.approved", "2023-05-01", { reservationStatus: "approved", ownedBy: "ivan" }),
  ev("p4", "reservation.withdrawn", "2023-06-01", { reservedBy: null, reservationStatus: null }),
  ev("p4", "reservation.requested", "2025-01-01", { reservedBy: "ivan", reservationStatus: "pending" }),
  ev("p4", "reservation.approved", "2025-01-02", { reservationStatus: "approved" }),
  ev("p4", "project.deleted", "2026-03-01"),
  // p5: held and still held.
  ev("p5", "reservation.approved", "2025-07-01", { reservationStatus: "approved", ownedBy: "ivan" }),
];

it("reads each period from the approval to the next move of the reservation or the deletion", () => {
  const held = holdingPeriods(history, "ivan");
  expect([...held.keys()].sort()).toEqual(["p1", "p4", "p5"]);
  expect(held.get("p1")).toEqual([{ from: at("2024-11-20"), to: at("2025-02-10") }]);
  expect(held.get("p4")).toEqual([
    { from: at("2023-05-01"), to: at("2023-06-01") },
    { from: at("2025-01-02"), to: at("2026-03-01") },
  ]);
  expect(held.get("p5")).toEqual([{ from: at("2025-07-01"), to: null }]);
  expect([...holdingPeriods(history, "olga").keys()]).toEqual(["p2"]);
});

it("counts a hold for every year it lasted any moment of", () => {
  const held = holdingPeriods(history, "ivan");
  const year = (y: number) => [new Date(`${y}-01-01T00:00:00Z`), new Date(`${y + 1}-01-01T00:00:00Z`)] as const;
  const inYear = (y: number) => [...held].filter(([, p]) => periodsWithin(p, ...year(y)).length > 0).map(([id]) => id).sort();
  expect(inYear(2023)).toEqual(["p4"]);
  expect(inYear(2024)).toEqual(["p1"]);
  expect(inYear(2025)).toEqual(["p1", "p4", "p5"]);
  expect(inYear(2026)).toEqual(["p4", "p5"]);
  expect(inYear(2027)).toEqual(["p5"]);
  expect(periodsWithin(held.get("p4")!, ...year(2025))).toEqual([{ from: at("2025-01-02"), to: at("2026-03-01") }]);
});

it("ignores an event in the approval's own transaction (same time)", () => {
  const same = [ev("p", "reservation.approved", "2025-01-01", { reservationStatus: "approved", ownedBy: "ivan" }), ev("p", "reservation.waitlist-left", "2025-01-01", { reservedBy: "x" })];
  expect(holdingPeriods(same, "ivan").get("p")).toEqual([{ from: at("2025-01-01"), to: null }]);
});
