import { summarizeReview } from "@/components/agreements/review/review-summary";
import type { TemplateSummary, VersionSummary } from "@/components/agreements/types";

const template = (id: string, category: TemplateSummary["category"] = "compliance"): TemplateSummary => ({
  id,
  title: id.toUpperCase(),
  description: null,
  category,
  version: "1.0",
  isActive: true,
  updatedAt: "2026-11-01T00:00:00Z",
});
const version = (templateId: string, status: VersionSummary["status"], extra: Partial<VersionSummary> = {}): VersionSummary => ({
  id: `v-${templateId}`,
  templateId,
  investorId: "me",
  status,
  templateVersion: "1.0",
  statusNote: null,
  reviewStartedAt: null,
  redlineSubmittedAt: null,
  approvedAt: null,
  finalizedAt: null,
  createdAt: "2026-11-01T00:00:00Z",
  updatedAt: "2026-11-01T00:00:00Z",
  template: { id: templateId, title: templateId.toUpperCase(), description: null, category: extra.template?.category ?? "compliance" },
  ...extra,
});

test("before the review starts every template is Not Started", () => {
  const s = summarizeReview([template("a"), template("b")], []);
  expect(s).toMatchObject({ started: false, participation: 0, next: null, finalizedMsa: null });
  expect(s.rows.map((r) => [r.status, r.progress])).toEqual([["not_started", 0], ["not_started", 0]]);
});

test("progress, review days, participation, the next template and the finalized MSA", () => {
  const msa = { template: { id: "m", title: "M", description: null, category: "msa" as const } };
  const s = summarizeReview(
    [template("a"), template("b"), template("m", "msa")],
    [
      version("a", "approved", { reviewStartedAt: "2026-11-01T09:00:00Z", approvedAt: "2026-11-03T10:00:00Z" }),
      version("b", "redlined"),
      version("m", "finalized", msa),
    ],
  );
  expect(s.rows.map((r) => [r.templateId, r.progress, r.reviewDays])).toEqual([
    ["a", 83, 3],
    ["b", 50, null],
    ["m", 100, null],
  ]);
  expect(s).toMatchObject({ started: true, finalized: 1, participation: 33, next: "a", finalizedMsa: "v-m" });
});

test("a rejected version has no progress figure: its review ended without an agreement", () => {
  const s = summarizeReview([template("r")], [version("r", "rejected")]);
  expect(s.rows[0]).toMatchObject({ status: "rejected", progress: null });
});
