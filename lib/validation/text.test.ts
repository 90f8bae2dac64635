import { findControlCharacter, hasControlCharacter } from "@/lib/validation/text";

describe("control characters and invalid Unicode", () => {
  it.each(["a\u0000b", "\u0007", "\u001b[31m", "\u007f", "\ud800", "x\udc00", "\udfff\ud800"])("refuses %j", (t) => expect(hasControlCharacter(t)).toBe(true));
  it.each(["plain", "tab\there", "line\r\nbreak", "café", "emoji 😀", "中文"])("accepts %j", (t) => expect(hasControlCharacter(t)).toBe(false));

  it("names the path of the first offending string, keys included", () => {
    expect(findControlCharacter({ a: "ok", b: [{ c: "x\u0000" }] })).toBe("b.0.c");
    expect(findControlCharacter({ ["k\u0001"]: "v" })).toBe("k\u0001");
    expect(findControlCharacter("\u0000")).toBe("");
    expect(findControlCharacter({ n: 1, t: true, z: null })).toBeNull();
  });
});
