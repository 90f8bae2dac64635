/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoginForm } from "@/components/auth/login-form";
import { mockFetch, renderWithProviders, sentBody } from "@/lib/client/test-utils";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: jest.fn(), refresh: jest.fn() }) }));

beforeEach(() => replace.mockReset());

async function logIn(username: string, password: string) {
  const user = userEvent.setup();
  renderWithProviders(<LoginForm next="/reports" />);
  if (username) await user.type(screen.getByLabelText("Username"), username);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

test("empty fields show the spec's messages beneath each field and send nothing", async () => {
  const fetch = mockFetch(() => ({ status: 500 }));
  await logIn("", "");
  const username = screen.getByLabelText("Username");
  const password = screen.getByLabelText("Password");
  await screen.findByText("Username is required");
  expect(username).toHaveAccessibleDescription("Username is required");
  expect(password).toHaveAccessibleDescription("Password is required");
  expect(username).toHaveAttribute("aria-invalid", "true");
  expect(fetch).not.toHaveBeenCalled();
});

test("a pending account's 403 is an amber notice, not an error", async () => {
  mockFetch(() => ({ status: 403, body: { error: "Your account is pending approval by a company employee." } }));
  await logIn("investor", "secret1");
  const notice = await screen.findByRole("status");
  expect(notice).toHaveTextContent("pending approval");
  expect(notice.className).toMatch(/amber/);
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

test("a denied account's 403 is an amber notice too", async () => {
  mockFetch(() => ({ status: 403, body: { error: "Your account registration was denied. Please contact the company." } }));
  await logIn("investor", "secret1");
  expect(await screen.findByRole("status")).toHaveTextContent("denied");
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

test("wrong credentials show the server's error as a red alert", async () => {
  mockFetch(() => ({ status: 401, body: { error: "Invalid username or password" } }));
  await logIn("investor", "wrong-password");
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("Invalid username or password");
  expect(alert.className).toMatch(/red/);
  expect(replace).not.toHaveBeenCalled();
});

test("a JSON failure without an error field says 'Login failed'; a non-JSON one adds 100 characters of the body", async () => {
  mockFetch(() => ({ status: 500, body: { message: "nope" } }));
  await logIn("investor", "secret1");
  expect(await screen.findByRole("alert")).toHaveTextContent(/^Login failed$/);
});

test("a proxy's HTML page or a bare status shows 'Login failed', never the page or the code", async () => {
  const page = "<html><body><h1>502 Bad Gateway</h1>" + "x".repeat(200);
  for (const answer of [{ status: 502, text: page }, { status: 500, body: {} }, { status: 200, text: page }]) {
    cleanup();
    mockFetch(() => answer);
    await logIn("investor", "secret1");
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Login failed$/);
  }
});

test("success posts the credentials and goes to the next path", async () => {
  const fetch = mockFetch(() => ({
    body: { user: { id: "u1", username: "investor", role: "external", status: "approved", createdAt: "2025-01-01T00:00:00Z" }, isEmployee: false },
  }));
  await logIn("investor", "secret1");
  await waitFor(() => expect(replace).toHaveBeenCalledWith("/reports"));
  expect(fetch.mock.calls[0][0]).toBe("/api/auth/login");
  expect(sentBody(fetch)).toEqual({ username: "investor", password: "secret1" });
});

test("an invalid submit focuses the first invalid field, and a field's message goes as it is fixed", async () => {
  mockFetch(() => ({ status: 500 }));
  const user = userEvent.setup();
  renderWithProviders(<LoginForm next="/reports" />);
  await user.type(screen.getByLabelText("Password"), "secret1");
  await user.click(screen.getByRole("button", { name: "Log in" }));
  const username = screen.getByLabelText("Username");
  expect(await screen.findByText("Username is required")).toBeInTheDocument();
  expect(username).toHaveFocus();
  await user.type(username, "a");
  expect(screen.queryByText("Username is required")).not.toBeInTheDocument();
  await user.clear(username);
  expect(screen.getByText("Username is required")).toBeInTheDocument();
});
