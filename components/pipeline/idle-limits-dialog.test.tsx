/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/lib/client/test-utils";
import { IdleLimitsDialog } from "@/components/pipeline/idle-limits-dialog";
import { updateIdleLimitsAction } from "@/actions/pipeline/update-idle-limits";

jest.mock("@/actions/pipeline/update-idle-limits", () => ({ updateIdleLimitsAction: jest.fn() }));
const update = jest.mocked(updateIdleLimitsAction);

const LIMITS = { Pipeline: 30, BestCase: 21, Committed: 14, Contracted: 30, Deployed: null };

beforeEach(() => jest.clearAllMocks());

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<IdleLimitsDialog limits={LIMITS} />);
  await user.click(screen.getByRole("button", { name: "Idle limits" }));
  return user;
}

test("shows the saved limits, sends a blank stage as none, and closes with the toast", async () => {
  update.mockResolvedValue({ ok: true, data: undefined as never });
  const user = await openDialog();
  expect(screen.getByRole("spinbutton", { name: "Best Case (days)" })).toHaveValue(21);
  expect(screen.getByRole("spinbutton", { name: "Deployed (days)" })).toHaveValue(null);
  await user.clear(screen.getByRole("spinbutton", { name: "Committed (days)" }));
  await user.clear(screen.getByRole("spinbutton", { name: "Pipeline (days)" }));
  await user.type(screen.getByRole("spinbutton", { name: "Pipeline (days)" }), "45");
  await user.click(screen.getByRole("button", { name: "Save limits" }));
  await waitFor(() => expect(update).toHaveBeenCalledWith({ ...LIMITS, Pipeline: 45, Committed: null }, { idempotencyKey: expect.any(String) }));
  expect(await screen.findByText("Idle limits saved")).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
});

test("a limit the action's schema refuses is named under its field and nothing is sent", async () => {
  const user = await openDialog();
  await user.clear(screen.getByRole("spinbutton", { name: "Pipeline (days)" }));
  await user.type(screen.getByRole("spinbutton", { name: "Pipeline (days)" }), "0");
  await user.click(screen.getByRole("button", { name: "Save limits" }));
  expect(await screen.findByRole("spinbutton", { name: "Pipeline (days)" })).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByText("Enter a whole number of days from 1 to 3650, or leave it blank for never")).toBeInTheDocument();
  expect(update).not.toHaveBeenCalled();
});

test("the server's message for a stage shows under that stage", async () => {
  update.mockResolvedValue({ ok: false, status: 400, error: "Invalid input", fieldErrors: { Deployed: ["Too many days"] } });
  const user = await openDialog();
  await user.type(screen.getByRole("spinbutton", { name: "Deployed (days)" }), "9");
  await user.click(screen.getByRole("button", { name: "Save limits" }));
  expect(await screen.findByText("Too many days")).toBeInTheDocument();
  expect(screen.getByRole("dialog")).toBeInTheDocument();
});
