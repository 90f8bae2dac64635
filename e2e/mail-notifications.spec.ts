// Issue 31 §3: an investor with a confirmed address gets a decision on their hours by mail, with the link
// to the screen and a way out; on "Mail notifications" (from the user menu) they choose the daily digest
// for one category; the mail's unsubscribe link opens a page that changes nothing until its button is
// pressed, and then that category is off. Mails are read as files (e2e/support/mail.ts).
import type { ParsedMail } from "mailparser";
import { test, expect } from "@playwright/test";
import { mailTo } from "./support/mail";
import { adminApi, createUser, signIn } from "./support/users";

/** A link in the mail's text as a path on the server under test (APP_URL's host may differ from the test's port). */
function pathOf(mail: ParsedMail, pattern: RegExp): string {
  const match = pattern.exec(mail.text ?? "");
  expect(match, `the mail has a link matching ${pattern}`).not.toBeNull();
  const url = new URL(match![1]);
  return url.pathname + url.search;
}

test("a decision by mail, the mail settings page, and the mail's unsubscribe link", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const investor = await createUser(baseURL!, "external", { prefix: "mailed" });
  const address = `${investor.username}@example.com`;
  await signIn(page, investor, "/dashboard");
  // A confirmed address (the confirmation itself has its own journey, e2e/password-reset.spec.ts).
  expect((await page.request.post("/api/profile/email", { data: { email: address } })).status()).toBe(202);
  const token = /\?token=([A-Za-z0-9_-]+)/.exec((await mailTo(address, /Confirm your email address/)).text ?? "")![1];
  expect((await page.request.post("/api/auth/verify-email", { data: { token } })).status()).toBe(200);

  // An employee approves the investor's hours: the mail links to the hours and carries its way out.
  const logged = await page.request.post("/api/service-hours", { data: { serviceDate: "2026-02-03", hours: "2", category: "monitoring", description: "Site check" } });
  expect(logged.status()).toBe(201);
  const staff = await adminApi(baseURL!);
  expect((await staff.post(`/api/admin/service-hours/${(await logged.json()).id}/approve`, { data: {} })).status()).toBe(200);
  const decision = await mailTo(address, /service hours on 2026-02-03 .*were approved/);
  expect(pathOf(decision, /Open in the portal: (\S+)/)).toBe("/participation-plan?open=hours");
  expect(decision.headerLines.find((h) => h.key === "list-unsubscribe-post")?.line).toMatch(/List-Unsubscribe=One-Click/);

  // The settings page, from the user menu: Reservations in the daily digest.
  await page.getByRole("button", { name: new RegExp(investor.username) }).first().click();
  await page.getByRole("menuitem", { name: "Mail notifications" }).click();
  await expect(page.getByRole("heading", { name: "Mail Notifications" })).toBeVisible();
  const reservations = page.getByRole("group", { name: "Reservations" });
  await expect(reservations.getByRole("radio", { name: "Immediately" })).toBeChecked();
  await reservations.getByRole("radio", { name: "Daily digest" }).check();
  await page.getByRole("button", { name: "Save mail settings" }).click();
  await expect(page.getByText("Your mail settings are saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("group", { name: "Reservations" }).getByRole("radio", { name: "Daily digest" })).toBeChecked();

  // The mail's unsubscribe link: opening it changes nothing; its button turns Decisions off.
  await page.goto(pathOf(decision, /Stop "Decisions" mails: (\S+)/));
  await expect(page.getByText(/Stop the .Decisions. mails from the portal\?/)).toBeVisible();
  await page.goto("/profile/notifications");
  await expect(page.getByRole("group", { name: "Decisions" }).getByRole("radio", { name: "Immediately" })).toBeChecked();
  await page.goBack();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText(/You will no longer get "Decisions" mails/)).toBeVisible();
  await page.goto("/profile/notifications");
  await expect(page.getByRole("group", { name: "Decisions" }).getByRole("radio", { name: "Off" })).toBeChecked();
  await expect(page.getByRole("group", { name: "Reservations" }).getByRole("radio", { name: "Daily digest" })).toBeChecked();
});
