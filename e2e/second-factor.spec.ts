// Issue 32: authenticator codes end to end in Chromium. Enrol on /profile/security (QR code and key, the
// first code turns them on, ten recovery codes shown once), sign out, sign in with the password and a code
// the test computes as an authenticator app would (otpauth), then with a recovery code; "Sign out all
// others" ends another browser's session at once; and the second step works with JavaScript off.
import { test, expect, type Browser, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { createUser, PASSWORD, signIn, type E2EUser } from "./support/users";

const STEP_MS = 30_000;
const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
/** The code an app shows `steps` periods from now: each sign-in needs a code newer than the last one used. */
const codeIn = (secret: string, steps: number) => totp(secret).generate({ timestamp: Date.now() + steps * STEP_MS });

async function logOut(page: Page, user: E2EUser) {
  await page.getByRole("button", { name: new RegExp(user.username) }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login/);
}

async function passwordStep(page: Page, user: E2EUser) {
  await page.goto("/login");
  const login = page.getByRole("form", { name: "Login" });
  await login.getByLabel("Username").fill(user.username);
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Enter your authenticator code" })).toBeVisible();
}

async function otherBrowser(browser: Browser, user: E2EUser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, user, "/dashboard");
  return page;
}

test("enrol codes, sign in with a code and with a recovery code; Sign out all others ends another browser's session", async ({ page, browser, baseURL }) => {
  const investor = await createUser(baseURL!, "external", { prefix: "totp.investor" });
  // Another browser, signed in before codes are on (a password was all it took then).
  const elsewhere = await otherBrowser(browser, investor);

  await signIn(page, investor, "/dashboard");
  await page.getByRole("button", { name: new RegExp(investor.username) }).click();
  await page.getByRole("menuitem", { name: "Security" }).click();
  await expect(page.getByRole("heading", { name: "Security", level: 1 })).toBeVisible();

  const setup = page.getByRole("form", { name: "Set up authenticator codes" });
  await setup.getByLabel("Your password").fill(PASSWORD);
  await setup.getByRole("button", { name: "Set up authenticator codes" }).click();
  await expect(page.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  const turnOn = page.getByRole("form", { name: "Turn on authenticator codes" });
  await turnOn.getByLabel("Code from the app").fill(codeIn(secret, 0));
  await turnOn.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByTestId("recovery-codes")).toHaveCount(0);
  await expect(page.getByText("10 recovery codes left.")).toBeVisible();

  // Signed out, the password alone is not enough any more: a code from the app completes it.
  await logOut(page, investor);
  await passwordStep(page, investor);
  await page.getByLabel("Authentication code").fill(codeIn(secret, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // And a recovery code, once.
  await logOut(page, investor);
  await passwordStep(page, investor);
  await page.getByRole("link", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCodes[0]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page, investor);
  await passwordStep(page, investor);
  await page.getByRole("link", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCodes[0]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That recovery code is not right or was used already.")).toBeVisible();
  await page.getByLabel("Recovery code").fill(recoveryCodes[1]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The other browser is still in, and listed; "Sign out all others" ends it at once.
  await expect(elsewhere.getByRole("button", { name: new RegExp(investor.username) })).toBeVisible();
  await page.goto("/profile/security");
  const sessions = page.getByRole("list", { name: "Your sessions" }).getByTestId("session-row");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText("This session");
  await expect(page.getByText("8 recovery codes left.")).toBeVisible();
  const confirm = page.getByRole("form", { name: "Confirm session changes" });
  await confirm.getByLabel("Your password").fill(PASSWORD);
  await confirm.getByRole("button", { name: "Sign out all others" }).click();
  await expect(page.getByText("1 other session signed out").first()).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await elsewhere.goto("/dashboard");
  await expect(elsewhere).toHaveURL(/\/login/);
  await elsewhere.context().close();

  // The bell has the news.
  expect(await (await page.request.get("/api/notifications")).text()).toContain("All other sessions of your account were signed out.");
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the second step posts its form too, and a wrong code says so", async ({ page, baseURL }) => {
    const investor = await createUser(baseURL!, "external", { prefix: "totp.nojs" });
    // Codes turned on through the API (the page itself needs JavaScript).
    const login = await page.request.post("/api/auth/login", { data: { username: investor.username, password: PASSWORD } });
    expect(login.status()).toBe(200);
    const started = await page.request.post("/api/profile/totp", { data: { password: PASSWORD } });
    const { secret } = await started.json();
    expect((await page.request.post("/api/profile/totp/confirm", { data: { code: codeIn(secret, 0) } })).status()).toBe(200);
    await page.context().clearCookies();

    const api = await page.request.post("/api/auth/login", { data: { username: investor.username, password: PASSWORD } });
    expect(api.status()).toBe(202);
    expect(await api.json()).toEqual({ secondFactor: ["totp"] });
    await page.context().clearCookies();

    await passwordStep(page, investor);
    await page.getByLabel("Authentication code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText(/That code is not right/)).toBeVisible();
    await page.getByLabel("Authentication code").fill(codeIn(secret, 1));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
