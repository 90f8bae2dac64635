// Issue 21's journey: an employee opens the pipeline board, moves a deal with the keyboard (announced to
// screen readers), sees a refused move (a pending reservation leaving Committed) go back with a toast,
// uses the phone view's stage switcher and Move to… menu, and axe finds nothing serious at 1280 or 375 px.
import { test, expect, request, type Page } from "@playwright/test";
import { seriousFindings } from "./support/axe";
import { createProject } from "./support/projects";
import { createUser, PASSWORD, signIn } from "./support/users";

test.use({ actionTimeout: 20_000 });

// lib/projects/policy.ts's message (the edit dialog's 409), as the toast shows it.
const PENDING_RESERVATION_FIRST = "This project has a pending reservation: approve or reject it before unsharing the project or moving it out of Committed";

const column = (page: Page, stage: string) => page.getByRole("region", { name: stage, exact: true });

test("the board: a keyboard move, a refused move rolled back, the phone view, and no serious axe findings", async ({ page, baseURL }) => {
  const tag = Date.now().toString(36);
  const alpha = `Board ${tag} Alpha`;
  const bravo = `Board ${tag} Bravo`;
  await createProject(baseURL!, "board", { client: alpha, stage: "Pipeline" });
  const held = await createProject(baseURL!, "board", { client: bravo, stage: "Committed", sharedWithInvestors: true });
  // An investor's pending reservation: Bravo may not leave Committed until it is decided.
  const investor = await createUser(baseURL!, "external");
  const api = await request.newContext({ baseURL });
  expect((await api.post("/api/auth/login", { data: { username: investor.username, password: PASSWORD } })).status()).toBe(200);
  expect((await api.post(`/api/projects/${held.id}/reserve`)).status()).toBe(200);
  await api.dispose();

  const employee = await createUser(baseURL!, "employee");
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, employee, `/pipeline?search=${encodeURIComponent(`Board ${tag}`)}`);
  await expect(page.getByRole("heading", { name: "Pipeline Board", level: 1 })).toBeVisible();
  await expect(column(page, "Pipeline").getByText(alpha)).toBeVisible();
  await expect(column(page, "Committed").getByText(`Reservation pending: ${investor.username}`)).toBeVisible();
  await expect(column(page, "Pipeline").getByText(/1 deal ·/)).toBeVisible();

  // Keyboard: lift with Space, one column right, drop with Space; the live region says what happened.
  const handle = page.getByRole("button", { name: `Drag ${alpha} to another stage` });
  await handle.focus();
  await page.keyboard.press("Space");
  // Lifted: announced as picked up, then (the card starts over its own column) as over Pipeline.
  await expect(page.getByText(new RegExp(`^(Picked up ${alpha}, in Pipeline|${alpha} is over Pipeline)\\.$`))).toBeAttached();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText(`${alpha} is over Best Case.`)).toBeAttached();
  await page.keyboard.press("Space");
  await expect(page.getByText(`${alpha} was dropped on Best Case.`)).toBeAttached();
  await expect(column(page, "Best Case").getByText(alpha)).toBeVisible();
  await expect(column(page, "Best Case").getByText(/In Best Case 0 days/)).toBeVisible();
  await page.reload();
  await expect(column(page, "Best Case").getByText(alpha)).toBeVisible();

  // Refused: Bravo's pending reservation keeps it in Committed; the toast says why and the card is back.
  await page.getByRole("button", { name: `Move ${bravo} to…` }).click();
  await page.getByRole("menuitem", { name: "Contracted" }).click();
  const toasts = page.getByRole("region", { name: /Notifications/ });
  await expect(toasts.getByText("Move Failed")).toBeVisible();
  await expect(toasts.getByText(PENDING_RESERVATION_FIRST)).toBeVisible();
  await expect(column(page, "Committed").getByText(bravo)).toBeVisible();
  await expect(column(page, "Contracted").getByText(bravo)).toHaveCount(0);
  // The live region names the column the card stays in, and the keyboard is back on its Move to… button.
  await expect(page.getByText(`${bravo} could not be moved to Contracted. It stays in Committed.`)).toBeAttached();
  await expect(column(page, "Committed").getByRole("button", { name: `Move ${bravo} to…` })).toBeFocused();

  expect(await seriousFindings(page), "axe at 1280 px").toEqual([]);

  // Phone: one stage at a time, no sideways scrolling, Move to… instead of dragging.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole("group", { name: "Stage shown" })).toBeVisible();
  await expect(column(page, "Best Case")).toBeHidden();
  await page.getByRole("button", { name: /^Best Case/ }).click();
  await expect(column(page, "Best Case").getByText(alpha)).toBeVisible();
  await expect(column(page, "Pipeline")).toBeHidden();
  await expect(page.getByRole("button", { name: `Drag ${alpha} to another stage` })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousFindings(page), "axe at 375 px").toEqual([]);

  await page.getByRole("button", { name: `Move ${alpha} to…` }).click();
  await page.getByRole("menuitem", { name: "Committed" }).click();
  // The card left the stage shown: the keyboard goes to the switcher's button for the stage it is in now.
  await expect(page.getByRole("button", { name: /^Committed/ })).toBeFocused();
  await page.getByRole("button", { name: /^Committed/ }).click();
  await expect(column(page, "Committed").getByText(alpha)).toBeVisible();
});

test("Move to… and Show more keep the keyboard on the cards, and cards fit their columns at 1280 px", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const mover = `Board ${tag} Mover`;
  // A long unbroken name and a long reservation line: neither may widen a card past its column.
  const long = `Board ${tag} ${"Wolfeschlegelsteinhausenbergerdorff".repeat(2)}`;
  await createProject(baseURL!, "board", { client: mover, stage: "Pipeline" });
  await createProject(baseURL!, "board", { client: long, stage: "Pipeline" });
  // 51 Deployed deals: the column's first HTML shows 12, Show more the other 39.
  for (let i = 0; i < 51; i += 17) {
    await Promise.all(Array.from({ length: Math.min(17, 51 - i) }, (_, j) => createProject(baseURL!, "board", { client: `Board ${tag} Many ${String(i + j + 1).padStart(2, "0")}`, stage: "Deployed" })));
  }
  const employee = await createUser(baseURL!, "employee");
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, employee, `/pipeline?search=${encodeURIComponent(`Board ${tag}`)}`);
  await expect(column(page, "Pipeline").getByText(long)).toBeVisible();

  // Every card inside its column's box.
  const overflow = await page.evaluate(() =>
    [...document.querySelectorAll("section[aria-labelledby^='column-'] article")].flatMap((card) => {
      const list = card.closest("ul")!.getBoundingClientRect();
      const box = card.getBoundingClientRect();
      return box.left < list.left - 0.5 || box.right > list.right + 0.5 ? [`${card.textContent?.slice(0, 40)}: ${Math.round(box.width)} px in ${Math.round(list.width)} px`] : [];
    }),
  );
  expect(overflow, "cards wider than their column").toEqual([]);

  // Move to… with the keyboard: the focus follows the card into its new column.
  await page.getByRole("button", { name: `Move ${mover} to…` }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Best Case" }).focus();
  await page.keyboard.press("Enter");
  await expect(column(page, "Best Case").getByText(mover)).toBeVisible();
  await expect(page.getByText(`${mover} moved to Best Case.`)).toBeAttached();
  await expect(column(page, "Best Case").getByRole("button", { name: `Move ${mover} to…` })).toBeFocused();

  // Into a column that shows only its first cards: the moved deal is its latest activity, so it is among
  // them, and the keyboard follows it there.
  const deployed = column(page, "Deployed");
  await expect(deployed.locator("[data-card-title]")).toHaveCount(12);
  await expect(deployed.getByText(/\b51 deals ·/)).toBeVisible();
  await column(page, "Best Case").getByRole("button", { name: `Move ${mover} to…` }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Deployed" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`${mover} moved to Deployed.`)).toBeAttached();
  await expect(deployed.getByText(/\b52 deals ·/)).toBeVisible();
  await expect(deployed.getByRole("button", { name: `Move ${mover} to…` })).toBeFocused();
  await expect(deployed.locator("[data-card-title]")).toHaveCount(12);
  await expect(deployed.locator("[data-card-title]").first()).toHaveText(mover);

  // Show more: the rest of the column; the keyboard lands on the first card it added.
  await deployed.getByRole("link", { name: /Show more/ }).focus();
  await page.keyboard.press("Enter");
  await expect(deployed.locator("[data-card-title]")).toHaveCount(52);
  await expect(deployed.locator("[data-card-title]").nth(12)).toBeFocused();
  await expect(deployed.getByRole("link", { name: /Show more/ })).toHaveCount(0);
});
