import { assertAssignable, assertMayReadCertificate, decideReview, decideSubmission } from "@/lib/courses/policy";
import { canSubmit, userCourseStatus } from "@/lib/courses/status";
import type { Role } from "@/lib/auth/schemas";

const assignment = { id: "a1", courseId: "c1", userId: "u1" };
const now = new Date("2026-05-01T12:00:00Z");

describe("assertAssignable", () => {
  const investor = { role: "external" as Role, status: "approved" };
  it("accepts an active course for an approved investor not yet assigned", () => {
    expect(() => assertAssignable({ isActive: true }, investor, false)).not.toThrow();
  });
  it.each<[{ isActive: boolean } | null, { role: Role; status: string } | null, boolean, number]>([
    [null, investor, false, 404],
    [{ isActive: false }, investor, false, 409],
    [{ isActive: true }, { role: "employee", status: "approved" }, false, 400],
    [{ isActive: true }, { role: "external", status: "denied" }, false, 400],
    [{ isActive: true }, null, false, 400],
    [{ isActive: true }, investor, true, 409],
  ])("refuses %j / %j / assigned=%s with %i", (course, user, assigned, status) => {
    expect(() => assertAssignable(course, user, assigned)).toThrow(expect.objectContaining({ status }));
  });
});

describe("decideSubmission", () => {
  it("creates when nothing was submitted and resubmits after a rejection", () => {
    expect(decideSubmission(assignment, null, "u1", "c1")).toBe("create");
    expect(decideSubmission(assignment, { id: "x", status: "rejected" }, "u1", "c1")).toBe("resubmit");
  });
  it.each([
    [null, null, "u1", "c1", 404],
    [assignment, null, "u2", "c1", 404],
    [assignment, null, "u1", "c2", 400],
    [assignment, { id: "x", status: "pending" as const }, "u1", "c1", 409],
    [assignment, { id: "x", status: "approved" as const }, "u1", "c1", 409],
  ])("refuses %#", (a, c, actor, course, status) => {
    expect(() => decideSubmission(a, c, actor, course)).toThrow(expect.objectContaining({ status }));
  });
});

describe("decideReview", () => {
  it("approves or rejects a pending completion, recording who and when", () => {
    expect(decideReview({ id: "x", status: "pending" }, { status: "approved", rejectionReason: "ignored" }, "e1", now)).toEqual({
      status: "approved",
      approvedBy: "e1",
      approvedAt: now,
      rejectionReason: null,
    });
    expect(decideReview({ id: "x", status: "pending" }, { status: "rejected", rejectionReason: "Blurry" }, "e1", now).rejectionReason).toBe("Blurry");
  });
  it.each(["approved", "rejected"] as const)("refuses a %s completion with 409", (status) => {
    expect(() => decideReview({ id: "x", status }, { status: "approved", rejectionReason: null }, "e1", now)).toThrow(expect.objectContaining({ status: 409 }));
  });
  it("answers 404 for a missing completion", () => {
    expect(() => decideReview(null, { status: "approved", rejectionReason: null }, "e1", now)).toThrow(expect.objectContaining({ status: 404 }));
  });
});

describe("assertMayReadCertificate", () => {
  const completion = { userId: "u1", certificateUrl: "course-certificates/u1/x-c.pdf" };
  it("gives the key to the owner and to staff, and 404 to anyone else", () => {
    expect(assertMayReadCertificate(completion, { id: "u1", role: "external" })).toBe(completion.certificateUrl);
    expect(assertMayReadCertificate(completion, { id: "e1", role: "employee" })).toBe(completion.certificateUrl);
    expect(() => assertMayReadCertificate(completion, { id: "u2", role: "external" })).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => assertMayReadCertificate({ ...completion, certificateUrl: null }, { id: "u1", role: "external" })).toThrow(expect.objectContaining({ status: 404 }));
  });
});

describe("user-facing status", () => {
  it.each([
    [null, "not_started", true],
    [{ status: "pending" as const }, "pending_review", false],
    [{ status: "approved" as const }, "completed", false],
    [{ status: "rejected" as const }, "needs_resubmission", true],
  ])("%j is %s", (completion, status, submittable) => {
    expect(userCourseStatus(completion)).toBe(status);
    expect(canSubmit(userCourseStatus(completion))).toBe(submittable);
  });
});
