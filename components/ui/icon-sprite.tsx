import type { LucideIcon } from "lucide-react";

/**
 * Icons a list repeats on every row or card (a project row's three buttons were ~1.5 KB of inline SVG in
 * the HTML, and as many icon components to render on the server): the list draws its `Sprite` once,
 * each button a short `<use>` of it. `prefix` makes the symbols' ids unique on the page (one list of a
 * kind per page).
 */
export function iconSprite<Name extends string>(prefix: string, icons: Record<Name, LucideIcon>) {
  const names = Object.keys(icons) as Name[];
  function Sprite() {
    return (
      <svg aria-hidden className="hidden">
        {names.map((name) => {
          const Drawn: LucideIcon = icons[name];
          return (
            <symbol key={name} id={`${prefix}-${name}`} viewBox="0 0 24 24">
              <Drawn />
            </symbol>
          );
        })}
      </svg>
    );
  }
  function Icon({ name, className }: { name: Name; className?: string }) {
    return (
      <svg aria-hidden width={24} height={24} viewBox="0 0 24 24" className={className}>
        <use href={`#${prefix}-${name}`} />
      </svg>
    );
  }
  return { Sprite, Icon };
}
