import { contentTypeFor, contentTypesFor, declaredContentType, normalizeContentType } from "@/lib/storage/content-types";
import {
  checkExtension,
  DEAL_ROOM_EXTENSIONS,
  extensionOf,
  fileTooLargeMessage,
  formatByteLimit,
  invalidExtensionMessage,
  MAX_UPLOAD_BYTES,
} from "@/lib/storage/limits";

describe("extension checks", () => {
  it.each(["a.pdf", "A.PDF", "scan.JpEg", "photo.jpg", "memo.doc", "memo.DOCX", "pics.zip", "x.png"])("accepts %s", (name) => {
    expect(checkExtension(name, DEAL_ROOM_EXTENSIONS)).toBe(true);
  });

  it.each(["a.exe", "a.pdf.exe", "pdf", ".pdf", "a.", "archive.tar.gz", "page.html", "a.pdfx"])("refuses %s", (name) => {
    expect(checkExtension(name, DEAL_ROOM_EXTENSIONS)).toBe(false);
  });

  it("reads the last extension, lower-cased, ignoring directories", () => {
    expect(extensionOf("dir.v2/Report.Final.PDF")).toBe(".pdf");
    expect(extensionOf("README")).toBe("");
  });
});

describe("messages", () => {
  it("writes the spec's size message from the limit", () => {
    expect(fileTooLargeMessage(MAX_UPLOAD_BYTES)).toBe("File size must be less than 10MB");
    expect(formatByteLimit(512 * 1024)).toBe("512KB");
    expect(formatByteLimit(1000)).toBe("1000 bytes");
  });

  it("lists the allowed extensions", () => {
    expect(invalidExtensionMessage(DEAL_ROOM_EXTENSIONS)).toBe(
      "Please select a file with one of these extensions: .pdf, .doc, .docx, .png, .jpg, .jpeg, .zip",
    );
  });
});

describe("content types", () => {
  it("maps extensions to types, with the aliases browsers send", () => {
    expect(contentTypeFor(".PDF")).toBe("application/pdf");
    expect(contentTypesFor(".zip")).toContain("application/x-zip-compressed");
    expect(contentTypeFor(".exe")).toBeUndefined();
  });

  it("normalises a header and ignores the ones that say nothing", () => {
    expect(normalizeContentType("Application/PDF; charset=binary")).toBe("application/pdf");
    expect(normalizeContentType("not a type")).toBe("");
    expect(declaredContentType("application/octet-stream")).toBe("");
    expect(declaredContentType(null)).toBe("");
  });
});
