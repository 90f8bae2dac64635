// Which files the CSV import accepts (spec 1 §5), with the spec's texts. Client-safe: the Import CSV
// dialog checks a chosen file with it before uploading, and the import route checks the upload again.
import { MAX_UPLOAD_BYTES } from "@/lib/storage/limits";

export const MAX_CSV_BYTES = MAX_UPLOAD_BYTES;
// Windows reports .csv files as application/vnd.ms-excel; those pass by their name, not their type.
const CSV_TYPES = new Set(["text/csv", "application/csv"]);

export type CsvFileProblem = { kind: "type" | "size"; title: string; description: string };

/** A CSV by type or by a .csv name, at most 10MB; null when the file may be imported. */
export function csvFileProblem(file: { name: string; type: string; size: number }): CsvFileProblem | null {
  if (!CSV_TYPES.has(file.type.split(";")[0].trim().toLowerCase()) && !/\.csv$/i.test(file.name)) {
    return { kind: "type", title: "Invalid File Type", description: "Please select a CSV file" };
  }
  if (file.size > MAX_CSV_BYTES) return { kind: "size", title: "File Too Large", description: "File size must be less than 10MB" };
  return null;
}
