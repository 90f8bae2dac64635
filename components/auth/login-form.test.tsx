/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoginForm } from "@/components/auth/login-form";
import { logInAction } from "@/actions/auth/log-in";

jest.mock("@/actions/auth/log-in", () => ({ logInAction: jest.fn() }));
const action = logInAction as jest.MockedFunction<typeof logInAction>;

beforeEach(() => action.mockReset());

const refused = (status: number, error: string, fieldErrors?: Record<string, string[]>) => ({ ok: false as const, status, error, fieldErrors, username: "investor" });

async function logIn(username: string, password: string) {
  const user = userEvent.setup();
  render(<LoginForm next="/reports" />);
  if (username) await user.type(screen.getByLabelText("Username"), username);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Log in" }));
  return user;
}

test("posts the fields and the next path to the login action (a POST of a form, never a GET)", async () => {
  let answer: (state: null) => void = () => {};
  action.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  await logIn("investor", "secret1");
  await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
  const sent = action.mock.calls[0][1];
  expect(Object.fromEntries(sent)).toEqual({ next: "/reports", username: "investor", password: "secret1" });
  // While it runs the button is busy and disabled.
  expect(screen.getByRole("button", { name: /Signing in/ })).toBeDisabled();
  // React holds every later action until this one settles.
  answer(null);
  await waitFor(() => expect(screen.getByRole("button", { name: "Log in" })).toBeEnabled());
});

test("the server's field messages show beneath each field, and the first invalid field gets the focus", async () => {
  action.mockResolvedValue(refused(400, "Username is required", { username: ["Username is required"], password: ["Password is required"] }));
  await logIn("", "");
  const username = screen.getByLabelText("Username");
  await waitFor(() => expect(username).toHaveAccessibleDescription("Username is required"));
  expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Password is required");
  expect(username).toHaveAttribute("aria-invalid", "true");
  expect(username).toHaveFocus();
  // The messages sit under the fields, not again in a banner.
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

test("a pending account's refusal is an amber notice, not an error", async () => {
  action.mockResolvedValue(refused(403, "Your account is pending approval by a company employee."));
  await logIn("investor", "secret1");
  // The button's "Signing in..." status comes first; the notice follows once the action answered.
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("pending approval"));
  const notice = screen.getByRole("status");
  expect(notice.className).toMatch(/amber/);
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

test("a denied account's refusal is an amber notice too", async () => {
  action.mockResolvedValue(refused(403, "Your account registration was denied. Please contact the company."));
  await logIn("investor", "secret1");
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("denied"));
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

test("wrong credentials show the server's error as a red alert, and what was typed stays", async () => {
  action.mockResolvedValue(refused(401, "Invalid username or password"));
  await logIn("investor", "wrong-password");
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("Invalid username or password");
  expect(alert.className).toMatch(/red/);
  expect(screen.getByLabelText("Username")).toHaveValue("investor");
  expect(screen.getByLabelText("Password")).toHaveValue("wrong-password");
  expect(screen.getByRole("button", { name: "Log in" })).toBeEnabled();
});
