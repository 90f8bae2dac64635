/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoginScreen } from "@/components/auth/login-screen";
import { mockFetch, renderWithProviders } from "@/lib/client/test-utils";

jest.mock("next/navigation", () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }) }));

const BRANDING = { companyName: "Charge Capital", websiteUrl: "https://example.com", logoPath: "/logo.svg" };
const PENDING = "Registration successful. Your account is pending approval by a company employee.";

const REGISTERED = {
  status: 201,
  body: { user: { id: "u1", username: "newbie", role: "external", status: "pending", createdAt: "2025-01-01T00:00:00Z" }, isEmployee: false, message: PENDING },
};

/** Renders the login screen and registers "newbie" through its Register tab. */
async function registerNewbie() {
  const user = userEvent.setup();
  renderWithProviders(<LoginScreen branding={BRANDING} next="/dashboard" />);
  await user.click(screen.getByRole("tab", { name: "Register" }));
  const register = screen.getByRole("form", { name: "Register" });
  await user.type(register.querySelector("#register-username")!, "newbie");
  await user.type(register.querySelector("#register-password")!, "secret1");
  await user.click(screen.getByRole("button", { name: "Create account" }));
  return user;
}

test("after registering, the Login tab opens with the username filled and the pending notice above it", async () => {
  mockFetch(() => REGISTERED);
  await registerNewbie();

  expect(await screen.findByRole("tab", { name: "Login", selected: true })).toBeInTheDocument();
  const login = screen.getByRole("form", { name: "Login" });
  expect(login.querySelector("#login-username")).toHaveValue("newbie");
  expect(login.querySelector("#login-password")).toHaveFocus();
  expect(screen.getByRole("status")).toHaveTextContent(PENDING);
  expect(screen.queryByRole("form", { name: "Register" })).not.toBeInTheDocument();
});

test("a login attempt after registering shows the server's answer in place of the registration notice, not beside it", async () => {
  const LOGIN_PENDING = "Your account is pending approval by a company employee.";
  mockFetch((url) => (url.endsWith("/api/auth/register") ? REGISTERED : { status: 403, body: { error: LOGIN_PENDING } }));
  const user = await registerNewbie();
  await screen.findByRole("tab", { name: "Login", selected: true });
  expect(screen.getByRole("status")).toHaveTextContent(PENDING);

  await user.type(screen.getByRole("form", { name: "Login" }).querySelector("#login-password")!, "secret1");
  await user.click(screen.getByRole("button", { name: "Log in" }));
  expect(await screen.findByText(LOGIN_PENDING)).toBeInTheDocument();
  expect(screen.getAllByRole("status")).toHaveLength(1);
  expect(screen.queryByText(PENDING)).not.toBeInTheDocument();
});
