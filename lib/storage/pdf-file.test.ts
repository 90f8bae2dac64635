import { isPdfFile } from "@/lib/storage/pdf-file";
import { minimalPdf } from "@/lib/storage/test-files";

const bytes = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

describe("isPdfFile", () => {
  it("takes a real PDF, with or without trailing whitespace after its end marker", () => {
    expect(isPdfFile(new Uint8Array(minimalPdf()))).toBe(true);
    expect(isPdfFile(bytes("%PDF-1.7\n%%EOF\n\n\n"))).toBe(true);
    expect(isPdfFile(bytes(`%PDF-2.0\r\n${"x".repeat(50_000)}\r\n%%EOF`))).toBe(true);
  });

  it("refuses a web page that starts with %PDF- (issue 30: it was accepted as a PDF)", () => {
    expect(isPdfFile(bytes("%PDF-<html><script>alert(1)</script></html>"))).toBe(false);
    expect(isPdfFile(bytes("%PDF-1.4\n<!doctype html><html><body>hi</body></html>"))).toBe(false);
    expect(isPdfFile(bytes("%PDF-"))).toBe(false);
    expect(isPdfFile(bytes(""))).toBe(false);
  });

  it("refuses a file whose end marker is not near its end", () => {
    expect(isPdfFile(bytes(`%PDF-1.4\n%%EOF\n${"<p>more</p>".repeat(200)}`))).toBe(false);
  });
});
