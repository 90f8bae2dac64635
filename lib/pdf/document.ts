// Every PDF the portal makes starts here: US Letter, tagged (a structure tree in reading order, see
// structure.ts), its language and title set and the title shown in the reader's window instead of the
// file name, PDF 1.7. Text goes through text.ts with the embedded faces of fonts.ts only, so that every
// font in the file is embedded (pdfkit's default Helvetica is never drawn with and so never written).
import "server-only";
import PDFDocument from "pdfkit";
import { beginStructure } from "@/lib/pdf/structure";

export type PdfInfo = { title: string; author: string; subject?: string; keywords?: string; creationDate?: Date };
export type PdfOptions = { margin: number; bufferPages?: boolean; lang?: string };

export type NewPdf = {
  pdf: PDFKit.PDFDocument;
  /** The file's bytes, once the document has ended (listen before anything is drawn). */
  bytes: Promise<Buffer>;
};

export function createPdf(info: PdfInfo, options: PdfOptions): NewPdf {
  const pdf = new PDFDocument({
    size: "LETTER",
    margin: options.margin,
    bufferPages: options.bufferPages ?? false,
    pdfVersion: "1.7",
    tagged: true,
    lang: options.lang ?? "en-US",
    displayTitle: true,
    info: {
      Title: info.title,
      Author: info.author,
      ...(info.subject ? { Subject: info.subject } : {}),
      ...(info.keywords ? { Keywords: info.keywords } : {}),
      ...(info.creationDate ? { CreationDate: info.creationDate } : {}),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  beginStructure(pdf);
  return { pdf, bytes };
}

/**
 * A new page in the middle of a tagged element: the element's marked content is closed on this page and
 * opened again on the next (pdfkit's addPage() alone would leave it unbalanced).
 */
export function newPage(pdf: PDFKit.PDFDocument) {
  pdf.continueOnNewPage();
}
