import type { Page } from "@playwright/test";

/** Selects the first occurrence of `text` in the agreement, as a mouse drag would, and lets the page read it. */
export async function selectInAgreement(page: Page, text: string) {
  await page.getByTestId("document-text").evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
      root.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
      return;
    }
    throw new Error(`"${wanted}" is not in the agreement text`);
  }, text);
}
