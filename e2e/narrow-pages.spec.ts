// Issue 30: two pages were wider than a 375 px phone: the API Reference (605 px: a description's long
// query string, and cards in a grid that grew to it) and the printed plan (434 px: its padding and the
// schedule's columns). Each must fit the phone's width, with nothing scrolling sideways.
import { test, expect, type Page } from "@playwright/test";
import { createUser, signIn } from "./support/users";

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test("the API Reference and the printed plan fit a 375 px phone", async ({ page, browser, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const employee = await createUser(baseURL!, "employee");
  await signIn(page, employee, "/api-docs");
  await expect(page.getByRole("heading", { name: "API Reference", level: 1 })).toBeVisible();
  expect(await pageWidth(page), "API Reference at 375 px").toBeLessThanOrEqual(375);
  // Every endpoint's card inside the page.
  const widest = await page.getByRole("article").evaluateAll((cards) => Math.max(...cards.map((c) => c.getBoundingClientRect().right)));
  expect(widest).toBeLessThanOrEqual(375);

  const investor = await createUser(baseURL!, "external");
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const plan = await phone.newPage();
  await signIn(plan, investor, "/print/participation-plan");
  await expect(plan.getByRole("heading", { name: /^Annual Operating Plan \d{4}$/ })).toBeVisible();
  expect(await pageWidth(plan), "printed plan at 375 px").toBeLessThanOrEqual(375);
  const table = (await plan.getByRole("table").boundingBox())!;
  expect(table.x + table.width).toBeLessThanOrEqual(375);
  await phone.close();
});
