import { nextVersion } from "@/lib/agreements/templates/version-number";

test("an edit bumps the minor number", () => {
  expect(nextVersion("1.0")).toBe("1.1");
  expect(nextVersion("1.9")).toBe("1.10");
  expect(nextVersion("2.14")).toBe("2.15");
});

test("a malformed number starts again at 1.0", () => {
  expect(nextVersion("draft")).toBe("1.0");
});
