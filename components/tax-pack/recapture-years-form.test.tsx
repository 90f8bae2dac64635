/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/lib/client/test-utils";
import { RecaptureYearsForm } from "@/components/tax-pack/recapture-years-form";
import { setRecaptureYearsAction } from "@/actions/itc/set-recapture-years";

jest.mock("@/actions/itc/set-recapture-years", () => ({ setRecaptureYearsAction: jest.fn() }));
const save = jest.mocked(setRecaptureYearsAction);

beforeEach(() => jest.clearAllMocks());

test("saves the years as a number, with the toast", async () => {
  save.mockResolvedValue({ ok: true, data: { years: 5 } });
  renderWithProviders(<RecaptureYearsForm years={3} />);
  const user = userEvent.setup();
  const box = screen.getByRole("spinbutton", { name: "Recapture window (years)" });
  expect(box).toHaveValue(3);
  await user.clear(box);
  await user.type(box, "5");
  await user.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(save).toHaveBeenCalledWith({ years: 5 }, { idempotencyKey: expect.any(String) }));
  expect(await screen.findByText("Recapture window saved")).toBeInTheDocument();
});

test("more years than the setting allows is named under the field and nothing is sent", async () => {
  renderWithProviders(<RecaptureYearsForm years={3} />);
  const user = userEvent.setup();
  const box = screen.getByRole("spinbutton", { name: "Recapture window (years)" });
  await user.clear(box);
  await user.type(box, "31");
  await user.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(box).toHaveAttribute("aria-invalid", "true"));
  expect(screen.getByText("Enter a whole number of years from 0 to 30")).toBeInTheDocument();
  expect(save).not.toHaveBeenCalled();
});

test("the server's message for the years shows under the field", async () => {
  save.mockResolvedValue({ ok: false, status: 400, error: "Invalid input", fieldErrors: { years: ["Years must be a whole number"] } });
  renderWithProviders(<RecaptureYearsForm years={3} />);
  await userEvent.setup().click(screen.getByRole("button", { name: "Save" }));
  expect(await screen.findAllByText("Years must be a whole number")).not.toHaveLength(0);
  expect(screen.getByRole("spinbutton", { name: "Recapture window (years)" })).toHaveAttribute("aria-invalid", "true");
});
