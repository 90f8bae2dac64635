// The text of a PDF as a reader sees it, for tests that compare it with what was written.
import { PDFParse } from "pdf-parse";

const RTL_WORDS = /[\p{Script=Arabic}\p{Script=Hebrew}]+(?: [\p{Script=Arabic}\p{Script=Hebrew}]+)*/gu;

/**
 * pdf-parse returns each right-to-left word in reading order but the words of a line left to right as
 * drawn (a PDF stores visual order); a reader applies the bidi algorithm to the line, as this does for
 * runs of Arabic and Hebrew words.
 */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const { text } = await parser.getText();
    return text.replace(RTL_WORDS, (run) => run.split(" ").reverse().join(" "));
  } finally {
    await parser.destroy();
  }
}
