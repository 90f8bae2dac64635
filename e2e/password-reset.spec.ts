// Issue 31: an investor adds an email address on the profile page and confirms it through the link in the
// mail; later, signed out, "Forgot password?" mails a reset link; the link's page sets a new password and
// the investor signs in with it. Mails are read as files (e2e/support/mail.ts).
import type { ParsedMail } from "mailparser";
import { test, expect } from "@playwright/test";
import { mailTo } from "./support/mail";
import { createUser, PASSWORD, signIn } from "./support/users";

/** The mail's link as a path on the server under test (APP_URL's host may differ from the test's port). */
function linkPath(mail: ParsedMail): string {
  const match = /(https?:\/\/\S+\?token=[A-Za-z0-9_-]+)/.exec(mail.text ?? "");
  expect(match, "the mail carries a link with its token").not.toBeNull();
  const url = new URL(match![1]);
  return url.pathname + url.search;
}

test("add and verify an email address, then reset a forgotten password through the mailed link", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const investor = await createUser(baseURL!, "external", { prefix: "reset" });
  const address = `${investor.username}@Example.COM`;
  const normalized = `${investor.username}@example.com`;

  // The profile page, from the user menu: add an address, confirm it with the mail's link.
  await signIn(page, investor, "/dashboard");
  await page.getByRole("button", { name: new RegExp(investor.username) }).first().click();
  await page.getByRole("menuitem", { name: "Email address" }).click();
  await expect(page.getByRole("heading", { name: "Email Address" })).toBeVisible();
  await page.getByRole("textbox", { name: "Email address" }).fill(address);
  await page.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(page.getByText(/We have sent a link to this address/)).toBeVisible();

  const verification = await mailTo(normalized, /Confirm your email address/);
  expect(verification.html).toContain("Confirm this address");
  const verifyPath = linkPath(verification);
  expect(verifyPath).toMatch(/^\/verify-email\?token=/);
  // Opening the link changes nothing; the button confirms.
  await page.goto(verifyPath);
  await page.goto(verifyPath);
  await page.getByRole("button", { name: "Confirm email address" }).click();
  await expect(page.getByText("Your email address is confirmed.")).toBeVisible();
  await page.goto("/profile/email");
  await expect(page.getByText(normalized)).toBeVisible();

  // Signed out, in a browser of its own: Forgot password? → the mail → the link → a new password.
  const context = await browser.newContext({ baseURL });
  const guest = await context.newPage();
  await guest.goto("/login");
  await guest.getByRole("link", { name: "Forgot password?" }).click();
  await expect(guest).toHaveURL(/\/forgot-password$/);
  await guest.getByRole("textbox", { name: "Email address" }).fill(normalized);
  await guest.getByRole("button", { name: "Send reset link" }).click();
  await expect(guest.getByText(/If an account has this verified address/)).toBeVisible();

  const reset = await mailTo(normalized, /Set a new password/);
  const resetPath = linkPath(reset);
  expect(resetPath).toMatch(/^\/reset-password\?token=/);
  await guest.goto(resetPath);
  const newPassword = "a-brand-new-password";
  await guest.getByLabel("New password", { exact: true }).fill(newPassword);
  await guest.getByRole("button", { name: "Set new password" }).click();
  await expect(guest.getByText(/Your new password is set/)).toBeVisible();

  // The first browser's session ended with the reset.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);

  // The old password no longer works; the new one does.
  await guest.goto("/login");
  await guest.getByLabel("Username").fill(investor.username);
  await guest.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await guest.getByRole("button", { name: "Log in" }).click();
  await expect(guest.getByText("Invalid username or password")).toBeVisible();
  await guest.getByLabel("Password", { exact: true }).fill(newPassword);
  await guest.getByRole("button", { name: "Log in" }).click();
  await expect(guest).toHaveURL(/\/dashboard/);

  // The link worked once.
  await guest.goto(resetPath);
  await guest.getByLabel("New password", { exact: true }).fill("yet-another-password");
  await guest.getByRole("button", { name: "Set new password" }).click();
  await expect(guest.getByText(/already been used/)).toBeVisible();
  await context.close();
});
