/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import { OverviewTab } from "@/components/agreements/review/overview-tab";
import type { ReviewSummary, TemplateRow } from "@/components/agreements/review/review-summary";

const row = (status: TemplateRow["status"]): TemplateRow => ({ templateId: status, title: status, description: null, category: "compliance", status, progress: 0, reviewDays: null });

test("every template is counted in exactly one phase, and assigned-but-unopened is not in review", () => {
  const rows = (["not_started", "assigned", "reviewing", "negotiating", "approved", "finalized", "rejected"] as const).map(row);
  const summary: ReviewSummary = { rows, started: true, participation: 14, finalized: 1, next: null, finalizedMsa: null };
  render(<OverviewTab summary={summary} />);
  const tile = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling;
  expect(tile("Templates")).toHaveTextContent("7");
  expect(tile("Not started")).toHaveTextContent("2");
  expect(tile("In review")).toHaveTextContent("2");
  expect(tile("Approved")).toHaveTextContent("1");
  expect(tile("Completed")).toHaveTextContent("2");
});
