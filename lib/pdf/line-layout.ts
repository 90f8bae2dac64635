// A paragraph of any scripts and styles cut into lines as one text: each run measured in the face that
// draws it, lines broken at spaces and between Chinese and Japanese characters (which have no spaces),
// across runs, and a word wider than the line broken between its characters. Each line's runs share one
// baseline: the line reaches as high and as low as its tallest face. pdfkit's own wrapping measures a
// `continued` fragment in one face only and puts each face's baseline at its own ascender, so mixed-script
// lines overlapped and jumped (issue 30). Measuring is passed in; the layout itself is pure.
import { scriptRuns, type Face } from "@/lib/pdf/script-runs";
import type { FontStyle, Metrics } from "@/lib/pdf/fonts";

/** A stretch of text in one style; "\n" inside it breaks the line. `mono` draws its Latin runs in the monospace face. */
export type Span = { text: string; style?: FontStyle; underline?: boolean; strike?: boolean; mono?: boolean };
/** What one text operator draws: text in one face and style, left to right as it appears. */
export type Piece = { face: Face; style: FontStyle; text: string; underline: boolean; strike: boolean; rtl: boolean; width: number };
/** A laid-out line: its pieces in visual order, the width they take, and how far it reaches above and below its baseline. */
export type Line = { pieces: Piece[]; width: number; ascent: number; descent: number; height: number };
/** Widths and metrics at the paragraph's size. */
export type Measure = { width(face: Face, style: FontStyle, text: string): number; metrics(face: Face, style: FontStyle): Metrics };

type Run = Omit<Piece, "width">;
type Token = Run & { kind: "space" | "ideo" | "word" };
/** What may not be broken: a word (its tokens) and the spaces after it, which hang at a line's end. */
type Word = { body: Token[]; space: Token[] };

// Characters between which a line may break without a space (UAX #14's ideographic class, simplified).
const IDEO = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Bopomofo}\\u3000-\\u303f\\uff00-\\uffef";
const TOKENS = new RegExp(`\\s+|[${IDEO}]|[^\\s${IDEO}]+`, "gu");
const IDEOGRAPHIC = new RegExp(`^[${IDEO}]$`, "u");
// Closing marks never start a line and opening marks never end one (kinsoku).
const NO_START = /^[\p{Pe}\p{Pf}\p{Po}ー々ゝゞヽヾぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ]/u;
const NO_END = /[\p{Ps}\p{Pi}]$/u;
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The spans' lines as written ("\n" breaks), each a list of tokens by script, style and kind. */
function hardLines(spans: Span[]): Token[][] {
  const lines: { text: string; span: Span }[][] = [[]];
  for (const span of spans) {
    span.text.split("\n").forEach((text, i) => {
      if (i > 0) lines.push([]);
      if (text) lines.at(-1)!.push({ text, span });
    });
  }
  return lines.map((parts) => {
    // Scripts are found over the whole line (a neutral mark goes with the run before it), styles per span.
    const runs = scriptRuns(parts.map((p) => p.text).join(""));
    const tokens: Token[] = [];
    let part = 0;
    let used = 0;
    for (const run of runs) {
      let rest = run.text;
      while (rest) {
        const { text, span } = parts[part];
        const take = Math.min(rest.length, text.length - used);
        const chunk = rest.slice(0, take);
        for (const [match] of chunk.matchAll(TOKENS)) {
          const kind = /^\s/u.test(match) ? "space" : IDEOGRAPHIC.test(match) ? "ideo" : "word";
          const face = span.mono && run.face === "latin" ? "mono" : run.face;
          tokens.push({ kind, text: match, face, rtl: run.rtl, style: span.style ?? "regular", underline: !!span.underline, strike: !!span.strike });
        }
        rest = rest.slice(take);
        used += take;
        if (used === text.length) {
          part += 1;
          used = 0;
        }
      }
    }
    return tokens;
  });
}

function breaksBetween(a: Token, b: Token): boolean {
  if (a.kind !== "ideo" && b.kind !== "ideo") return false;
  return !NO_START.test(b.text) && !NO_END.test(a.text);
}

function wordsOf(tokens: Token[]): Word[] {
  const words: Word[] = [];
  for (const token of tokens) {
    const word = words.at(-1);
    if (token.kind === "space") {
      if (word) word.space.push(token);
      else words.push({ body: [], space: [token] });
    } else if (!word || word.space.length > 0 || (word.body.length > 0 && breaksBetween(word.body.at(-1)!, token))) {
      words.push({ body: [token], space: [] });
    } else word.body.push(token);
  }
  return words;
}

/**
 * Whether two touching runs are drawn as one piece: the same face and style; right-to-left text only within
 * a word (its words are placed one by one, see visualOrder).
 */
const sameRun = (a: Run, b: Run) =>
  a.face === b.face && a.style === b.style && a.underline === b.underline && a.strike === b.strike && a.rtl === b.rtl && (!a.rtl || (/\S$/u.test(a.text) && /^\S/u.test(b.text)));

/** Touching tokens as the runs they are drawn in. */
function runsOf(tokens: Run[]): Run[] {
  const runs: Run[] = [];
  for (const token of tokens) {
    const { face, style, text, underline, strike, rtl } = token;
    const last = runs.at(-1);
    if (last && sameRun(last, token)) last.text += text;
    else runs.push({ face, style, text, underline, strike, rtl });
  }
  return runs;
}

const measured = (runs: Run[], measure: Measure): Piece[] => runs.map((r) => ({ ...r, width: measure.width(r.face, r.style, r.text) }));
const widthOf = (tokens: Token[], measure: Measure) => measured(runsOf(tokens), measure).reduce((sum, p) => sum + p.width, 0);

/** A word wider than the line, cut between characters into words that each fit (at least one character each). */
function cutWord(word: Word, width: number, measure: Measure): Word[] {
  const chars: Token[] = word.body.flatMap((t) => [...graphemes.segment(t.text)].map(({ segment }) => ({ ...t, text: segment })));
  const words: Word[] = [];
  let from = 0;
  while (from < chars.length) {
    let low = 1;
    let high = chars.length - from;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (widthOf(chars.slice(from, from + mid), measure) <= width) low = mid;
      else high = mid - 1;
    }
    words.push({ body: chars.slice(from, from + low), space: [] });
    from += low;
  }
  words.at(-1)!.space = word.space;
  return words;
}

/**
 * The pieces left to right. pdfkit draws each piece left to right and does no bidi, and fontkit shapes a
 * right-to-left word into visual order by itself; a line's stretch of right-to-left words (with the
 * spaces between them) is therefore drawn word by word in reverse. Readers that apply the bidi algorithm
 * (pdftotext, browsers) read them back in logical order.
 */
function visualOrder(pieces: Run[]): Run[] {
  const out = [...pieces];
  for (let i = 0; i < out.length; i++) {
    if (!out[i].rtl) continue;
    let end = i;
    for (let j = i + 1; j < out.length && (out[j].rtl || !out[j].text.trim()); j++) if (out[j].rtl) end = j;
    out.splice(i, end - i + 1, ...out.slice(i, end + 1).reverse());
    i = end;
  }
  return out;
}

function lineOf(words: Word[], measure: Measure, base: Metrics): Line {
  // The spaces after a line's last word hang past its end: not drawn, not measured.
  const tokens = words.flatMap((w, i) => (i === words.length - 1 ? w.body : [...w.body, ...w.space]));
  const pieces = measured(runsOf(visualOrder(runsOf(tokens))), measure);
  let { ascent, descent } = base;
  let height = base.ascent + base.descent + base.gap;
  for (const p of pieces) {
    const m = measure.metrics(p.face, p.style);
    ascent = Math.max(ascent, m.ascent);
    descent = Math.max(descent, m.descent);
    height = Math.max(height, m.ascent + m.descent + m.gap);
  }
  return { pieces, width: pieces.reduce((sum, p) => sum + p.width, 0), ascent, descent, height: Math.max(height, ascent + descent) };
}

/**
 * The spans as lines no wider than `width` (a word wider than a line is cut between characters).
 * Every line reaches at least as high and low as the Latin face (`base`), so that a paragraph's lines keep
 * one pitch whatever their scripts.
 */
export function layoutLines(spans: Span[], width: number, measure: Measure, base: Metrics): Line[] {
  const lines: Line[] = [];
  for (const tokens of hardLines(spans)) {
    let current: Word[] = [];
    let used = 0;
    const sized = (w: Word) => ({ word: w, body: widthOf(w.body, measure) });
    const words = wordsOf(tokens)
      .map(sized)
      .flatMap((w) => (w.body > width ? cutWord(w.word, width, measure).map(sized) : [w]));
    for (const { word, body } of words) {
      if (current.length > 0 && used + body > width) {
        lines.push(lineOf(current, measure, base));
        current = [];
        used = 0;
      }
      current.push(word);
      used += body + widthOf(word.space, measure);
    }
    lines.push(lineOf(current, measure, base));
  }
  return lines;
}
