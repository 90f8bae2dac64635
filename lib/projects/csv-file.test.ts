import { csvFileProblem, MAX_CSV_BYTES } from "@/lib/projects/csv-file";

test("a CSV by type or by name is accepted up to exactly 10MB", () => {
  expect(csvFileProblem({ name: "projects.CSV", type: "", size: 10 })).toBeNull();
  expect(csvFileProblem({ name: "projects.csv", type: "application/vnd.ms-excel", size: 10 })).toBeNull();
  expect(csvFileProblem({ name: "export", type: "text/csv; charset=utf-8", size: MAX_CSV_BYTES })).toBeNull();
});

test("anything else gets the spec's texts", () => {
  expect(csvFileProblem({ name: "projects.xls", type: "application/vnd.ms-excel", size: 10 })).toEqual({
    kind: "type",
    title: "Invalid File Type",
    description: "Please select a CSV file",
  });
  expect(csvFileProblem({ name: "big.csv", type: "text/csv", size: MAX_CSV_BYTES + 1 })).toEqual({
    kind: "size",
    title: "File Too Large",
    description: "File size must be less than 10MB",
  });
});
