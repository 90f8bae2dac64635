// Debian's poppler-utils (pdfsig, pdfinfo, pdffonts) read the PDFs the portal makes as any reader would:
// the tests run them when they are installed (.ci/run installs them) and skip with a printed reason when not.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export type PopplerTool = "pdfsig" | "pdfinfo" | "pdffonts";

const found = new Map<PopplerTool, boolean>();

/** Whether the tool runs here. */
export function hasPoppler(tool: PopplerTool): boolean {
  if (!found.has(tool)) found.set(tool, spawnSync(tool, ["-v"], { encoding: "utf8" }).error === undefined);
  return found.get(tool)!;
}

/** `it` when the tool is installed; otherwise `it.skip`, saying why once. */
export function withPoppler(tool: PopplerTool): jest.It {
  if (hasPoppler(tool)) return it;
  console.warn(`Skipped the ${tool} checks: ${tool} (Debian's poppler-utils) is not installed here; .ci/run installs it.`);
  return it.skip;
}

/** The tool's output (stdout and stderr) for the PDF's bytes, and its exit status. */
export function poppler(tool: PopplerTool, bytes: Uint8Array, args: string[] = []): { output: string; status: number | null } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "cfp-poppler-"));
  try {
    const file = path.join(dir, "file.pdf");
    writeFileSync(file, bytes);
    const run = spawnSync(tool, [...args, file], { encoding: "utf8", timeout: 60_000 });
    return { output: `${run.stdout}${run.stderr}`, status: run.status };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** pdffonts' rows: each font's name and whether it is embedded. */
export function fontsOf(bytes: Uint8Array): { name: string; embedded: boolean }[] {
  const lines = poppler("pdffonts", bytes).output.split("\n");
  const start = lines.findIndex((l) => l.startsWith("----"));
  return lines
    .slice(start + 1)
    .filter((l) => l.trim())
    .map((l) => {
      // name, type (may hold spaces), encoding, then emb sub uni (yes/no) and the object id.
      const m = /^(\S+)\s+.*?\s(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.exec(l);
      return { name: m?.[1] ?? l, embedded: m?.[2] === "yes" };
    });
}

/** A copy with one byte changed inside the signed range (a digit of the page content, far from the signature). */
export function flipped(bytes: Uint8Array, at = Math.floor(bytes.length * 0.75)): Buffer {
  const copy = Buffer.from(bytes);
  copy[at] ^= 0x01;
  return copy;
}
