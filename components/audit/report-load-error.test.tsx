/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReportLoadError } from "@/components/audit/report-load-error";

test("a failed load shows 'Error Loading Report' with 'Failed to fetch audit report', and Try Again reads again", async () => {
  const retry = jest.fn();
  render(<ReportLoadError retry={retry} />);
  expect(screen.getByRole("heading", { name: "Error Loading Report" })).toBeInTheDocument();
  expect(screen.getByText("Failed to fetch audit report")).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole("button", { name: "Try Again" }));
  expect(retry).toHaveBeenCalled();
});
