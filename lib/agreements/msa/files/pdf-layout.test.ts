// Issue 30 item 2: the MSA PDF is read back by position, not only by text. A mixed-script legal name,
// short or 300 characters long, leaves no text printed on other text, every line on one baseline,
// everything inside the margins, and each signature block on one page.
import { agreementPdf } from "@/lib/agreements/msa/files/pdf";
import type { AgreementDocument } from "@/lib/agreements/msa/files/model";
import { htmlToBlocks } from "@/lib/agreements/msa/html-blocks";
import { FORMATTING_FIXTURE } from "@/test/factories/agreement-formatting";
import { layoutProblems, pageText, pdfItems, type PageItems } from "@/test/pdf/pdf-layout";

const SHORT = "王小明 Łukasz Żółć";
/** Arabic, Latin and Chinese words, and a stretch of Chinese with no spaces, 300 characters in all. */
const LONG = (() => {
  const words = ["محمد", "علي", "Łukasz", "Żółć", "王小明", "Παπαδοπούλου", "田中さくら", "Wolfeschlegelsteinhausen", "王小明王小明王小明王小明王小明王小明"];
  let name = "";
  for (let i = 0; name.length < 300; i++) name += `${words[i % words.length]} `;
  return name.slice(0, 300).trim();
})();
const RTL_WORD = /[\p{Script=Arabic}\p{Script=Hebrew}]+/gu;
const withoutRtl = (text: string) => text.replace(RTL_WORD, "").replace(/\s+/g, "");
const MARGINS = { top: 72, right: 72, bottom: 72, left: 72 };
const SIGNED_AT = new Date("2026-12-02T15:04:00Z");

function documentFor(investorName: string, filler = 0): AgreementDocument {
  const body = [
    FORMATTING_FIXTURE,
    `<p>The Investor, ${investorName}, of 12 Harbour Road, Springfield, agrees. 本协议由双方签署并自签署之日起生效，双方应当遵守本协议的全部条款和条件，不得违反。 محمد علي يوافق على الشروط. https://portal.example.com/agreements/${"x".repeat(90)}</p>`,
    `<ol><li>${investorName} undertakes to keep the chargers insured.</li><li>第二条 ${investorName}</li></ol>`,
    `<table><tr><th>Party</th><th>Legal name</th></tr><tr><td>Investor</td><td>${investorName}</td></tr><tr><td>Company</td><td>ChargeCo 王 Finance LLC</td></tr></table>`,
    ...Array.from({ length: filler }, (_, i) => `<p>Filler clause ${i + 1}.</p>`),
  ].join("\n");
  return {
    title: "Master Service Agreement",
    companyName: "ChargeCo Finance LLC",
    investorName,
    investorAddress: "12 Harbour Road, Springfield, IL 62701, United States",
    effectiveDate: "December 1, 2026",
    finalizedAt: new Date("2026-11-20T10:00:00Z"),
    blocks: htmlToBlocks(body),
    signatures: [
      { party: "COMPANY: ChargeCo Finance LLC", signer: "Ελένη Παπαδοπούλου", name: "Ελένη Παπαδοπούλου", title: "Chief Executive Officer", signedAt: SIGNED_AT },
      { party: `INVESTOR: ${investorName}`, signer: investorName, name: investorName, title: null, signedAt: SIGNED_AT },
    ],
    records: [
      { role: "Investor", legalName: investorName, signatory: investorName, title: null, name: investorName, signedAt: SIGNED_AT, authentication: "password", consent: "2026-11", consentedAt: null, account: "investor.one", address: "203.0.113.9", browser: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0", signedHash: "b".repeat(64) },
      { role: "Company", legalName: "ChargeCo Finance LLC", signatory: "Ελένη Παπαδοπούλου", title: "Chief Executive Officer", name: "Ελένη Παπαδοπούλου", signedAt: SIGNED_AT, authentication: "password", consent: "2026-11", consentedAt: null, account: "staff.one", address: "203.0.113.10", browser: "", signedHash: "b".repeat(64) },
    ],
    executionState: "Fully Executed",
    contentHash: "a".repeat(64),
    trail: [
      { at: new Date("2026-11-20T10:00:00Z"), label: "Finalized", by: "staff.one" },
      { at: SIGNED_AT, label: `Signed by the investor as "${investorName}"`, by: "investor.one" },
    ],
  };
}

async function pagesOf(doc: AgreementDocument): Promise<PageItems[]> {
  return pdfItems(await agreementPdf(doc));
}

/** The pages on which the investor's signature block (its heading to its date) is printed. */
function signatureBlockPages(pages: PageItems[]): number[] {
  const start = pages.findIndex((p) => pageText(p).includes("INVESTOR:"));
  if (start < 0) throw new Error("no investor signature block");
  const rest = pageText(pages[start]).slice(pageText(pages[start]).indexOf("INVESTOR:"));
  // The block ends with its date line; the pages after the start hold the rest when it splits.
  if (/Date signed:/.test(rest)) return [pages[start].page];
  const end = pages.findIndex((p, i) => i > start && pageText(p).includes("Date signed:"));
  return [pages[start].page, pages[end]?.page ?? -1];
}

describe.each([
  ["a mixed-script legal name", SHORT],
  ["a 300-character Arabic, Latin and Chinese legal name", LONG],
])("the MSA PDF with %s", (_, name) => {
  let pages: PageItems[];
  beforeAll(async () => {
    pages = await pagesOf(documentFor(name));
  });

  it("prints no text on other text, each line on one baseline, all inside the margins", () => {
    expect(pages.flatMap((p) => layoutProblems(p, MARGINS))).toEqual([]);
  });

  it("prints the parties line whole, on the first page, and every part of the name", () => {
    const parties = `Between ChargeCo Finance LLC (the "Company") and ${name}, of 12 Harbour Road, Springfield, IL 62701, United States, (the "Investor")`;
    const first = pageText(pages[0]);
    // Right-to-left words are drawn in visual order line by line, so they are counted, not placed.
    expect(withoutRtl(first)).toContain(withoutRtl(parties));
    for (const word of new Set(parties.match(RTL_WORD) ?? [])) expect(first.split(word).length).toBeGreaterThanOrEqual(parties.split(word).length);
  });
});

it("the investor's signature block never splits across pages, wherever the body ends", async () => {
  // Five short clauses more each time move the block down by about 95 pt, through most of a page; the
  // block is about 240 pt tall, so that some of these positions cross the bottom margin.
  for (let filler = 0; filler <= 20; filler += 5) {
    const pages = await pagesOf(documentFor(LONG, filler));
    expect({ filler, pages: signatureBlockPages(pages) }).toEqual({ filler, pages: [expect.any(Number)] });
    expect({ filler, problems: pages.flatMap((p) => layoutProblems(p, MARGINS)) }).toEqual({ filler, problems: [] });
  }
});

it("a table row taller than a page continues on the next page, inside the margins", async () => {
  const doc = documentFor(SHORT);
  const huge = Array.from({ length: 8 }, () => LONG).join(" ");
  doc.blocks = htmlToBlocks(`<table><tr><td>Schedule</td><td>${huge}</td></tr></table>`);
  const pages = await pagesOf(doc);
  expect(pages.flatMap((p) => layoutProblems(p, MARGINS))).toEqual([]);
  // The row's text starts on the first page and ends on a later one.
  expect(pageText(pages[0])).toContain("Schedule");
  expect(pages.filter((p) => pageText(p).includes("Wolfeschlegelsteinhausen")).length).toBeGreaterThan(1);
});
