// Nesting depth has a cap (issue 19, from a probe): JSON nested about 5,000 levels deep made every JSON
// route answer 500, from the recursive walks after the parse. No form of ours nests past a handful of
// levels, so anything past MAX_DEPTH is refused before it is parsed or walked. Plain JavaScript: the
// server-action guard (lib/action-guard/body.mjs) runs under scripts/server.mjs with no build step.
export const MAX_DEPTH = 400;
export const TOO_DEEP_MESSAGE = `Request body is nested too deeply (more than ${MAX_DEPTH} levels)`;

/**
 * Whether JSON text opens more than `max` arrays or objects inside one another (strings skipped), in one
 * pass without recursion, so that 100,000 levels cost a scan and nothing else.
 * @param {string} text
 * @param {number} [max]
 * @returns {boolean}
 */
export function jsonTextTooDeep(text, max = MAX_DEPTH) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: the next character is escaped
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

/**
 * The same for a value already decoded (a server action's arguments), walked without recursion.
 * @param {unknown} value
 * @param {number} [max]
 * @returns {boolean}
 */
export function valueTooDeep(value, max = MAX_DEPTH) {
  /** @type {Array<[unknown, number]>} */
  const stack = [[value, 0]];
  while (stack.length) {
    const [v, d] = /** @type {[unknown, number]} */ (stack.pop());
    if (!v || typeof v !== "object") continue;
    if (d + 1 > max) return true;
    for (const inner of Object.values(v)) stack.push([inner, d + 1]);
  }
  return false;
}
