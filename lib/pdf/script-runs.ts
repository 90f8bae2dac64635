// A line of text cut into runs that one font face can draw, chosen by Unicode script (Latin, Greek and
// Cyrillic share one face). Pure, so that the cut is tested without a PDF. The monospace face is never
// chosen by script: a span asks for it (line-layout.ts), for its Latin runs (hashes, digits).
export type Face = "latin" | "arabic" | "hebrew" | "cjk" | "mono";
export type Run = { face: Face; text: string; rtl: boolean };

const SCRIPTS: [Face, RegExp][] = [
  ["arabic", /\p{Script=Arabic}/u],
  ["hebrew", /\p{Script=Hebrew}/u],
  ["cjk", /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u],
];
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;
// Punctuation and digits the Arabic and Hebrew faces draw themselves; other neutral marks after such a
// run go to the Latin face, which has them all.
const RTL_NEUTRAL = /[\s\u0600-\u06ff\u0590-\u05ff]/u;

function faceOf(char: string, previous: Face | null): Face {
  for (const [face, pattern] of SCRIPTS) if (pattern.test(char)) return face;
  if (!NEUTRAL.test(char) || previous === null) return "latin";
  if (previous === "arabic" || previous === "hebrew") return RTL_NEUTRAL.test(char) ? previous : "latin";
  return previous;
}

export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const face = faceOf(char, last?.face ?? null);
    if (last && last.face === face) last.text += char;
    else runs.push({ face, text: char, rtl: face === "arabic" || face === "hebrew" });
  }
  // Spaces that close a right-to-left run belong between runs, drawn in the next face.
  for (let i = 0; i < runs.length - 1; i++) {
    const trailing = /\s+$/u.exec(runs[i].text);
    if (runs[i].rtl && trailing) {
      runs[i].text = runs[i].text.slice(0, trailing.index);
      runs[i + 1].text = trailing[0] + runs[i + 1].text;
    }
  }
  return runs.filter((r) => r.text.length > 0);
}
