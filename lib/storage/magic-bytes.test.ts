import { bytesMatchType, canonicalContentType, typeFromBytes } from "@/lib/storage/magic-bytes";
import { peekStream } from "@/lib/storage/peek-stream";
import { minimalPdf } from "@/lib/storage/test-files";

const b = (...bytes: number[]) => Uint8Array.from(bytes);

describe("bytesMatchType", () => {
  it.each([
    ["application/pdf", minimalPdf()],
    ["image/png", b(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ["image/jpeg", b(0xff, 0xd8, 0xff, 0xe0)],
    ["image/pjpeg", b(0xff, 0xd8, 0xff, 0xdb)],
    ["application/zip", b(0x50, 0x4b, 0x03, 0x04)],
    ["application/x-zip-compressed", b(0x50, 0x4b, 0x05, 0x06)],
    ["application/vnd.openxmlformats-officedocument.wordprocessingml.document", b(0x50, 0x4b, 0x03, 0x04)],
    ["application/msword", b(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)],
    ["image/gif", Buffer.from("GIF89a")],
    ["image/webp", Buffer.from("RIFF\0\0\0\0WEBPVP8 ")],
  ])("recognises %s", (type, bytes) => {
    expect(bytesMatchType(new Uint8Array(bytes), type)).toBe(true);
  });

  it("refuses a Windows program renamed to any accepted type, short heads and unknown types", () => {
    const exe = Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00", "latin1");
    for (const type of ["application/pdf", "image/png", "image/jpeg", "application/zip", "application/msword"]) expect(bytesMatchType(exe, type)).toBe(false);
    expect(bytesMatchType(b(0x25, 0x50), "application/pdf")).toBe(false);
    expect(bytesMatchType(minimalPdf(), "text/html")).toBe(false);
  });
});

describe("typeFromBytes", () => {
  const certificates = ["image/jpeg", "image/png", "image/gif", "image/webp", "application/pdf"];
  it("names the accepted type the bytes are, whatever was declared", () => {
    expect(typeFromBytes(b(0xff, 0xd8, 0xff, 0xe0), certificates)).toBe("image/jpeg");
    expect(typeFromBytes(Buffer.from("GIF87a"), certificates)).toBe("image/gif");
    expect(typeFromBytes(Buffer.from("RIFF\0\0\0\0WEBPVP8 "), certificates)).toBe("image/webp");
    expect(typeFromBytes(minimalPdf(), certificates)).toBe("application/pdf");
  });
  it.each([Buffer.from("<html>"), Buffer.from("RIFF\0\0\0\0WAVE"), b(0x50, 0x4b, 0x03, 0x04), b(), Buffer.from("%PD")])("knows nothing of %#", (head) => {
    expect(typeFromBytes(new Uint8Array(head), certificates)).toBeNull();
  });
});

describe("typeFromBytes over the evidence and certificate types", () => {
  const images = ["application/pdf", "image/png", "image/jpeg", "image/gif", "image/webp"];
  const bytes = (...values: number[]) => new Uint8Array(values);
  const ascii = (text: string) => new TextEncoder().encode(text);
  it.each([
    ["a PDF", minimalPdf(), "application/pdf"],
    ["a PNG", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), "image/png"],
    ["a JPEG", bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), "image/jpeg"],
    ["a GIF89a", ascii("GIF89a...."), "image/gif"],
    ["a WebP", ascii("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "), "image/webp"],
  ])("recognises %s", (_label, head, type) => {
    expect(typeFromBytes(head, images)).toBe(type);
  });

  it.each([
    ["HTML named .pdf", ascii("<html><script>")],
    ["a ZIP", bytes(0x50, 0x4b, 0x03, 0x04)],
    ["a RIFF that is not WebP", ascii("RIFF\u0000\u0000\u0000\u0000WAVEfmt ")],
    ["a truncated PNG", bytes(0x89, 0x50, 0x4e)],
    ["nothing", bytes()],
  ])("refuses %s", (_label, head) => {
    expect(typeFromBytes(head, images)).toBeNull();
  });

  it("names the aliases browsers send by their canonical type", () => {
    expect(canonicalContentType("image/pjpeg")).toBe("image/jpeg");
    expect(canonicalContentType("application/x-zip-compressed")).toBe("application/zip");
    expect(canonicalContentType("image/png")).toBe("image/png");
  });
});

describe("peekStream", () => {
  it("returns the head and every byte again, across small chunks", async () => {
    const chunks = [b(1, 2), b(3), b(4, 5, 6, 7), b(8)];
    const source = new ReadableStream<Uint8Array>({ start: (c) => (chunks.forEach((x) => c.enqueue(x)), c.close()) });
    const { head, stream } = await peekStream(source, 4);
    expect([...head]).toEqual([1, 2, 3, 4]);
    expect([...new Uint8Array(await new Response(stream).arrayBuffer())]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("copes with a body shorter than the head", async () => {
    const { head, stream } = await peekStream(new Blob([b(9, 9)]).stream(), 12);
    expect([...head]).toEqual([9, 9]);
    expect((await new Response(stream).arrayBuffer()).byteLength).toBe(2);
  });
});
