// A file made once, whoever asks first: several processes (app instances on one DATA_DIR, a server and a
// script) may find it missing at the same moment. Each writes its own candidate to a temporary file and
// hard-links it to the final name, which fails for all but the first (EEXIST); everyone then reads the one
// that won. The final file appears whole (a link, not a write in progress) and is never replaced.
import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

const code = (err: unknown) => (err as NodeJS.ErrnoException).code;

/** The file's text; made with `make()` (mode 0600, its folder 0700) when it does not exist yet. */
export async function readOrCreateOnce(file: string, make: () => Promise<string>): Promise<string> {
  try {
    return await readFile(file, "utf8");
  } catch (err) {
    if (code(err) !== "ENOENT") throw err;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const candidate = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  await writeFile(candidate, await make(), { mode: 0o600, flag: "wx" });
  try {
    await link(candidate, file);
  } catch (err) {
    // Another process linked its candidate first: theirs is the file.
    if (code(err) !== "EEXIST") throw err;
  } finally {
    await unlink(candidate);
  }
  return readFile(file, "utf8");
}
