// Whether a container really is a Word file. file-type tells a ZIP or a compound file by its first bytes,
// but a DOCX is only a DOCX when the ZIP's parts say so, and every .xls is an OLE2 file like a .doc:
// - DOCX: a ZIP whose [Content_Types].xml names a WordprocessingML main document part that the ZIP holds
//   (word/document.xml in every file Word writes). A macro-enabled .docm or a template names another type.
// - DOC: a compound file with a "WordDocument" stream at its root (an .xls has "Workbook" instead).
import { unzipSync } from "fflate";
import { Parser } from "htmlparser2";
import { cfbRootStreamNames } from "@/lib/storage/cfb";

const CONTENT_TYPES = "[Content_Types].xml";
const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
// [Content_Types].xml is a few KB; a bigger one is not worth inflating (a ZIP bomb's favourite place).
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;

/** The part names [Content_Types].xml declares as a Word main document ("/word/document.xml"). */
function wordMainParts(xml: string): string[] {
  const parts: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name.toLowerCase() === "override" && attrs.contenttype?.toLowerCase() === WORD_MAIN && attrs.partname) parts.push(attrs.partname);
      },
    },
    { xmlMode: true, lowerCaseAttributeNames: true },
  );
  parser.end(xml);
  return parts;
}

/** The entry names of a ZIP and the text of its [Content_Types].xml; null when the central directory does not read. */
function readZip(bytes: Uint8Array): { names: Set<string>; contentTypes: string | null } | null {
  const names = new Set<string>();
  try {
    const files = unzipSync(bytes, {
      filter: (file) => {
        names.add(file.name);
        return file.name === CONTENT_TYPES && file.originalSize <= MAX_CONTENT_TYPES_BYTES;
      },
    });
    const contentTypes = files[CONTENT_TYPES];
    return { names, contentTypes: contentTypes ? new TextDecoder().decode(contentTypes) : null };
  } catch {
    return null;
  }
}

/** True when `bytes` is a ZIP whose central directory reads (any ZIP: a plain archive, a DOCX, an XLSX). */
export const isZipArchive = (bytes: Uint8Array): boolean => readZip(bytes) !== null;

/** True when `bytes` is a Word 2007+ document (.docx). */
export function isWordDocx(bytes: Uint8Array): boolean {
  const zip = readZip(bytes);
  if (!zip?.contentTypes) return false;
  return wordMainParts(zip.contentTypes).some((part) => zip.names.has(part.replace(/^\//, "")));
}

/** True when `bytes` is a Word 97–2003 document (.doc). */
export const isWordDoc = (bytes: Uint8Array): boolean => cfbRootStreamNames(bytes)?.includes("WordDocument") ?? false;
