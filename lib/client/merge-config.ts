// tailwind-merge's engine with a configuration of the utilities this app writes, built with
// createTailwindMerge as its maintainers document for a small bundle: the full default configuration is
// about 6 KB gzip more in every page. cn.test.ts holds this to the full twMerge over every class string in
// the sources, so a utility missing here fails there rather than in a browser.
import { validators, type Config } from "tailwind-merge";

const { isNumber, isTshirtSize, isArbitraryLength, isArbitraryValue, isArbitraryVariable } = validators;

type Groups = Config<string, string>["classGroups"];
type Conflicts = Config<string, string>["conflictingClassGroups"];

const SIDES = ["x", "y", "s", "e", "t", "r", "b", "l"] as const;
const LINE_STYLES = ["solid", "dashed", "dotted", "double"];
/** Any value, but one: "gap-" (a prefix in a string, no class) is not a utility. */
const isValue = (value: string) => value !== "";
const ANY = [isValue];

/** tailwind-merge's margin values: auto, the spacing scale (px, numbers), arbitrary values and variables. */
const SPACING = ["auto", "px", isNumber, isArbitraryValue, isArbitraryVariable];

/** One group per prefix, any value: `{ gap: [{ gap: ANY }] }`. */
const anyValue = (...prefixes: string[]): Groups => Object.fromEntries(prefixes.map((p) => [p, [{ [p]: ANY }]]));

/** A box property and its sides ("p", "px", "pt"…), the whole overriding every side and x, y their two. */
function boxGroups(prefix: string, sep = "", values: Groups[string] = ANY, id = prefix): Groups {
  const groups: Groups = { [id]: [{ [prefix]: values }] };
  for (const side of SIDES) groups[`${id}${sep}${side}`] = [{ [`${prefix}${sep}${side}`]: values }];
  return groups;
}
function boxConflicts(id: string, sep = ""): Conflicts {
  const side = (s: string) => `${id}${sep}${s}`;
  return { [id]: SIDES.map(side), [side("x")]: ["s", "e", "r", "l"].map(side), [side("y")]: ["t", "b"].map(side) };
}

const classGroups: Groups = {
  display: ["block", "inline-block", "inline", "flex", "inline-flex", "table", "inline-table", "table-caption", "table-cell", "table-row", "flow-root", "grid", "inline-grid", "contents", "list-item", "hidden"],
  position: ["static", "fixed", "absolute", "relative", "sticky"],
  sr: ["sr-only", "not-sr-only"],
  visibility: ["visible", "invisible", "collapse"],
  overflow: [{ overflow: ["auto", "hidden", "clip", "visible", "scroll"] }],
  "overflow-x": [{ "overflow-x": ["auto", "hidden", "clip", "visible", "scroll"] }],
  "overflow-y": [{ "overflow-y": ["auto", "hidden", "clip", "visible", "scroll"] }],
  ...anyValue("inset", "inset-x", "inset-y", "start", "end", "top", "right", "bottom", "left", "z"),
  "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
  "flex-wrap": [{ flex: ["wrap", "wrap-reverse", "nowrap"] }],
  flex: [{ flex: [isNumber, "auto", "initial", "none", isArbitraryValue] }],
  grow: [{ grow: ["", isNumber] }],
  shrink: [{ shrink: ["", isNumber] }],
  ...anyValue("basis", "order", "grid-cols", "grid-rows", "grid-flow", "auto-cols", "auto-rows", "col-start", "col-end", "row-start", "row-end"),
  "col-start-end": [{ col: ["auto", { span: ANY }] }],
  "row-start-end": [{ row: ["auto", { span: ANY }] }],
  ...anyValue("gap", "gap-x", "gap-y", "justify-items", "justify-self", "place-content", "place-items", "place-self", "items", "self"),
  "justify-content": [{ justify: ["normal", "start", "end", "center", "between", "around", "evenly", "stretch", "baseline"] }],
  "align-content": [{ content: ["normal", "start", "end", "center", "between", "around", "evenly", "stretch", "baseline"] }],
  content: [{ content: ["none", isArbitraryValue, isArbitraryVariable] }],
  "space-x": [{ "space-x": ANY }],
  "space-x-reverse": ["space-x-reverse"],
  "space-y": [{ "space-y": ANY }],
  "space-y-reverse": ["space-y-reverse"],
  ...boxGroups("p"),
  // Margins take the spacing scale, as tailwind-merge's own: "my-work" (an id) is no margin.
  ...boxGroups("m", "", SPACING),
  ...boxGroups("scroll-m"),
  ...boxGroups("scroll-p"),
  ...anyValue("w", "h", "size", "min-w", "max-w", "min-h", "max-h"),
  // Before text-color: a `text-` value is a size first (text-sm, text-[15px]), a colour otherwise.
  "font-size": [{ text: ["base", isTshirtSize, isArbitraryLength] }],
  "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
  "text-overflow": ["truncate", "text-ellipsis", "text-clip"],
  "text-wrap": [{ text: ["wrap", "nowrap", "balance", "pretty"] }],
  "text-color": [{ text: ANY }],
  "font-weight": [{ font: ["thin", "extralight", "light", "normal", "medium", "semibold", "bold", "extrabold", "black", isNumber] }],
  "font-family": [{ font: ANY }],
  "font-style": ["italic", "not-italic"],
  "fvn-normal": ["normal-nums"],
  "fvn-spacing": ["tabular-nums", "proportional-nums"],
  "fvn-figure": ["lining-nums", "oldstyle-nums"],
  ...anyValue("tracking", "leading", "line-clamp", "underline-offset", "indent"),
  "list-position": [{ list: ["inside", "outside"] }],
  "list-style-type": [{ list: ANY }],
  "text-decoration": ["underline", "overline", "line-through", "no-underline"],
  "text-decoration-style": [{ decoration: [...LINE_STYLES, "wavy"] }],
  "text-decoration-thickness": [{ decoration: [isNumber, "auto", "from-font"] }],
  "text-decoration-color": [{ decoration: ANY }],
  "text-transform": ["uppercase", "lowercase", "capitalize", "normal-case"],
  whitespace: [{ whitespace: ANY }],
  break: [{ break: ["normal", "words", "all", "keep"] }],
  wrap: [{ wrap: ["break-word", "anywhere", "normal"] }],
  ...anyValue("break-inside", "break-before", "break-after"),
  "placeholder-color": [{ placeholder: ANY }],
  touch: [{ touch: ["auto", "none", "manipulation"] }],
  "bg-attachment": [{ bg: ["fixed", "local", "scroll"] }],
  "bg-size": [{ bg: ["auto", "cover", "contain"] }],
  "bg-image": [{ bg: ["none", { linear: ANY, radial: ANY, conic: ANY }] }],
  "bg-repeat": [{ bg: ["no-repeat", { repeat: ["", "x", "y", "space", "round"] }] }],
  "bg-position": [{ bg: ["top", "bottom", "left", "right", "center"] }],
  "bg-color": [{ bg: ANY }],
  rounded: [{ rounded: ["", isValue] }],
  ...Object.fromEntries(["s", "e", "t", "r", "b", "l", "ss", "se", "ee", "es", "tl", "tr", "br", "bl"].map((c) => [`rounded-${c}`, [{ [`rounded-${c}`]: ["", isValue] }]])),
  "border-collapse": [{ border: ["collapse", "separate"] }],
  "border-style": [{ border: [...LINE_STYLES, "none", "hidden"] }],
  // Widths before colours: border-2 and border-l-4 are widths, border-l-red-600 a colour.
  ...boxGroups("border", "-", ["", isNumber, isArbitraryLength], "border-w"),
  ...boxGroups("border", "-", ANY, "border-color"),
  "divide-x": [{ "divide-x": ["", isNumber] }],
  "divide-y": [{ "divide-y": ["", isNumber] }],
  "divide-style": [{ divide: [...LINE_STYLES, "none", "hidden"] }],
  "divide-color": [{ divide: ANY }],
  "outline-style": [{ outline: [...LINE_STYLES, "none", "hidden"] }],
  "outline-w": [{ outline: ["", isNumber, isArbitraryLength] }],
  "outline-offset": [{ "outline-offset": ANY }],
  "outline-color": [{ outline: ANY }],
  "ring-w": [{ ring: ["", isNumber] }],
  "ring-w-inset": ["ring-inset"],
  "ring-offset-w": [{ "ring-offset": [isNumber] }],
  "ring-offset-color": [{ "ring-offset": ANY }],
  "ring-color": [{ ring: ANY }],
  shadow: [{ shadow: ["", "none", "inner", isTshirtSize] }],
  "shadow-color": [{ shadow: ANY }],
  blur: [{ blur: ["", "none", isTshirtSize] }],
  "backdrop-blur": [{ "backdrop-blur": ["", "none", isTshirtSize] }],
  filter: [{ filter: ["", "none"] }],
  ...anyValue("opacity", "duration", "ease", "delay", "cursor", "pointer-events", "select", "fill", "stroke", "accent", "aspect", "origin", "object", "appearance", "align", "resize"),
  transition: [{ transition: ["", isValue] }],
  // Tailwind's own animations only: the app's (animate-fade-in…) are left alone, as twMerge does.
  animate: [{ animate: ["none", "spin", "ping", "pulse", "bounce", isArbitraryValue, isArbitraryVariable] }],
  ...anyValue("translate", "translate-x", "translate-y", "translate-z", "scale", "scale-x", "scale-y", "rotate", "skew-x", "skew-y"),
  caption: [{ caption: ["top", "bottom"] }],
  "table-layout": [{ table: ["auto", "fixed"] }],
};

export const mergeConfig = (): Config<string, string> => ({
  cacheSize: 500,
  theme: {},
  classGroups,
  conflictingClassGroups: {
    ...boxConflicts("p"),
    ...boxConflicts("m"),
    ...boxConflicts("scroll-m"),
    ...boxConflicts("scroll-p"),
    ...boxConflicts("border-w", "-"),
    ...boxConflicts("border-color", "-"),
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
  },
  conflictingClassGroupModifiers: { "font-size": ["leading"] },
  // Variants whose order changes the selector (as in the default configuration).
  orderSensitiveModifiers: ["*", "**", "after", "backdrop", "before", "details-content", "file", "first-letter", "first-line", "marker", "placeholder", "selection"],
});
