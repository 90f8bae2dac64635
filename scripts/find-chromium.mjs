// Where the browser for the Playwright journeys is: CHROMIUM_PATH, Debian's /usr/bin/chromium, or
// Playwright's own download (which these machines cannot fetch, but a developer laptop may have).
import fs from "node:fs";

export function findChromium() {
  for (const candidate of [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

export async function playwrightHasOwnBrowser() {
  try {
    const { chromium } = await import("@playwright/test");
    return fs.existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}
