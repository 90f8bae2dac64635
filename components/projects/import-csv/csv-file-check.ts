// The import's client-side checks (spec 1 §5), with the spec's toast texts. The server checks the same
// limits again (lib/projects/import.ts); these only save a pointless upload.
export const MAX_CSV_BYTES = 10 * 1024 * 1024;

export type FileProblem = { title: string; description: string };

/** A CSV by type or by a .csv name, at most 10MB; null when the file may be uploaded. */
export function csvFileProblem(file: Pick<File, "name" | "type" | "size">): FileProblem | null {
  if (file.type !== "text/csv" && !/\.csv$/i.test(file.name)) return { title: "Invalid File Type", description: "Please select a CSV file" };
  if (file.size > MAX_CSV_BYTES) return { title: "File Too Large", description: "File size must be less than 10MB" };
  return null;
}

/** 1536 → "1.5 KB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
