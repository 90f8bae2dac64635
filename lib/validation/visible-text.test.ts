import { z } from "zod";
import { hasInvisibleCharacter, visibleText } from "@/lib/validation/visible-text";

describe("visibleText", () => {
  const comment = visibleText("Comment", z.string());
  it.each(["\u202E", "\u202A", "\u2066", "\u2069", "\u200B", "\u200D", "\u200F"])("refuses U+%s", (ch) => {
    const result = comment.safeParse(`pay ${ch}001$ later`);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("Comment must not contain invisible direction or zero-width characters");
  });
  it("keeps ordinary text in any script, and null", () => {
    expect(comment.parse("王小明 Łukasz Żółć — مرحبا")).toBe("王小明 Łukasz Żółć — مرحبا");
    expect(visibleText("Note", z.string().nullish()).parse(null)).toBeNull();
    expect(hasInvisibleCharacter("a\u2060b")).toBe(false);
  });
});
