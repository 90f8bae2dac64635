import { lengthHint } from "@/components/ui/length-hint";

test("counts the characters against the limit", () => {
  expect(lengthHint(0, 5000)).toBe("0 / 5,000 characters");
  expect(lengthHint(4999, 5000)).toBe("4,999 / 5,000 characters");
});

test("at the limit it says that anything longer is cut (a field's maxLength cuts a paste without a word)", () => {
  expect(lengthHint(5000, 5000)).toBe("5,000 / 5,000 characters: the limit. Anything longer is cut.");
});
