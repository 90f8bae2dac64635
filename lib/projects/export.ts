import "server-only";
import { formatProjectsCsv } from "@/lib/projects/csv";
import { projectBatches } from "@/lib/projects/queries";
import type { ProjectListQuery } from "@/lib/projects/schemas";
import type { SessionUser } from "@/lib/session";
import { textStream } from "@/lib/text-stream";

/**
 * The filtered, sorted project list as a CSV in the import's format, streamed: the header, then each
 * keyset batch of rows, so memory holds one batch however many rows match. Every matching row is
 * exported (paging is the table's concern, not the file's). Investors may export too: they get exactly
 * the rows they can list, and the CSV's columns hold nothing that is employee-only.
 */
export function exportProjectsCsv(
  viewer: Pick<SessionUser, "id" | "role">,
  query: ProjectListQuery,
  { batch }: { batch?: number } = {},
): { filename: string; body: ReadableStream<Uint8Array> } {
  async function* csv() {
    // The header and its line break (Papa writes an empty list as the header and one empty line, so a
    // file without rows stays what it always was), then the batches, a line break between each two.
    yield formatProjectsCsv([]);
    let first = true;
    for await (const rows of projectBatches(viewer, { ...query, page: 1, pageSize: undefined }, batch)) {
      yield (first ? "" : "\r\n") + formatProjectsCsv(rows, { header: false });
      first = false;
    }
  }
  return { filename: `projects-${new Date().toISOString().slice(0, 10)}.csv`, body: textStream(csv(), "exporting the project list") };
}
