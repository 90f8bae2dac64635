// One accessibility check for the journeys: axe-core's serious and critical findings on what is on screen.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Fails on any serious or critical finding, once the page has its title (Next streams the <title> after the body). */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousFindings(page)).toEqual([]);
}

/** Each serious or critical finding with the elements it names, once the page has its title. */
export async function seriousFindings(page: Page): Promise<string[]> {
  await expect(page).toHaveTitle(/\S/);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}
