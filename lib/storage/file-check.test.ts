import { isFileOfType, typeOfFile } from "@/lib/storage/file-check";
import { cfbRootStreamNames } from "@/lib/storage/cfb";
import { compoundFile, minimalPdf, realDocx, realJpeg, realPng, zipOf } from "@/lib/storage/test-files";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const DOC = "application/msword";
const HTML = Buffer.from("<!doctype html><html><script>alert(1)</script></html>");

describe("isFileOfType", () => {
  it("passes real PDF, PNG, JPEG and DOCX files, a plain ZIP and a Word compound file", async () => {
    expect(await isFileOfType(minimalPdf(), "application/pdf")).toBe(true);
    expect(await isFileOfType(realPng(), "image/png")).toBe(true);
    expect(await isFileOfType(realJpeg(), "image/jpeg")).toBe(true);
    expect(await isFileOfType(realJpeg(), "image/pjpeg")).toBe(true);
    expect(await isFileOfType(await realDocx(), DOCX)).toBe(true);
    expect(await isFileOfType(zipOf({ "notes.txt": "hello" }), "application/zip")).toBe(true);
    expect(await isFileOfType(await realDocx(), "application/x-zip-compressed")).toBe(true);
    expect(await isFileOfType(compoundFile(["WordDocument", "1Table"]), DOC)).toBe(true);
  });

  it("refuses a ZIP that is not a Word document as a DOCX", async () => {
    expect(await isFileOfType(zipOf({ "notes.txt": "hello" }), DOCX)).toBe(false);
    // Content types naming a spreadsheet, or a Word part the ZIP does not hold.
    const xlsxTypes = `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`;
    expect(await isFileOfType(zipOf({ "[Content_Types].xml": xlsxTypes, "xl/workbook.xml": "<workbook/>" }), DOCX)).toBe(false);
    const wordTypes = `<Types><Override ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml" PartName="/word/document.xml"/></Types>`;
    expect(await isFileOfType(zipOf({ "[Content_Types].xml": wordTypes }), DOCX)).toBe(false);
    expect(await isFileOfType(zipOf({ "[Content_Types].xml": wordTypes, "word/document.xml": "<w:document/>" }), DOCX)).toBe(true);
  });

  it("refuses an Excel compound file, and any other, that claims to be a DOC", async () => {
    expect(await isFileOfType(compoundFile(["Workbook", "\u0005SummaryInformation"]), DOC)).toBe(false);
    expect(await isFileOfType(compoundFile([]), DOC)).toBe(false);
    expect(await isFileOfType(compoundFile(["Workbook"]).subarray(0, 700), DOC)).toBe(false);
  });

  it("refuses HTML declared as an image, a PDF or an Office file", async () => {
    for (const type of ["image/png", "image/jpeg", "application/pdf", DOCX, DOC, "application/zip"]) expect(await isFileOfType(HTML, type)).toBe(false);
  });

  it("refuses one accepted type declared as another, a cut PDF head, and types it does not know", async () => {
    expect(await isFileOfType(realPng(), "application/pdf")).toBe(false);
    expect(await isFileOfType(await realDocx(), DOC)).toBe(false);
    expect(await isFileOfType(compoundFile(["WordDocument"]), DOCX)).toBe(false);
    expect(await isFileOfType(Buffer.from("%P"), "application/pdf")).toBe(false);
    expect(await isFileOfType(HTML, "text/html")).toBe(false);
  });
});

describe("typeOfFile", () => {
  const certificates = ["image/jpeg", "image/png", "image/gif", "image/webp", "application/pdf"];
  it("names the canonical type the bytes are among the candidates, or null", async () => {
    expect(await typeOfFile(realJpeg(), certificates)).toBe("image/jpeg");
    expect(await typeOfFile(realPng(), certificates)).toBe("image/png");
    expect(await typeOfFile(minimalPdf(), certificates)).toBe("application/pdf");
    expect(await typeOfFile(HTML, certificates)).toBeNull();
    expect(await typeOfFile(await realDocx(), certificates)).toBeNull();
  });
});

describe("cfbRootStreamNames", () => {
  it("lists the root's streams and refuses what is not a compound file", () => {
    expect(cfbRootStreamNames(compoundFile(["WordDocument", "1Table", "Data"]))?.sort()).toEqual(["1Table", "Data", "WordDocument"]);
    expect(cfbRootStreamNames(minimalPdf())).toBeNull();
    const looped = compoundFile(["WordDocument", "1Table"]);
    looped.writeUInt32LE(1, 512 * 2 + 2 * 128 + 0x48); // the second stream's right sibling points back at the first
    expect(cfbRootStreamNames(looped)).toBeNull();
  });
});
