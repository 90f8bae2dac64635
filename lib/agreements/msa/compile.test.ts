import { applySuggestions, compileAgreement, fillPlaceholders, textToHtml } from "@/lib/agreements/msa/compile";

const text = "TITLE\n1. ONE\n1.1 Alpha beta gamma.\n1.2 Delta.";
const at = (id: string, selected: string, suggestions: string) => {
  const startOffset = text.indexOf(selected);
  return { threadId: id, startOffset, endOffset: startOffset + selected.length, selectedText: selected, suggestions };
};

describe("applySuggestions", () => {
  it("applies several suggestions at their offsets, whatever their order", () => {
    expect(applySuggestions(text, [at("b", "Delta", "Epsilon"), at("a", "beta", "BETA, longer")])).toBe("TITLE\n1. ONE\n1.1 Alpha BETA, longer gamma.\n1.2 Epsilon.");
  });
  it("refuses overlapping ones, naming both threads", () => {
    expect(() => applySuggestions(text, [at("a", "Alpha beta", "x"), at("b", "beta gamma", "y")])).toThrow(/threads a, b/);
    expect(() => applySuggestions(text, [at("a", "beta", "x"), at("b", "beta", "y")])).toThrow(/threads a, b/);
  });
  it("refuses a suggestion whose offsets no longer match the text", () => {
    expect(() => applySuggestions(text, [{ ...at("a", "beta", "x"), selectedText: "gamma" }])).toThrow(/threads a/);
  });
  it("lets adjacent ones both apply", () => {
    expect(applySuggestions(text, [at("a", "Alpha", "A"), at("b", " beta", " B")])).toContain("1.1 A B gamma.");
  });
});

describe("textToHtml", () => {
  it("keeps the title, numbered headings and clauses, and escapes markup", () => {
    expect(textToHtml("MSA\n\n1. PURPOSE\n1.1 <b>bold</b> & co\nPlain text.")).toBe(
      '<h1>MSA</h1>\n<h2>1. PURPOSE</h2>\n<p class="clause"><strong>1.1</strong> &lt;b&gt;bold&lt;/b&gt; &amp; co</p>\n<p>Plain text.</p>',
    );
  });
});

describe("fillPlaceholders", () => {
  it("fills the three known placeholders and leaves others alone", () => {
    expect(fillPlaceholders("{{investor_name}} / {{ company_name }} / {{effective_date}} / {{other}}", { investorName: "Ivan", companyName: "Co", effectiveDate: "May 1, 2026" })).toBe(
      "Ivan / Co / May 1, 2026 / {{other}}",
    );
  });
  it("fills the template's own text only, never inside an investor's suggestion", () => {
    const own = "TITLE\n1.1 Between {{company_name}} and {{investor_name}}.\n1.2 Fees apply.";
    const start = own.indexOf("Fees apply");
    const suggestion = { threadId: "t", startOffset: start, endOffset: start + "Fees apply".length, selectedText: "Fees apply", suggestions: "No fees; see {{company_name}}" };
    const html = compileAgreement(own, [suggestion], { investorName: "Ivan", companyName: "Voltline", effectiveDate: "" });
    expect(html).toContain("Between Voltline and Ivan.");
    expect(html).toContain("No fees; see {{company_name}}");
  });
  it("escapes what it fills in", () => {
    expect(compileAgreement("{{investor_name}}", [], { investorName: "<i>x</i>", companyName: "", effectiveDate: "" })).not.toContain("<i>");
  });
});
