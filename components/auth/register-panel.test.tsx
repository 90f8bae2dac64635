/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AuthSwitch } from "@/components/auth/auth-switch";
import { RegisterPanel } from "@/components/auth/register-panel";
import { logInAction } from "@/actions/auth/log-in";
import { registerAction } from "@/actions/auth/register";

jest.mock("@/actions/auth/log-in", () => ({ logInAction: jest.fn() }));
jest.mock("@/actions/auth/register", () => ({ registerAction: jest.fn() }));
const logIn = logInAction as jest.MockedFunction<typeof logInAction>;
const register = registerAction as jest.MockedFunction<typeof registerAction>;

const PENDING = "Registration successful. Your account is pending approval by a company employee.";
const registered = (approved: boolean, message: string) => ({ ok: true as const, data: { username: "newbie", approved, message }, username: "newbie", role: approved ? "employee" : "external" });

beforeEach(() => {
  logIn.mockReset();
  register.mockReset();
});

async function registerNewbie(roleLabel?: string) {
  const user = userEvent.setup();
  render(<RegisterPanel next="/dashboard" />);
  const form = screen.getByRole("form", { name: "Register" });
  await user.type(form.querySelector("#register-username")!, "newbie");
  await user.type(form.querySelector("#register-password")!, "secret1");
  if (roleLabel) await user.click(screen.getByLabelText(roleLabel));
  await user.click(screen.getByRole("button", { name: "Create account" }));
  return user;
}

test("Login and Register are links between two pages, the current one marked, keeping where to go next", () => {
  render(<AuthSwitch current="login" next="/reports" />);
  const nav = screen.getByRole("navigation", { name: "Sign in or register" });
  expect(nav).toContainElement(screen.getByRole("link", { name: "Login", current: "page" }));
  expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login?next=%2Freports");
  expect(screen.getByRole("link", { name: "Register", current: false })).toHaveAttribute("href", "/register?next=%2Freports");
});

test("the register page marks Register and holds the Register form only", () => {
  render(<RegisterPanel next="/dashboard" />);
  expect(screen.getByRole("link", { name: "Register", current: "page" })).toHaveAttribute("href", "/register");
  expect(screen.getByRole("form", { name: "Register" })).toBeInTheDocument();
  expect(screen.queryByRole("form", { name: "Login" })).not.toBeInTheDocument();
});

test("the role choices carry the spec's labels, External User (View Only) checked by default", () => {
  render(<RegisterPanel next="/dashboard" />);
  expect(screen.getByRole("radio", { name: "External User (View Only)" })).toBeChecked();
  expect(screen.getByRole("radio", { name: "Company Employee (Full Access)" })).not.toBeChecked();
});

test("short username and password show the server's messages beneath the fields", async () => {
  register.mockResolvedValue({
    ok: false,
    status: 400,
    error: "Username must be at least 3 characters",
    fieldErrors: { username: ["Username must be at least 3 characters"], password: ["Password must be at least 6 characters"] },
    username: "ab",
    role: "external",
  });
  await registerNewbie();
  await waitFor(() => expect(screen.getByLabelText("Username")).toHaveAccessibleDescription("Username must be at least 3 characters"));
  expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Password must be at least 6 characters");
});

test("after registering, the login form shows with the username filled and the pending notice above it", async () => {
  register.mockResolvedValue(registered(false, PENDING));
  await registerNewbie();
  expect(await screen.findByRole("link", { name: "Login", current: "page" })).toBeInTheDocument();
  expect(Object.fromEntries(register.mock.calls[0][1])).toEqual({ username: "newbie", email: "", password: "secret1", role: "external" });
  const login = screen.getByRole("form", { name: "Login" });
  expect(login.querySelector("#login-username")).toHaveValue("newbie");
  expect(login.querySelector("#login-password")).toHaveFocus();
  const notice = screen.getByRole("status");
  expect(notice).toHaveTextContent(PENDING);
  expect(notice.className).toMatch(/amber/);
  expect(screen.queryByRole("form", { name: "Register" })).not.toBeInTheDocument();
});

test("an approved employee registration says the user may log in now, in green", async () => {
  register.mockResolvedValue(registered(true, "Registration successful. You can log in now."));
  await registerNewbie("Company Employee (Full Access)");
  // The button's "Creating account..." status comes first; the notice replaces the register form.
  expect(await screen.findByRole("link", { name: "Login", current: "page" })).toBeInTheDocument();
  const notice = screen.getByRole("status");
  expect(notice).toHaveTextContent("Registration successful. You can log in now.");
  expect(notice.className).toMatch(/emerald/);
  expect(register.mock.calls[0][1].get("role")).toBe("employee");
});

test("a registration failure shows the server's error", async () => {
  register.mockResolvedValue({ ok: false, status: 409, error: "Username already exists", username: "newbie", role: "external" });
  await registerNewbie();
  expect(await screen.findByRole("alert")).toHaveTextContent("Username already exists");
  expect(screen.getByLabelText("Username")).toHaveValue("newbie");
});

test("a login attempt after registering shows the server's answer in place of the registration notice, not beside it", async () => {
  const LOGIN_PENDING = "Your account is pending approval by a company employee.";
  register.mockResolvedValue(registered(false, PENDING));
  logIn.mockResolvedValue({ ok: false, status: 403, error: LOGIN_PENDING, username: "newbie" });
  const user = await registerNewbie();
  await screen.findByRole("link", { name: "Login", current: "page" });
  await user.type(screen.getByRole("form", { name: "Login" }).querySelector("#login-password")!, "secret1");
  await user.click(screen.getByRole("button", { name: "Log in" }));
  expect(await screen.findByText(LOGIN_PENDING)).toBeInTheDocument();
  expect(screen.getAllByRole("status")).toHaveLength(1);
  expect(screen.queryByText(PENDING)).not.toBeInTheDocument();
});
