// The Tailwind utility groups `cn()` resolves conflicts within: a small stand-in for tailwind-merge's
// configuration (about 9 KB gzip in every page), covering the utilities this codebase writes. Its test
// holds `cn()` to tailwind-merge's answer over every class string in the sources, so a utility this table
// misses fails there rather than in a browser.

const SIZES = "(?:[2-9]?xs|sm|base|md|lg|[2-9]?xl)";
const LINE_STYLES = "(?:solid|dashed|dotted|double|none|hidden)";

/** [pattern, group]: the first pattern that matches a utility (variants and `!`, `-` removed) names its group; `$1` is the pattern's first capture. */
const RULES: Array<[RegExp, string]> = [
  [/^\[([a-z-]+):.+\]$/, "arbitrary-$1"],
  [/^(?:block|inline|inline-block|flex|inline-flex|grid|inline-grid|table|inline-table|table-cell|table-row|table-caption|contents|flow-root|list-item|hidden)$/, "display"],
  [/^(?:static|fixed|absolute|relative|sticky)$/, "position"],
  [/^(?:not-)?sr-only$/, "sr"],
  [/^(?:visible|invisible|collapse)$/, "visibility"],
  [/^(overflow(?:-[xy])?)-/, "$1"],
  [/^(inset-[xy]|inset|top|right|bottom|left|start|end)-/, "$1"],
  [/^z-/, "z"],
  [/^flex-(?:row|col)(?:-reverse)?$/, "flex-direction"],
  [/^flex-(?:wrap|wrap-reverse|nowrap)$/, "flex-wrap"],
  [/^flex-/, "flex"],
  [/^(grow|shrink)(?:-|$)/, "$1"],
  [/^(basis|order)-/, "$1"],
  [/^(grid-cols|grid-rows|grid-flow|auto-cols|auto-rows)-/, "$1"],
  [/^col-(?:span-|auto$)/, "col-span"],
  [/^(col-start|col-end|row-start|row-end)-/, "$1"],
  [/^row-(?:span-|auto$)/, "row-span"],
  [/^(gap(?:-[xy])?)-/, "$1"],
  [/^(justify-items|justify-self|place-content|place-items|place-self)-/, "$1"],
  [/^justify-/, "justify-content"],
  [/^content-(?:normal|center|start|end|between|around|evenly|baseline|stretch)$/, "align-content"],
  [/^content-(?:none|\[.+\]|\(.+\))$/, "content"],
  [/^items-/, "align-items"],
  [/^self-/, "align-self"],
  [/^(space-[xy])-(?!reverse)/, "$1"],
  [/^(space-[xy]-reverse)$/, "$1"],
  [/^(p[xytrblse]?|m[xytrblse]?)-/, "$1"],
  [/^(min-w|max-w|min-h|max-h|size|w|h)-/, "$1"],
  [new RegExp(`^text-(?:${SIZES}(?:/.+)?|\\[(?:length:|calc\\(|[\\d.]+[a-z%]*\\]).*)$`), "font-size"],
  [/^text-(?:left|center|right|justify|start|end)$/, "text-align"],
  [/^(?:truncate|text-ellipsis|text-clip)$/, "text-overflow"],
  [/^text-(?:wrap|nowrap|balance|pretty)$/, "text-wrap"],
  [/^text-/, "text-color"],
  [/^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/, "font-weight"],
  [/^font-/, "font-family"],
  [/^(?:not-)?italic$/, "font-style"],
  [/^(?:normal-nums)$/, "fvn-normal"],
  [/^(?:tabular-nums|proportional-nums)$/, "fvn-spacing"],
  [/^(?:lining-nums|oldstyle-nums)$/, "fvn-figure"],
  [/^(tracking|leading|line-clamp|underline-offset|indent)-/, "$1"],
  [/^list-(?:inside|outside)$/, "list-position"],
  [/^list-/, "list-style-type"],
  [/^(?:underline|overline|line-through|no-underline)$/, "text-decoration"],
  [new RegExp(`^decoration-(?:${LINE_STYLES}|wavy)$`), "decoration-style"],
  [/^decoration-(?:auto|from-font|\d+)$/, "decoration-thickness"],
  [/^decoration-/, "decoration-color"],
  [/^(?:uppercase|lowercase|capitalize|normal-case)$/, "text-transform"],
  [/^whitespace-/, "whitespace"],
  [/^break-(?:normal|words|all|keep)$/, "break"],
  [/^wrap-(?:break-word|anywhere|normal)$/, "wrap"],
  [/^placeholder-/, "placeholder-color"],
  [/^touch-(?:auto|none|manipulation)$/, "touch"],
  [/^(break-inside|break-before|break-after)-/, "$1"],
  [/^bg-(?:fixed|local|scroll)$/, "bg-attachment"],
  [/^bg-(?:auto|cover|contain)$/, "bg-size"],
  [/^bg-(?:none|linear-|radial-|conic-|gradient-)/, "bg-image"],
  [/^bg-(?:no-repeat|repeat)/, "bg-repeat"],
  [/^bg-(?:top|bottom|left|right|center)/, "bg-position"],
  [/^bg-/, "bg-color"],
  [/^rounded(?:-(?:none|xs|sm|md|lg|[2-4]?xl|full|\[.+\]))?$/, "rounded"],
  [/^(rounded-(?:[trblse]|tl|tr|br|bl|ss|se|ee|es))(?:-|$)/, "$1"],
  [/^border-(?:collapse|separate)$/, "border-collapse"],
  [new RegExp(`^border-${LINE_STYLES}$`), "border-style"],
  [/^border(?:-\d+|-\[(?:length:|[\d.]+px).*\])?$/, "border-w"],
  [/^border-([xytrblse])(?:-\d+|-\[(?:length:|[\d.]+px).*\])?$/, "border-w-$1"],
  [/^border-([xytrblse])-/, "border-color-$1"],
  [/^border-/, "border-color"],
  [/^(divide-[xy])(?:-\d+)?$/, "$1"],
  [new RegExp(`^divide-${LINE_STYLES}$`), "divide-style"],
  [/^divide-/, "divide-color"],
  [new RegExp(`^outline-${LINE_STYLES}$`), "outline-style"],
  [/^outline(?:-\d+)?$/, "outline-w"],
  [/^outline-offset-/, "outline-offset"],
  [/^outline-/, "outline-color"],
  [/^ring(?:-\d+)?$/, "ring-w"],
  [/^ring-inset$/, "ring-inset"],
  [/^ring-offset-\d+$/, "ring-offset-w"],
  [/^ring-offset-/, "ring-offset-color"],
  [/^ring-/, "ring-color"],
  [/^shadow(?:-(?:2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/, "shadow"],
  [/^shadow-/, "shadow-color"],
  [/^(blur|backdrop-blur|resize)(?:-|$)/, "$1"],
  [/^filter(?:-none)?$/, "filter"],
  [/^(opacity|duration|ease|delay|cursor|pointer-events|select|fill|stroke|accent|aspect|origin|object|appearance|align|scroll-m[xytrblse]?|scroll-p[xytrblse]?)-/, "$1"],
  [/^transition(?:-|$)/, "transition"],
  // Only Tailwind's own animations, as tailwind-merge: the app's (animate-pop-in…) are left alone.
  [/^animate-(?:none|spin|ping|pulse|bounce|\[.+\])$/, "animate"],
  [/^(translate-[xyz]|translate|scale-[xy]|scale|rotate|skew-[xy])-/, "$1"],
  [/^caption-/, "caption-side"],
  [/^table-(?:auto|fixed)$/, "table-layout"],
];

/** A box property's groups ("p", "px", "pt"…): the whole box overrides every side, x and y their two sides. */
function sides(group: string, sep = ""): Record<string, string[]> {
  const side = (s: string) => `${group}${sep}${s}`;
  return { [group]: [..."xysetrbl"].map(side), [side("x")]: [..."serl"].map(side), [side("y")]: [..."tb"].map(side) };
}

/** Groups a later utility overrides besides its own (tailwind-merge's conflicting groups, for the groups above). */
export const CONFLICTS: Record<string, string[]> = {
  ...sides("p"),
  ...sides("m"),
  ...sides("scroll-m"),
  ...sides("scroll-p"),
  ...sides("border-w", "-"),
  ...sides("border-color", "-"),
  overflow: ["overflow-x", "overflow-y"],
  inset: ["inset-x", "inset-y", "start", "end", "top", "right", "bottom", "left"],
  "inset-x": ["start", "end", "right", "left"],
  "inset-y": ["top", "bottom"],
  flex: ["basis", "grow", "shrink"],
  gap: ["gap-x", "gap-y"],
  size: ["w", "h"],
  "font-size": ["leading"],
  "fvn-normal": ["fvn-spacing", "fvn-figure"],
  "fvn-spacing": ["fvn-normal"],
  "fvn-figure": ["fvn-normal"],
  "line-clamp": ["display", "overflow"],
  rounded: ["rounded-s", "rounded-e", "rounded-t", "rounded-r", "rounded-b", "rounded-l", "rounded-ss", "rounded-se", "rounded-ee", "rounded-es", "rounded-tl", "rounded-tr", "rounded-br", "rounded-bl"],
  "rounded-s": ["rounded-ss", "rounded-es"],
  "rounded-e": ["rounded-se", "rounded-ee"],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  translate: ["translate-x", "translate-y"],
};

/** The group of one utility, or undefined for a class Tailwind does not define (kept as it is). */
export function classGroup(utility: string): string | undefined {
  if (utility.endsWith("-")) return undefined; // a prefix with no value ("gap-") is no utility
  for (const [pattern, group] of RULES) {
    const m = pattern.exec(utility);
    if (m) return group.replace("$1", m[1] ?? "");
  }
  return undefined;
}
