// The tax pack as a PDF (issue 22 §4), for the investor's tax advisor: every line through the shared fonts
// (lib/pdf/text.ts), so names in any script print and wrap; every page carries the investor, the year and the
// generation time (as pagination artifacts). Tagged (title H1, sections H2, sub-sections H3), it carries the
// SHA-256 of the ZIP's manifest (issue 33 §4) and is sealed with the firm's PAdES signature (lib/pdf/signing).
import "server-only";
import { stamp } from "@/lib/agreements/msa/files/model";
import { formatUsd } from "@/lib/format/money";
import { createPdf } from "@/lib/pdf/document";
import { group } from "@/lib/pdf/structure";
import { writeSpans, writeText } from "@/lib/pdf/text";
import { endSealed } from "@/lib/pdf/signing/seal";
import type { HeldProject, TaxPackContent } from "@/lib/tax-pack/content";
import { MANIFEST_NAME, PDF_MANIFEST_KEY } from "@/lib/tax-pack/manifest";

const SIZES = { title: 18, heading: 13, subheading: 11, body: 9.5, small: 8 } as const;
const yesNo = (v: boolean | null) => (v === null ? "not recorded" : v ? "yes" : "no");
const kb = (bytes: number) => `${bytes.toLocaleString("en-US")} bytes`;

export function pageMark(c: Pick<TaxPackContent, "investor" | "year" | "generatedAt">): string {
  return `Tax pack ${c.year} · ${c.investor.username} · generated ${stamp(c.generatedAt)}`;
}

/** The pack's PDF; `manifestSha256` is the SHA-256 of the manifest.json that goes with it (manifest.ts). */
export function taxPackPdf(c: TaxPackContent, manifestSha256: string): Promise<Buffer> {
  const title = `Tax pack ${c.year} — ${c.investor.username}`;
  const { pdf, bytes } = createPdf({ title, author: c.companyName, creationDate: c.generatedAt }, { margin: 60, bufferPages: true });
  // Read back by "Verify a pack" from the portal's own bytes (manifest.ts manifestHashIn).
  (pdf.info as unknown as Record<string, string>)[PDF_MANIFEST_KEY] = manifestSha256;

  const heading = (text: string) => writeText(pdf.moveDown(1), text, { style: "bold", size: SIZES.heading, tag: "H2" }).moveDown(0.4);
  const sub = (text: string) => writeText(pdf.moveDown(0.5), text, { style: "bold", size: SIZES.subheading, tag: "H3" }).moveDown(0.2);
  const line = (text: string, size: number = SIZES.body) => writeText(pdf, text, { size });

  writeText(pdf, c.companyName, { size: SIZES.small, align: "right" });
  writeText(pdf, `Year-end tax pack ${c.year}`, { style: "bold", size: SIZES.title, align: "center", tag: "H1" }).moveDown(0.3);
  // The investor as the law knows them (issue 19 §2), with the account the records are kept under.
  writeText(pdf, `Investor: ${c.investor.legalName ?? c.investor.username}${c.investor.legalName ? ` (account ${c.investor.username})` : ""}`, { size: 10, align: "center" });
  if (c.investor.address) writeText(pdf, `Address: ${c.investor.address}`, { size: 10, align: "center" });
  writeText(pdf, `Generated ${stamp(c.generatedAt)}. Its SHA-256 is recorded by the portal, which can verify this file, and it carries the digital signature of ${c.companyName}.`, { size: SIZES.small, align: "center" });

  // 1. Material participation
  const p = c.participation;
  group(pdf, "Sect", () => {
    heading("1. Material participation");
    line(`Approved hours ${p.totalHours} of the ${p.target}-hour target (service ${p.serviceHours}, education ${p.educationHours}).`);
    sub("Approved hours by plan activity");
    for (const a of p.byActivity) line(`${a.activity}: ${a.approvedHours} h (planned ${a.planned} h)`);
    sub("Approved entries");
    if (p.entries.length === 0) line("No approved entries this year.");
    for (const e of p.entries) {
      line(`${e.date} · ${e.activity} · ${e.hours} h · approved by ${e.approvedBy ?? "—"} at ${e.approvedAt ? stamp(e.approvedAt) : "—"}`);
      writeText(pdf, e.description, { size: SIZES.small, indent: 12 });
    }
    sub("Education credits");
    if (p.education.length === 0) line("No approved education credits this year.");
    for (const e of p.education) {
      line(`${e.date} · ${e.kind} · ${e.title}${e.provider ? ` (${e.provider})` : ""} · ${e.hours} h · approved by ${e.approvedBy ?? "—"} at ${e.approvedAt ? stamp(e.approvedAt) : "—"}`);
    }
    sub("Evidence index");
    if (p.evidence.length === 0) line("No evidence files on the approved entries.");
    for (const f of p.evidence) {
      line(`${f.entryDate} · ${f.fileName} · ${kb(f.size)}`);
      writeSpans(pdf, [{ text: "SHA-256 " }, { text: f.sha256, mono: true }], { size: SIZES.small, indent: 12 });
    }
    // The ZIP's files are listed with their hashes in its manifest.json, whose hash this signed file carries.
    line(`The ZIP of this pack lists every file with its SHA-256 and size in ${MANIFEST_NAME}; that file's SHA-256:`, SIZES.small);
    writeSpans(pdf, [{ text: manifestSha256, mono: true }], { size: SIZES.small, indent: 12 });
  });

  // 2. Projects held
  group(pdf, "Sect", () => {
    heading("2. Projects held and the §30C estimate");
    line("Estimates under 26 U.S.C. § 30C as amended in 2022 and 2025: an estimate, not tax advice.", SIZES.small);
    if (c.projects.length === 0) line("No projects held this year.");
    for (const project of c.projects) projectBlock(project);
  });

  // 3. The executed MSA
  group(pdf, "Sect", () => {
    heading("3. The executed master service agreement");
    if (!c.msa) line("No fully executed MSA on record.");
    else {
      line(`Title: ${c.msa.title} (${c.msa.executionState})`);
      line(`Parties: ${c.msa.parties.join(" and ")}`);
      for (const s of c.msa.signatures) {
        const by = [s.signatory, s.title].filter(Boolean).join(", ");
        line(`${s.party}: signed "${s.name ?? "—"}"${by ? ` by ${by}` : ""} at ${s.signedAt ? stamp(s.signedAt) : "—"}`);
      }
      line("Content hash (SHA-256 of the finalized text):");
      writeSpans(pdf, [{ text: c.msa.contentHash, mono: true }], { size: SIZES.small, indent: 12 });
    }
  });

  function projectBlock(project: HeldProject) {
    const e = project.estimate;
    sub(`${project.client}`);
    line(project.address);
    line(`Held ${project.held.map((h) => `${h.from} to ${h.to ?? "the date of this pack"}`).join("; ")}`);
    line(`Placed in service ${project.placedInServiceDate ?? "not recorded"} · cost ${formatUsd(project.projectCost)} · ${project.numberOfChargers} chargers`);
    line(`Census tract ${project.censusTract ?? "not recorded"} · eligible ${yesNo(project.tractEligible)}${project.tractEligibilitySource ? ` (${project.tractEligibilitySource})` : ""} · prevailing wage and apprenticeship met ${yesNo(project.prevailingWageMet)}`);
    const detail = e.status === "estimated" ? ` = ${e.items} × ${formatUsd(e.itemCredit!)} (${Number(e.rate) * 100} % of ${formatUsd(e.itemCost!)} per charger${e.capped ? ", capped at $100,000" : ""})` : "";
    line(`§30C estimate ${formatUsd(e.credit)}${detail}: ${e.reason}`);
    if (project.recaptureEndsOn) line(`Recapture window ends ${project.recaptureEndsOn}`);
  }

  // Every page's mark, written once the page count is known; the bottom margin is lifted so that the
  // mark does not start a new page. A running mark is pagination, not content: an artifact.
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.x = pdf.page.margins.left;
    pdf.y = pdf.page.height - 40;
    pdf.fillColor("#555555");
    writeText(pdf, `${pageMark(c)} · page ${i - range.start + 1} of ${range.count}`, { size: SIZES.small, align: "center", width: pdf.page.width - pdf.page.margins.left - pdf.page.margins.right, artifact: "Pagination" });
    pdf.fillColor("black");
    pdf.page.margins.bottom = bottom;
  }
  return endSealed(pdf, bytes, { reason: `Year-end tax pack ${c.year} for ${c.investor.legalName ?? c.investor.username}: issued by ${c.companyName}`, signingTime: c.generatedAt });
}
