// One accessibility check for the journeys and the sweep: axe-core's serious and critical findings on what is on screen.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** Fails on any serious or critical finding, once the page has settled (see `seriousFindings`). */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousFindings(page)).toEqual([]);
}

/**
 * Each serious or critical finding with the elements it names. A view kept in the URL (a tab, a filter, a
 * search) changes by a client navigation, during which the screen is aria-busy and Next swaps the page's
 * <title> (which it also streams after the body): the scan waits for both to settle.
 */
export async function seriousFindings(page: Page): Promise<string[]> {
  for (let look = 1; ; look++) {
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page).toHaveTitle(/\S/);
    // Every rule still runs on every element; only the violations are detailed (selectors and markup for each
    // node), not the thousands of passes, which axe documents as the costly part on a large page. Legacy mode
    // runs axe in the page itself: the default opens a blank page per scan to merge the frames' results (1.2 s
    // of a 2.0 s scan of the dashboard here, same findings), which only cross-origin frames need, and the
    // portal draws none of its own (a course's third-party video player is not its markup).
    const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode(true).analyze();
    // A client navigation that changes the address (a dialog or a tab kept in the URL) takes the page's
    // <title> away until the new page's metadata has streamed in (Next renders it in a Suspense boundary of
    // the page): a scan that fell into that moment looks once more after the title is back. A page without a
    // title still fails.
    if (look === 1 && violations.some((v) => v.id === "document-title")) continue;
    return violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.impact}: ${v.help}): ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  }
}

/**
 * Types into a search box whose search the page keeps in its address, and waits until it is there: the box
 * sends it after a pause, and the navigation that follows would otherwise land in the middle of the next step.
 */
export async function searchInAddress(page: Page, box: Locator, text: string): Promise<void> {
  await box.fill(text);
  await expect.poll(() => [...new URL(page.url()).searchParams.values()].includes(text)).toBe(true);
}
