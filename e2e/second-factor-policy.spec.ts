// Issue 32 §3: the switch "Require a second factor" in Chromium. An employee who has codes turns it on for
// everyone in User Management; an investor without a second factor then signs in with the password and is
// taken to enrol, with every other page sending them back there and the API answering 403, until codes are
// on; then the portal opens. The switch goes back to "No one" whatever happens (the journeys after this
// one run with it off).
import { test, expect, type APIRequestContext } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { createUser, PASSWORD, type E2EUser } from "./support/users";

const STEP_MS = 30_000;
const codeIn = (secret: string, steps: number) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: Date.now() + steps * STEP_MS });

/** Signs the context in with codes turned on through the API: the switch must not hold this employee back. */
async function withCodes(api: APIRequestContext, user: E2EUser): Promise<void> {
  expect((await api.post("/api/auth/login", { data: { username: user.username, password: PASSWORD } })).status()).toBe(200);
  const { secret } = await (await api.post("/api/profile/totp", { data: { password: PASSWORD } })).json();
  expect((await api.post("/api/profile/totp/confirm", { data: { code: codeIn(secret, 0) } })).status()).toBe(200);
}

test("the switch sends an account without a second factor to enrol right after its password, and holds it there until it has one", async ({ page, browser, baseURL }) => {
  const boss = await createUser(baseURL!, "employee", { prefix: "policy.boss" });
  const investor = await createUser(baseURL!, "external", { prefix: "policy.investor" });
  const staff = await (await browser.newContext({ baseURL })).newPage();
  await withCodes(staff.request, boss);
  try {
    await staff.goto("/dashboard");
    await staff.getByRole("button", { name: "Open menu" }).click();
    await staff.getByRole("navigation", { name: "Employee tools" }).getByRole("button", { name: "User Management" }).click();
    const users = staff.getByRole("dialog", { name: "User Management" });
    const field = users.getByRole("combobox", { name: "Require a second factor" });
    await expect(field).toHaveText("No one");
    await field.click();
    await staff.getByRole("option", { name: "Everyone" }).click();
    await expect(staff.getByText("A second factor is now required for everyone").first()).toBeVisible();

    // The investor's password is right, and the portal is not open yet: only enrolment is.
    await page.goto("/login");
    const login = page.getByRole("form", { name: "Login" });
    await login.getByLabel("Username").fill(investor.username);
    await login.getByLabel("Password").fill(PASSWORD);
    await login.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/enrol-second-factor$/);
    await expect(page.getByRole("heading", { name: "Set up a second factor" })).toBeVisible();
    await page.goto("/profile/security");
    await expect(page).toHaveURL(/\/enrol-second-factor$/);
    const refused = await page.request.get("/api/notifications");
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error).toMatch(/^A second factor is required/);

    const setup = page.getByRole("form", { name: "Set up authenticator codes" });
    await setup.getByLabel("Your password").fill(PASSWORD);
    await setup.getByRole("button", { name: "Set up authenticator codes" }).click();
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    const turnOn = page.getByRole("form", { name: "Turn on authenticator codes" });
    await turnOn.getByLabel("Code from the app").fill(codeIn(secret, 0));
    await turnOn.getByRole("button", { name: "Turn on" }).click();
    await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.getByRole("link", { name: "Continue to the portal" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await page.request.get("/api/notifications")).status()).toBe(200);
  } finally {
    expect((await staff.request.put("/api/admin/second-factor-policy", { data: { requireSecondFactor: "nobody" } })).status()).toBe(200);
    await staff.context().close();
  }
});
