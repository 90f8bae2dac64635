// Issue 2's journey: an investor registers, cannot log in while pending (amber notice), an employee
// approves them in User Management, and the investor then reaches the investor dashboard shell.
import { test, expect, type Page } from "@playwright/test";
import { createUser, signIn, PASSWORD, uniqueName } from "./support/users";

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

test("register → pending notice → approved by an employee → investor dashboard", async ({ page, browser, baseURL }) => {
  const investor = uniqueName("investor");

  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Investor Login" })).toBeVisible();
  await shot(page, "login");

  // Register with the default role.
  await page.getByRole("link", { name: "Register" }).click();
  const register = page.getByRole("form", { name: "Register" });
  await expect(register.getByRole("radio", { name: "External User (View Only)" })).toBeChecked();
  await register.getByLabel("Username").fill("ab");
  await register.getByLabel("Password").fill("123");
  await register.getByRole("button", { name: "Create account" }).click();
  await expect(register.getByText("Username must be at least 3 characters")).toBeVisible();
  await expect(register.getByText("Password must be at least 6 characters")).toBeVisible();
  await register.getByLabel("Username").fill(investor);
  await register.getByLabel("Password").fill(PASSWORD);
  await register.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText(/pending approval/i).first()).toBeVisible();

  // A pending login is an amber notice, not an error.
  await page.getByRole("link", { name: "Login" }).click();
  const login = page.getByRole("form", { name: "Login" });
  await login.getByLabel("Username").fill(investor);
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Log in" }).click();
  // The login's answer takes the place of the registration's notice: one notice, not two alike.
  await expect(login.getByRole("status").filter({ hasText: "pending approval" })).toHaveText("Your account is pending approval by a company employee.");
  await expect(page.getByRole("status").filter({ hasText: "pending approval" })).toHaveCount(1);
  await expect(page.getByRole("alert").filter({ hasText: "pending approval" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/login/);

  // The employee approves the registration.
  const employee = await createUser(baseURL!, "employee");
  const staff = await browser.newPage();
  await signIn(staff, employee);
  await expect(staff.getByRole("button", { name: "Open menu" })).toBeVisible();
  await shot(staff, "dashboard-employee");
  await staff.getByRole("button", { name: "Open menu" }).click();
  const menu = staff.getByRole("navigation", { name: "Employee tools" });
  // Twelve tools plus the Pipeline Board (issue 21), the Mail Log and My work (issue 31).
  await expect(menu.getByRole("button").or(menu.getByRole("link"))).toHaveCount(15);
  await expect(menu.getByRole("link", { name: "Mail Log" })).toHaveAttribute("href", "/admin/mail-log");
  await expect(menu.getByRole("link", { name: "Pipeline Board" })).toBeVisible();
  await menu.getByRole("button", { name: "User Management" }).click();
  const dialog = staff.getByRole("dialog", { name: "User Management" });
  await dialog.getByRole("button", { name: `Approve ${investor}` }).click();
  await expect(staff.getByText("User Approved", { exact: true })).toBeVisible();
  await staff.close();

  // Now the investor gets in and sees the investor shell: a side menu with My work alone, 'External User' in the user menu.
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Investor tools" }).getByRole("link")).toHaveText(["My work"]);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: new RegExp(investor) }).click();
  await expect(page.getByRole("menu").getByText("External User")).toBeVisible();
  await page.keyboard.press("Escape");
  await shot(page, "dashboard-investor");

  // Logging out returns to the login screen and the session is gone.
  await page.getByRole("button", { name: new RegExp(investor) }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
});

test("signed-out visitors are sent to the login page, and unknown paths show the not-found page", async ({ page }) => {
  await page.goto("/reports");
  await expect(page).toHaveURL(/\/login\?next=%2Freports/);
  const employee = await createUser(test.info().project.use.baseURL!, "employee");
  await signIn(page, employee, "/no-such-page");
  await expect(page.getByText(/not found/i).first()).toBeVisible();
});

test("with reduced motion asked for, a spinner or a skeleton's pulse runs once and stops instead of looping", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/login");
  const running = await page.evaluate(async () => {
    const shown = ["animate-spin", "animate-pulse"].map((name) => {
      const el = document.createElement("div");
      el.className = `${name} size-4`;
      document.body.append(el);
      return el;
    });
    // A looping animation never finishes: give each a moment, then see which still run.
    const animations = shown.flatMap((el) => el.getAnimations());
    await Promise.all(animations.map((a) => Promise.race([a.finished, new Promise((done) => setTimeout(done, 2_000))])));
    return shown.map((el) => [getComputedStyle(el).animationIterationCount, el.getAnimations().filter((a) => a.playState === "running").length]);
  });
  expect(running).toEqual([
    ["1", 0],
    ["1", 0],
  ]);
});

test("a header menu whose code cannot be fetched says so, even before any toast has loaded, and opens once the network is back", async ({ page }) => {
  const investor = await createUser(test.info().project.use.baseURL!, "external");
  await signIn(page, investor);
  await page.waitForLoadState("networkidle");
  // From here on, the code a page fetches on first use (the menu's and the toasts') cannot be fetched.
  const offline = (route: import("@playwright/test").Route) => route.abort("internetdisconnected");
  await page.route("**/_next/static/chunks/**", offline);
  const menuButton = page.getByRole("button", { name: new RegExp(investor.username) });
  await menuButton.click();
  await expect(page.getByText("This menu could not be opened")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Welcome back, ${investor.username}` })).toBeVisible();
  await expect(page.getByRole("menu")).toHaveCount(0);
  await page.unroute("**/_next/static/chunks/**", offline);
  await menuButton.click();
  await expect(page.getByRole("menuitem", { name: "Log out" })).toBeVisible();
});

test("the side menu, opened while its code cannot be fetched, closes saying so instead of taking the page down", async ({ page }) => {
  const employee = await createUser(test.info().project.use.baseURL!, "employee");
  await signIn(page, employee);
  await page.waitForLoadState("networkidle");
  const offline = (route: import("@playwright/test").Route) => route.abort("internetdisconnected");
  await page.route("**/_next/static/chunks/**", offline);
  const openMenu = page.getByRole("button", { name: "Open menu" });
  await openMenu.click();
  await expect(page.getByText("This could not be opened")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Welcome back, ${employee.username}` })).toBeVisible();
  await page.unroute("**/_next/static/chunks/**", offline);
  await openMenu.click();
  await expect(page.getByRole("dialog")).toBeVisible();
});
