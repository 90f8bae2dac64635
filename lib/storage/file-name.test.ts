import { MAX_FILE_NAME_BYTES, sanitizeFileName } from "@/lib/storage/file-name";

const bytes = (s: string) => Buffer.byteLength(s, "utf8");

describe("sanitizeFileName", () => {
  it.each([
    ["../../etc/passwd", "passwd"],
    ["..\\..\\windows\\system32\\config", "config"],
    ["/abs/path/report.pdf", "report.pdf"],
    ["C:\\Users\\me\\Deal Memo.docx", "Deal Memo.docx"],
    ["..", "file"],
    ["...pdf", "pdf"],
    ["a..b.pdf", "a.b.pdf"],
    [".env", "env"],
    ["report.pdf.", "report.pdf"],
    ["  spaced   out  .pdf  ", "spaced out .pdf"],
    ["tab\there\nnew\u0000line.pdf", "tabherenewline.pdf"],
    ['a<b>c:d"e|f?g*h#i%j.pdf', "a_b_c_d_e_f_g_h_i_j.pdf"],
    ["invoice\u202Efdp.exe", "invoicefdp.exe"],
    ["CON.txt", "_CON.txt"],
    ["résumé – Q3 ✓.pdf", "résumé – Q3 ✓.pdf"],
    ["", "file"],
    ["   ", "file"],
  ])("%j → %j", (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it("returns 'file' for null and undefined", () => {
    expect(sanitizeFileName(null)).toBe("file");
    expect(sanitizeFileName(undefined)).toBe("file");
  });

  it("normalises to NFC so the same name is stored the same way", () => {
    expect(sanitizeFileName("re\u0301sume\u0301.pdf")).toBe("r\u00e9sum\u00e9.pdf");
  });

  it("limits the length in UTF-8 bytes and keeps the extension", () => {
    const long = sanitizeFileName(`${"a".repeat(400)}.pdf`);
    expect(bytes(long)).toBe(MAX_FILE_NAME_BYTES);
    expect(long.endsWith(".pdf")).toBe(true);
  });

  it("never cuts a multi-byte character in half", () => {
    const name = sanitizeFileName(`${"😀".repeat(100)}.docx`);
    expect(bytes(name)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
    expect(name).toMatch(/^(😀)+\.docx$/u);
  });
});
