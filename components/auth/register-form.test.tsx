/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RegisterForm } from "@/components/auth/register-form";
import { mockFetch, renderWithProviders, sentBody } from "@/lib/client/test-utils";

const created = (role: "employee" | "external", status: "pending" | "approved", message: string) => ({
  status: 201,
  body: { user: { id: "u1", username: "newbie", role, status, createdAt: "2025-01-01T00:00:00Z" }, isEmployee: role === "employee", message },
});

async function register(username: string, password: string, roleLabel?: string) {
  const user = userEvent.setup();
  renderWithProviders(<RegisterForm />);
  if (username) await user.type(screen.getByLabelText("Username"), username);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  if (roleLabel) await user.click(screen.getByLabelText(roleLabel));
  await user.click(screen.getByRole("button", { name: "Create account" }));
}

test("short username and password show the spec's messages beneath the fields", async () => {
  const fetch = mockFetch(() => ({ status: 500 }));
  await register("ab", "12345");
  await screen.findByText("Username must be at least 3 characters");
  expect(screen.getByLabelText("Username")).toHaveAccessibleDescription("Username must be at least 3 characters");
  expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Password must be at least 6 characters");
  expect(fetch).not.toHaveBeenCalled();
});

test("the role choices carry the spec's labels, External User (View Only) checked by default", () => {
  renderWithProviders(<RegisterForm />);
  expect(screen.getByRole("radio", { name: "External User (View Only)" })).toBeChecked();
  expect(screen.getByRole("radio", { name: "Company Employee (Full Access)" })).not.toBeChecked();
});

test("an external registration shows the pending-approval message", async () => {
  const message = "Registration successful. Your account is pending approval by a company employee.";
  const fetch = mockFetch(() => created("external", "pending", message));
  await register("newbie", "secret1");
  const notice = await screen.findByRole("status");
  expect(notice).toHaveTextContent(message);
  expect(notice.className).toMatch(/amber/);
  expect(sentBody(fetch)).toEqual({ username: "newbie", password: "secret1", role: "external" });
  expect(fetch.mock.calls[0][0]).toBe("/api/auth/register");
});

test("an approved employee registration says the user may log in now", async () => {
  const message = "Registration successful. You can log in now.";
  const fetch = mockFetch(() => created("employee", "approved", message));
  await register("staffer", "secret1", "Company Employee (Full Access)");
  const notice = await screen.findByRole("status");
  expect(notice).toHaveTextContent(message);
  expect(notice.className).toMatch(/emerald/);
  expect(sentBody(fetch)).toMatchObject({ role: "employee" });
});

test("a registration failure shows the server's error, else 'Registration failed'", async () => {
  mockFetch(() => ({ status: 409, body: { error: "Username already exists" } }));
  await register("newbie", "secret1");
  expect(await screen.findByRole("alert")).toHaveTextContent("Username already exists");
});
