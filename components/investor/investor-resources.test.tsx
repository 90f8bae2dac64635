/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvestorResources } from "@/components/investor/investor-resources";
import { renderWithProviders } from "@/lib/client/test-utils";

test.each([
  ["Template Review", /agreement templates/],
  ["Course Materials", /courses assigned to you/],
  ["Participation Plan", /service hours and education credits/],
  ["Deal Room", /asset title transfer/],
])("%s opens a coming-soon dialog, and closing it returns focus to the tile", async (title, purpose) => {
  renderWithProviders(<InvestorResources />);
  const user = userEvent.setup();
  const tile = screen.getByRole("button", { name: new RegExp(title) });
  await user.click(tile);
  const dialog = await screen.findByRole("dialog", { name: title });
  expect(dialog).toHaveTextContent("will be available in an upcoming release");
  expect(dialog).toHaveTextContent(purpose);
  await user.click(screen.getAllByRole("button", { name: "Close" })[0]);
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  await waitFor(() => expect(tile).toHaveFocus());
});

test("the Deal Room tile says what it is for", () => {
  renderWithProviders(<InvestorResources />);
  expect(screen.getByRole("button", { name: /Deal Room/ })).toHaveTextContent("Upload documents for asset title transfer.");
});
