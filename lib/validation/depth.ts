// Nesting depth has a cap (issue 19, from a probe): JSON nested about 5,000 levels deep made every JSON
// route answer 500, from the recursive walks after the parse. No form of ours nests past a handful of
// levels, so anything past MAX_DEPTH is refused before it is parsed or walked.
export const MAX_DEPTH = 400;
export const TOO_DEEP_MESSAGE = `Request body is nested too deeply (more than ${MAX_DEPTH} levels)`;

/** Whether JSON text opens more than `max` arrays or objects inside one another (strings skipped). */
export function jsonTextTooDeep(text: string, max = MAX_DEPTH): boolean {
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

/** The same for a value already decoded (a server action's arguments), walked without recursion. */
export function valueTooDeep(value: unknown, max = MAX_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (!v || typeof v !== "object") continue;
    if (d + 1 > max) return true;
    for (const inner of Object.values(v)) stack.push([inner, d + 1]);
  }
  return false;
}
