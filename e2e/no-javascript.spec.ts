// Issue 18: the login screen works before (or without) JavaScript. Its forms post to server actions, so a
// slow phone, a fast typist or a blocked script still signs in, and nothing typed lands in a URL (the
// browser history, an access log, a proxy's log).
import { test, expect, type Page, type Request } from "@playwright/test";
import { createUser, PASSWORD, uniqueName } from "./support/users";
import { createProject } from "./support/projects";

test.use({ javaScriptEnabled: false });

/** Every request the page sends, to check that the password travels only in a POST body. */
function recordRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (req) => sent.push(req));
  return sent;
}

function expectNoSecretInUrls(page: Page, sent: Request[], secret: string) {
  expect(page.url()).not.toContain(secret);
  for (const req of sent) expect(req.url(), `${req.method()} ${req.url()}`).not.toContain(encodeURIComponent(secret));
}

test("with JavaScript off, logging in posts the form and lands on the dashboard", async ({ page, baseURL }) => {
  const investor = await createUser(baseURL!, "external");
  const sent = recordRequests(page);
  await page.goto("/login");
  const login = page.getByRole("form", { name: "Login" });
  await login.getByLabel("Username").fill(investor.username);
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("button", { name: new RegExp(investor.username) })).toBeVisible();

  const submit = sent.find((req) => req.postData()?.includes(PASSWORD));
  expect(submit?.method()).toBe("POST");
  expect(new URL(submit!.url()).pathname).toBe("/login");
  expectNoSecretInUrls(page, sent, PASSWORD);
});

test("with JavaScript off, a wrong password shows the spec's message and keeps the username", async ({ page, baseURL }) => {
  const investor = await createUser(baseURL!, "external");
  const sent = recordRequests(page);
  await page.goto("/login?next=%2Freports");
  const login = page.getByRole("form", { name: "Login" });
  await login.getByLabel("Username").fill(investor.username);
  await login.getByLabel("Password").fill("not-the-password");
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
  await expect(page.getByRole("form", { name: "Login" }).getByLabel("Username")).toHaveValue(investor.username);
  expect(sent.filter((req) => req.method() === "POST")).toHaveLength(1);
  expectNoSecretInUrls(page, sent, "not-the-password");

  // Empty fields: the spec's messages beneath them, from the server.
  await page.getByRole("form", { name: "Login" }).getByLabel("Username").fill("");
  await page.getByRole("form", { name: "Login" }).getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("form", { name: "Login" }).getByText("Username is required")).toBeVisible();
  await expect(page.getByRole("form", { name: "Login" }).getByText("Password is required")).toBeVisible();
});

test("with JavaScript off, registering shows the login form with the username filled and the pending notice", async ({ page }) => {
  const investor = uniqueName("nojs");
  const sent = recordRequests(page);
  await page.goto("/login");
  await page.getByRole("link", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/register$/);
  const register = page.getByRole("form", { name: "Register" });
  await register.getByLabel("Username").fill("ab");
  await register.getByLabel("Password").fill("123");
  await register.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("form", { name: "Register" }).getByText("Username must be at least 3 characters")).toBeVisible();
  await expect(page.getByRole("form", { name: "Register" }).getByText("Password must be at least 6 characters")).toBeVisible();

  await page.getByRole("form", { name: "Register" }).getByLabel("Username").fill(investor);
  await page.getByRole("form", { name: "Register" }).getByLabel("Password").fill(PASSWORD);
  await page.getByRole("form", { name: "Register" }).getByRole("button", { name: "Create account" }).click();
  const login = page.getByRole("form", { name: "Login" });
  await expect(login.getByRole("status")).toHaveText("Registration successful. Your account is pending approval by a company employee.");
  await expect(login.getByLabel("Username")).toHaveValue(investor);
  await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("aria-current", "page");

  // Logging in while pending: the amber notice in place of the registration's.
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("form", { name: "Login" }).getByRole("status")).toHaveText("Your account is pending approval by a company employee.");
  await expect(page).toHaveURL(/\/login/);

  for (const req of sent.filter((r) => r.postData()?.includes(PASSWORD))) expect(req.method()).toBe("POST");
  expectNoSecretInUrls(page, sent, PASSWORD);
});

test("with JavaScript off, every main screen shows its data, not a skeleton", async ({ page, baseURL }) => {
  // Issue 29: the data was in the HTML but only a script revealed it.
  const employee = await createUser(baseURL!, "employee");
  const project = await createProject(baseURL!, "NoJS Depot", { stage: "Committed" });
  await page.goto("/login");
  const login = page.getByRole("form", { name: "Login" });
  await login.getByLabel("Username").fill(employee.username);
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(project.client).first()).toBeVisible();
  await page.goto(`/pipeline?search=${encodeURIComponent(project.client)}`);
  await expect(page.getByText(project.client).first()).toBeVisible();
  await page.goto(`/project/${project.id}/edit`);
  await expect(page.getByRole("textbox", { name: "Client" })).toHaveValue(project.client);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
});
