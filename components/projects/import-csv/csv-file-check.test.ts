import { csvFileProblem, formatBytes, MAX_CSV_BYTES } from "@/components/projects/import-csv/csv-file-check";

test("a CSV by type or by name is accepted up to exactly 10MB", () => {
  expect(csvFileProblem({ name: "projects.CSV", type: "", size: 10 })).toBeNull();
  expect(csvFileProblem({ name: "export", type: "text/csv", size: MAX_CSV_BYTES })).toBeNull();
});

test("anything else gets the spec's toast texts", () => {
  expect(csvFileProblem({ name: "projects.xlsx", type: "application/vnd.ms-excel", size: 10 })).toEqual({
    title: "Invalid File Type",
    description: "Please select a CSV file",
  });
  expect(csvFileProblem({ name: "big.csv", type: "text/csv", size: MAX_CSV_BYTES + 1 })).toEqual({
    title: "File Too Large",
    description: "File size must be less than 10MB",
  });
});

test.each([
  [512, "512 B"],
  [1536, "1.5 KB"],
  [10 * 1024 * 1024, "10 MB"],
  [2.5 * 1024 * 1024, "2.5 MB"],
])("formatBytes(%p) is %p", (bytes, text) => {
  expect(formatBytes(bytes)).toBe(text);
});
