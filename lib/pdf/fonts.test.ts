// Every script the portal's users write survives the trip through a PDF: drawn with an embedded face and
// read back as the same text by a PDF text extractor.
import PDFDocument from "pdfkit";
import { layoutSpans, writeText } from "@/lib/pdf/text";
import { scriptRuns } from "@/lib/pdf/script-runs";
import { pdfText } from "@/test/pdf/pdf-text";

const SAMPLES = ["王小明 Łukasz Żółć", "Ελένη Παπαδοπούλου", "Дмитрий Иванов", "محمد علي", "דוד כהן", "田中 さくら"];

function pdfOf(draw: (pdf: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const pdf = new PDFDocument({ size: "LETTER", margin: 72 });
  const chunks: Buffer[] = [];
  pdf.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => pdf.on("end", () => resolve(Buffer.concat(chunks))));
  draw(pdf);
  pdf.end();
  return done;
}

describe("script runs", () => {
  it("cuts a line by script and keeps neutral marks with the run they follow", () => {
    expect(scriptRuns("王小明 Łukasz")).toEqual([
      { face: "cjk", text: "王小明 ", rtl: false },
      { face: "latin", text: "Łukasz", rtl: false },
    ]);
    expect(scriptRuns("Signed: محمد علي, 2026")).toEqual([
      { face: "latin", text: "Signed: ", rtl: false },
      { face: "arabic", text: "محمد علي", rtl: true },
      { face: "latin", text: ", 2026", rtl: false },
    ]);
    expect(scriptRuns("Ελένη Дмитрий").map((r) => r.face)).toEqual(["latin"]);
  });

  it("hands a right-to-left run over word by word in visual order", () => {
    const [line] = layoutSpans(new PDFDocument(), [{ text: "A: דוד כהן" }], 10, 400);
    expect(line.pieces.map(({ face, text }) => ({ face, text }))).toEqual([
      { face: "latin", text: "A: " },
      { face: "hebrew", text: "כהן" },
      { face: "hebrew", text: " " },
      { face: "hebrew", text: "דוד" },
    ]);
  });
});

describe("writeText", () => {
  it("draws every sample so that the extracted text is what was written", async () => {
    const bytes = await pdfOf((pdf) => {
      for (const sample of SAMPLES) writeText(pdf, `Signed: ${sample}`, { size: 11 });
      writeText(pdf, "Bold: Żółć 王", { style: "bold" });
    });
    const text = await pdfText(bytes);
    for (const sample of SAMPLES) expect(text).toContain(`Signed: ${sample}`);
    expect(text).toContain("Bold: Żółć 王");
    // Subsets, not whole faces: the Chinese face alone is 8 MB.
    expect(bytes.length).toBeLessThan(200_000);
  });
});

describe("faces parsed once per process", () => {
  it("keep each glyph's characters from one document to the next (Greek Ε is drawn with Latin E's outline)", async () => {
    // The first document's subset makes E as a component of Ε, without characters; the next one lays E out.
    expect(await pdfText(await pdfOf((pdf) => writeText(pdf, "Ελένη Παπαδοπούλου")))).toContain("Ελένη Παπαδοπούλου");
    expect(await pdfText(await pdfOf((pdf) => writeText(pdf, "INVESTOR EEE")))).toContain("INVESTOR EEE");
  });
});
