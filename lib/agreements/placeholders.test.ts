import { placeholdersIn, splitPlaceholders } from "@/lib/agreements/placeholders";

describe("splitPlaceholders", () => {
  it("cuts the text into runs and placeholders that join back to the text exactly", () => {
    const text = "Between {{company_name}} and {{ investor_name }}, from {{effective_date}}. {{other}}";
    const pieces = splitPlaceholders(text);
    expect(pieces.map((p) => p.text).join("")).toBe(text);
    expect(pieces.filter((p) => p.placeholder).map((p) => p.placeholder)).toEqual(["company_name", "investor_name", "effective_date"]);
    expect(placeholdersIn(`${text} {{company_name}}`)).toEqual(["company_name", "investor_name", "effective_date"]);
    expect(splitPlaceholders("")).toEqual([]);
  });
});
