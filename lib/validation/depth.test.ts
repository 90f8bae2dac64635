import { jsonTextTooDeep, MAX_DEPTH, valueTooDeep } from "@/lib/validation/depth.mjs";

const nested = (n: number) => "[".repeat(n) + "]".repeat(n);

test("JSON text: the cap counts arrays and objects, not brackets inside strings", () => {
  expect(jsonTextTooDeep(nested(MAX_DEPTH))).toBe(false);
  expect(jsonTextTooDeep(nested(MAX_DEPTH + 1))).toBe(true);
  expect(jsonTextTooDeep(`{"a":${nested(5000)}}`)).toBe(true);
  expect(jsonTextTooDeep(JSON.stringify({ note: "[".repeat(5000) + '\\"{' }))).toBe(false);
  expect(jsonTextTooDeep(JSON.stringify({ a: [{ b: [1, 2, { c: "}}}" }] }] }))).toBe(false);
});

test("decoded values: the same cap, walked without recursion", () => {
  let deep: unknown = 1;
  for (let i = 0; i < 10_000; i++) deep = [deep];
  expect(valueTooDeep(deep)).toBe(true);
  expect(valueTooDeep(JSON.parse(nested(MAX_DEPTH)))).toBe(false);
  expect(valueTooDeep({ a: "x", b: [1, { c: null }] })).toBe(false);
});

test("JSON text: 100,000 levels are counted without recursion (a recursive walk would overflow the stack)", () => {
  expect(jsonTextTooDeep(nested(100_000))).toBe(true);
  expect(jsonTextTooDeep(`["${"[".repeat(100_000)}"]`)).toBe(false);
});
