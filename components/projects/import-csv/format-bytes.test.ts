import { formatBytes } from "@/components/projects/import-csv/format-bytes";

test.each([
  [512, "512 B"],
  [1536, "1.5 KB"],
  [10 * 1024 * 1024, "10 MB"],
  [2.5 * 1024 * 1024, "2.5 MB"],
])("formatBytes(%p) is %p", (bytes, text) => {
  expect(formatBytes(bytes)).toBe(text);
});
