import { safeNextPath } from "@/lib/client/safe-next";

test.each([
  ["/reports", "/reports"],
  ["/project/abc/edit?tab=tasks", "/project/abc/edit?tab=tasks"],
  [undefined, "/dashboard"],
  ["", "/dashboard"],
  ["https://evil.example", "/dashboard"],
  ["//evil.example", "/dashboard"],
  ["/\\evil.example", "/dashboard"],
  ["/\t/evil.example", "/dashboard"],
  ["/login?next=/x", "/dashboard"],
])("next=%p goes to %p", (next, expected) => {
  expect(safeNextPath(next)).toBe(expected);
});
