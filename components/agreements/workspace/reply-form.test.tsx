/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/lib/client/test-utils";
import { ReplyForm } from "@/components/agreements/workspace/reply-form";
import { addReplyAction } from "@/actions/agreements/add-reply";

jest.mock("@/actions/agreements/change-version-status", () => ({ changeVersionStatusAction: jest.fn() }));
jest.mock("@/actions/agreements/start-template-review", () => ({ startTemplateReviewAction: jest.fn() }));
jest.mock("@/actions/agreements/notify-investor", () => ({ notifyInvestorAction: jest.fn() }));
jest.mock("@/actions/agreements/create-thread", () => ({ createThreadAction: jest.fn() }));
jest.mock("@/actions/agreements/add-reply", () => ({ addReplyAction: jest.fn() }));
jest.mock("@/actions/agreements/set-thread-status", () => ({ setThreadStatusAction: jest.fn() }));
const addReply = jest.mocked(addReplyAction);

beforeEach(() => jest.clearAllMocks());

test("the button waits for non-blank text, sends it, and the box empties", async () => {
  addReply.mockResolvedValue({ ok: true, data: {} as never });
  renderWithProviders(<ReplyForm threadId="t1" />);
  const user = userEvent.setup();
  const button = screen.getByRole("button", { name: "Reply" });
  const box = screen.getByRole("textbox", { name: "Reply" });
  expect(button).toBeDisabled();
  await user.type(box, "   ");
  expect(button).toBeDisabled();
  await user.type(box, "Agreed");
  expect(screen.getByText("9 / 5,000 characters")).toBeInTheDocument();
  await user.click(button);
  await waitFor(() => expect(addReply).toHaveBeenCalledWith({ threadId: "t1", text: "Agreed" }, { idempotencyKey: expect.any(String) }));
  expect(await screen.findByText("Reply Added")).toBeInTheDocument();
  await waitFor(() => expect(box).toHaveValue(""));
});

test("the server's message for the text shows under the box, and the text stays", async () => {
  addReply.mockResolvedValue({ ok: false, status: 400, error: "Invalid input", fieldErrors: { text: ["Reply is too odd"] } });
  renderWithProviders(<ReplyForm threadId="t1" />);
  const user = userEvent.setup();
  const box = screen.getByRole("textbox", { name: "Reply" });
  await user.type(box, "Hmm");
  await user.click(screen.getByRole("button", { name: "Reply" }));
  expect(await screen.findByText("Reply is too odd")).toBeInTheDocument();
  expect(box).toHaveAttribute("aria-invalid", "true");
  expect(box).toHaveValue("Hmm");
});

test("the action's own rule refuses invisible characters before anything is sent", async () => {
  renderWithProviders(<ReplyForm threadId="t1" />);
  const user = userEvent.setup();
  await user.type(screen.getByRole("textbox", { name: "Reply" }), "ok\u202Eevil");
  await user.click(screen.getByRole("button", { name: "Reply" }));
  expect(await screen.findByText(/Reply must not contain invisible/)).toBeInTheDocument();
  expect(addReply).not.toHaveBeenCalled();
});
