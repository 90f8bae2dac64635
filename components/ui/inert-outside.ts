// While a popup that traps focus is open (Radix Select's listbox), everything outside it is made inert.
// Radix already hides that content from assistive technology (aria-hidden) and blocks pointer events, but
// it stays focusable, which axe reports as aria-hidden-focus; inert says the same thing truthfully.
// Live regions (the toasts) stay as they are, like Radix's own aria-hidden spares them.

/** Sets `inert` on everything outside `keep` (and outside any live region); the returned function undoes it. */
export function inertOutside(keep: Element): () => void {
  const root = keep.ownerDocument.body;
  const kept = [keep, ...Array.from(root.querySelectorAll("[aria-live]"))];
  const onPath = new Set<Element>();
  for (const el of kept) for (let n: Element | null = el; n && n !== root; n = n.parentElement) onPath.add(n);
  const changed: Element[] = [];
  const walk = (parent: Element) => {
    for (const child of Array.from(parent.children)) {
      if (kept.includes(child)) continue;
      if (onPath.has(child)) walk(child);
      else if (!child.hasAttribute("inert") && !(child instanceof HTMLScriptElement)) {
        child.setAttribute("inert", "");
        changed.push(child);
      }
    }
  };
  walk(root);
  return () => changed.forEach((el) => el.removeAttribute("inert"));
}
