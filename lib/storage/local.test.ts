// The local-disk driver against a real temporary folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { localDiskStorage, resolveKey } from "@/lib/storage/local";

let root: string;
const text = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer()).toString();
const allFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "cfp-local-storage-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("local disk storage", () => {
  it("stores, reads back with size and type, and deletes", async () => {
    const storage = localDiskStorage(root);
    const key = "deal-room/u1/00ff-notes.txt";
    expect(await storage.put(key, Buffer.from("hello"), { contentType: "text/plain" })).toEqual({ key, size: 5, contentType: "text/plain" });
    expect(await storage.exists(key)).toBe(true);
    const file = await storage.get(key);
    expect({ size: file?.size, contentType: file?.contentType, body: await text(file!.stream) }).toEqual({ size: 5, contentType: "text/plain", body: "hello" });
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // deleting a missing file is fine
  });

  it("accepts web and Node streams", async () => {
    const storage = localDiskStorage(root);
    await storage.put("a/u/1-web.bin", new Blob(["web ", "bytes"]).stream(), { contentType: "application/octet-stream" });
    await storage.put("a/u/2-node.bin", Readable.from([Buffer.from("node "), Buffer.from("bytes")]), { contentType: "application/octet-stream" });
    expect(await text((await storage.get("a/u/1-web.bin"))!.stream)).toBe("web bytes");
    expect(await text((await storage.get("a/u/2-node.bin"))!.stream)).toBe("node bytes");
  });

  it("never overwrites a key", async () => {
    const storage = localDiskStorage(root);
    await storage.put("a/u/1-x.txt", Buffer.from("first"), { contentType: "text/plain" });
    await expect(storage.put("a/u/1-x.txt", Buffer.from("second"), { contentType: "text/html" })).rejects.toMatchObject({ status: 409 });
    const file = await storage.get("a/u/1-x.txt");
    expect([await text(file!.stream), file!.contentType]).toEqual(["first", "text/plain"]);
  });

  it("leaves nothing behind when the body fails half-way", async () => {
    const storage = localDiskStorage(root);
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode("partial"));
        controller.error(new Error("connection reset"));
      },
    });
    await expect(storage.put("a/u/1-half.pdf", failing, { contentType: "application/pdf" })).rejects.toThrow("connection reset");
    expect(await storage.exists("a/u/1-half.pdf")).toBe(false);
    expect(allFiles(root)).toEqual([]);
  });

  it.each([
    "../outside.txt",
    "a/../../outside.txt",
    "/etc/passwd",
    "a\\..\\..\\outside.txt",
    "a/u/\u0000x",
    ".meta/a/u/1-x.txt.json",
    "a//x",
    "",
  ])("refuses the key %j", async (key) => {
    const storage = localDiskStorage(root);
    await expect(storage.put(key, Buffer.from("x"), { contentType: "text/plain" })).rejects.toMatchObject({ status: 400, message: "Invalid file path" });
    await expect(storage.get(key)).rejects.toMatchObject({ status: 400 });
    await expect(storage.delete(key)).rejects.toMatchObject({ status: 400 });
    expect(fs.existsSync(path.join(path.dirname(root), "outside.txt"))).toBe(false);
  });

  it("resolves keys strictly inside the root", () => {
    expect(resolveKey("/data/uploads", "a/u/1-x.pdf")).toBe(path.resolve("/data/uploads/a/u/1-x.pdf"));
    expect(() => resolveKey("/data/uploads", "../uploads-evil/x")).toThrow("Invalid file path");
  });

  it("falls back to the name's type when the metadata is missing", async () => {
    const storage = localDiskStorage(root);
    await storage.put("a/u/1-scan.png", Buffer.from("png"), { contentType: "image/png" });
    fs.rmSync(path.join(root, ".meta"), { recursive: true });
    expect((await storage.get("a/u/1-scan.png"))?.contentType).toBe("image/png");
  });
});
