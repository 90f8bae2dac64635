// Test helpers for the upload flow: small but real files of each accepted kind (PDF, PNG, JPEG, DOCX, a
// plain ZIP, OLE2 compound files as a .doc or an .xls holds them), and the call options for PUTting bytes
// to an upload URL the way a browser does (Content-Type and Content-Length set).
import zlib from "node:zlib";
import { Document, Packer, Paragraph } from "docx";
import { zipSync } from "fflate";
import type { CallOptions } from "@/test/http";

/** A one-page PDF 1.4 with a correct cross-reference table, built so the offsets are exact. */
export function minimalPdf(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/** The PUT of `bytes` to an upload URL by the signed-in user whose session `cookie` is (the one who asked for the URL). */
export function putOptions(uploadUrl: string, bytes: Uint8Array, contentType = "application/pdf", cookie?: string): CallOptions {
  return {
    method: "PUT",
    cookie,
    url: uploadUrl,
    params: { token: uploadUrl.split("/").pop()! },
    rawBody: new Uint8Array(bytes),
    headers: { "content-type": contentType, "content-length": String(bytes.byteLength) },
  };
}

/** A 1×1 PNG: signature, IHDR, one deflated scanline, IEND, each chunk with its CRC. */
export function realPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]); // 1×1, 8-bit RGB
  const pixels = zlib.deflateSync(Buffer.from([0, 255, 255, 255])); // filter byte + one white pixel
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", pixels), chunk("IEND", Buffer.alloc(0))]);
}

/** A small real JPEG (JFIF, 543 bytes: the one CPython's e-mail tests attach). */
export const realJpeg = (): Buffer => Buffer.from("/9j/4AAQSkZJRgABAQEAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBD/wAARCAAQABADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAABwQF/8QAJBAAAQQBBAICAwAAAAAAAAAAAQIDBAYFBwgSExEiABQJMTL/xAAVAQEBAAAAAAAAAAAAAAAAAAAABv/EACMRAAECBQMFAAAAAAAAAAAAAAECEQMEBQYhABIxFRZhgeH/2gAMAwEAAhEDEQA/ABSm0mobc8HmExLUlRzzEWPkJWW+ulrsaUVAseUgslSlH9LKuPryIKuWPZdskzXmm3fX5m2nF4GlVxx/HOpx4ks51+MiU/Iaad7UcUo4tILoS4kqcWkezS0hO/HvuRp0rO6hWnWO1UisZVuFi4GFeyEpmGepa5S5SWVPuciFKRFLgSrwetnyPIB+Vb4N9mKhQMzo5po9XLdDs9d6ZVix2VEhiL9kuNPxw2gEKcDQ/rs8AuA8VAe0vdl7VOYn+27flGAUgmITjbhSmCg3BYlyeWDkMolvw4KOp1KM6iCNvngZHwetf//Z", "base64");

/** A Word document as the docx package writes it. */
export async function realDocx(): Promise<Buffer> {
  return Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph("Site plan")] }] }));
}

/** A ZIP of the given text entries. */
export const zipOf = (entries: Record<string, string>): Buffer =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(entries).map(([name, text]) => [name, new TextEncoder().encode(text)]))));

/**
 * A version-3 compound file (MS-CFB) whose root storage holds empty streams of these names: a header,
 * one FAT sector and one directory sector. What Word (`WordDocument`) and Excel (`Workbook`) write has
 * the same frame around more data.
 */
export function compoundFile(streamNames: readonly string[]): Buffer {
  if (streamNames.length > 3) throw new Error("one directory sector holds the root and three streams");
  const SECTOR = 512;
  const out = Buffer.alloc(SECTOR * 3, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(out, 0);
  out.writeUInt16LE(0x3e, 0x18); // minor version
  out.writeUInt16LE(3, 0x1a); // major version 3: 512-byte sectors
  out.writeUInt16LE(0xfffe, 0x1c); // little-endian
  out.writeUInt16LE(9, 0x1e); // sector shift
  out.writeUInt16LE(6, 0x20); // mini sector shift
  out.writeUInt32LE(1, 0x2c); // one FAT sector
  out.writeUInt32LE(1, 0x30); // the directory starts at sector 1
  out.writeUInt32LE(0x1000, 0x38); // mini stream cutoff
  out.writeUInt32LE(0xfffffffe, 0x3c); // no mini FAT
  out.writeUInt32LE(0xfffffffe, 0x44); // no DIFAT sectors
  for (let i = 0; i < 109; i++) out.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 0x4c + i * 4); // the FAT is sector 0
  const fat = SECTOR; // sector 0
  for (let i = 0; i < SECTOR / 4; i++) out.writeUInt32LE(0xffffffff, fat + i * 4);
  out.writeUInt32LE(0xfffffffd, fat); // sector 0: a FAT sector
  out.writeUInt32LE(0xfffffffe, fat + 4); // sector 1: the directory, end of its chain
  const dir = SECTOR * 2; // sector 1
  const entry = (index: number, name: string, type: number, left: number, right: number, child: number) => {
    const at = dir + index * 128;
    out.write(name, at, "utf16le");
    out.writeUInt16LE((name.length + 1) * 2, at + 0x40);
    out[at + 0x42] = type;
    out[at + 0x43] = 1; // black
    out.writeUInt32LE(left, at + 0x44);
    out.writeUInt32LE(right, at + 0x48);
    out.writeUInt32LE(child, at + 0x4c);
    out.writeUInt32LE(0xfffffffe, at + 0x74); // no data
  };
  const NONE = 0xffffffff;
  entry(0, "Root Entry", 5, NONE, NONE, streamNames.length ? 1 : NONE);
  // A chain through the right siblings is a valid (if unbalanced) tree.
  streamNames.forEach((name, i) => entry(i + 1, name, 2, NONE, i + 1 < streamNames.length ? i + 2 : NONE, NONE));
  return out;
}
