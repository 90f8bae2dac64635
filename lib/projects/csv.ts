// The projects CSV format, both ways: reading an import file into validated project inputs, and writing
// the export in the same columns so an export re-imports unchanged. Pure: no database, no request.
import Papa from "papaparse";
import { badRequest, AppError } from "@/lib/errors";
import type { ProjectRow } from "@/lib/projects/presenter";
import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from "@/lib/validation/text";
import { createProjectSchema, STAGES, TYPES, type CreateProjectInput } from "@/lib/projects/schemas";

type SpecField = "deploymentQuarter" | "stage" | "client" | "address" | "purpose" | "type" | "numberOfChargers" | "numberOfSpaces" | "projectCost" | "itcTaxCredit";
/** Issue 22 §3: the §30C inputs, optional columns both ways. */
type ItcField = "placedInServiceDate" | "censusTract" | "tractEligible" | "tractEligibilitySource" | "prevailingWageMet";
type Field = SpecField | ItcField;
/** The export's last column: the §30C estimate, derived, so the import ignores it. */
const ESTIMATE_HEADER = "ITC Estimate";

/** Column names as the export writes them (the spec's spaced style). */
export const CSV_HEADERS: Record<Field, string> = {
  deploymentQuarter: "Deployment Q",
  stage: "Stage",
  client: "Client",
  address: "Address",
  purpose: "Purpose",
  type: "Type",
  numberOfChargers: "# of Chargers",
  numberOfSpaces: "# of Spaces",
  projectCost: "Project Cost",
  itcTaxCredit: "ITC Tax Credit",
  placedInServiceDate: "Placed In Service",
  censusTract: "Census Tract",
  tractEligible: "Tract Eligible",
  tractEligibilitySource: "Eligibility Source",
  prevailingWageMet: "PWA Met",
};

/** The snake-case names, used by the spec's messages and accepted as headers. */
const SNAKE: Record<Field, string> = {
  deploymentQuarter: "deployment_quarter",
  stage: "stage",
  client: "client",
  address: "address",
  purpose: "purpose",
  type: "type",
  numberOfChargers: "number_of_chargers",
  numberOfSpaces: "number_of_spaces",
  projectCost: "project_cost",
  itcTaxCredit: "itc_tax_credit",
  placedInServiceDate: "placed_in_service",
  censusTract: "census_tract",
  tractEligible: "tract_eligible",
  tractEligibilitySource: "eligibility_source",
  prevailingWageMet: "pwa_met",
};

const REQUIRED: Field[] = ["deploymentQuarter", "stage", "client", "address", "purpose", "type", "numberOfChargers", "numberOfSpaces", "projectCost"];

/**
 * "Required fields missing: client, project_cost": exactly the fields that are missing, in column order
 * (all of them give the spec's message word for word).
 */
export function requiredFieldsMessage(fields: Field[]): string {
  return `Required fields missing: ${REQUIRED.filter((f) => fields.includes(f)).map((f) => SNAKE[f]).join(", ")}`;
}

/** Lowercase, without '#', with spaces and underscores alike: "# of Chargers" and "number_of_chargers" meet. */
export function normaliseHeader(header: string): string {
  return header.replace(/^\uFEFF/, "").toLowerCase().replace(/#/g, "").replace(/[\s_]+/g, " ").trim();
}

const HEADER_ALIASES: Record<string, Field> = {
  "deployment q": "deploymentQuarter",
  "deployment quarter": "deploymentQuarter",
  stage: "stage",
  client: "client",
  address: "address",
  purpose: "purpose",
  type: "type",
  "of chargers": "numberOfChargers",
  "number of chargers": "numberOfChargers",
  "of spaces": "numberOfSpaces",
  "number of spaces": "numberOfSpaces",
  "project cost": "projectCost",
  "itc tax credit": "itcTaxCredit",
  "placed in service": "placedInServiceDate",
  "census tract": "censusTract",
  "tract eligible": "tractEligible",
  "eligibility source": "tractEligibilitySource",
  "pwa met": "prevailingWageMet",
};

/** The field a header names, or null for a column the import does not use. */
export function fieldForHeader(header: string): Field | null {
  return HEADER_ALIASES[normaliseHeader(header)] ?? null;
}

/** "$1,234.50" → "1234.50": the currency sign, thousands separators and spaces go; the digits stay text. */
export function cleanMoney(text: string): string {
  return text.replace(/[$,\s]/g, "");
}

/** ITC is claimed when the cell says yes or true (any case), or is empty; anything else is no. */
export function parseItc(text: string | undefined): boolean {
  const v = (text ?? "").trim().toLowerCase();
  return v === "" || v === "yes" || v === "true";
}

// The export prefixes cells that a spreadsheet would run as a formula (and cells that already start with
// the guard) with an apostrophe; the import removes exactly that apostrophe, so values round-trip.
const FORMULA_START = /^[=+\-@\t\r']/;
const GUARD = /^'(?=[=+\-@\t\r'])/;

/** Yes / No, or empty for not recorded; any other text goes to the schema, which names the field. */
export function parseYesNo(text: string): boolean | undefined | string {
  const v = text.trim().toLowerCase();
  if (v === "") return undefined;
  if (v === "yes" || v === "true") return true;
  if (v === "no" || v === "false") return false;
  return text;
}

const yesNoCell = (v: boolean | null | undefined) => (v === true ? "Yes" : v === false ? "No" : "");

function cell(row: Record<string, string | undefined>, field: Field): string {
  return (row[field] ?? "").replace(GUARD, "").trim();
}

/** An optional column's cell: empty (or absent) is not recorded. */
function optionalCell(row: Record<string, string | undefined>, field: Field): string | undefined {
  return cell(row, field) || undefined;
}

function matchIgnoringCase<T extends string>(text: string, values: readonly T[]): T | string {
  return values.find((v) => v.toLowerCase() === text.toLowerCase()) ?? text;
}

function candidate(row: Record<string, string | undefined>) {
  return {
    deploymentQuarter: cell(row, "deploymentQuarter").replace(/[’‘`]/g, "'").replace(/\s+/g, "").toUpperCase(),
    stage: matchIgnoringCase(cell(row, "stage"), STAGES),
    client: cell(row, "client"),
    address: cell(row, "address"),
    purpose: cell(row, "purpose"),
    type: matchIgnoringCase(cell(row, "type"), TYPES),
    numberOfChargers: cell(row, "numberOfChargers").replace(/,/g, ""),
    numberOfSpaces: cell(row, "numberOfSpaces").replace(/,/g, ""),
    projectCost: cleanMoney(cell(row, "projectCost")),
    itcTaxCredit: parseItc(cell(row, "itcTaxCredit")),
    placedInServiceDate: optionalCell(row, "placedInServiceDate"),
    censusTract: optionalCell(row, "censusTract"),
    tractEligible: parseYesNo(cell(row, "tractEligible")),
    tractEligibilitySource: optionalCell(row, "tractEligibilitySource"),
    prevailingWageMet: parseYesNo(cell(row, "prevailingWageMet")),
  };
}

/** The most problems one refusal lists; the rest are counted ("and 12 more problems"). */
export const MAX_LISTED_PROBLEMS = 50;

const fieldName = (key: string) => SNAKE[key as Field] ?? key.replace(/^ignored:/, "");

/**
 * The line of the file each data row starts on (the header's line is 1 when nothing precedes it), from
 * the same record split as the import's own parse: a line break inside a quoted value stays in its
 * record, and blank records (only spaces, or only commas) are skipped as the import skips them. A
 * problem names this line, as a text editor or a spreadsheet numbers it ("Row 3" meant the third data
 * row, on line 4).
 */
function dataRowLines(text: string): number[] {
  const records = Papa.parse<string[]>(text, { header: false, delimiter: ",", skipEmptyLines: false }).data;
  const lines: number[] = [];
  let line = 1;
  let headerSeen = false;
  for (const fields of records) {
    const blank = fields.join("").trim() === "";
    if (!blank && headerSeen) lines.push(line);
    if (!blank) headerSeen = true;
    line += 1 + fields.reduce((breaks, f) => breaks + (f.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
  }
  return lines;
}

/**
 * One data row as a project, or every problem it has: one message naming exactly its empty required
 * fields, then one per other invalid field (the first reason each), each naming the row's line.
 */
function readRow(row: Record<string, string | undefined>, n: number): { project: CreateProjectInput } | { problems: string[] } {
  const problems: string[] = [];
  const empty = REQUIRED.filter((f) => cell(row, f) === "");
  if (empty.length) problems.push(`Line ${n}: ${requiredFieldsMessage(empty)}`);
  const named = new Set<string>(empty);
  for (const [key, value] of Object.entries(row)) {
    if (findControlCharacter(value) === null && findControlCharacter(key) === null) continue;
    named.add(key);
    problems.push(`Line ${n} (${fieldName(key)}): ${CONTROL_CHARACTER_MESSAGE}`);
  }
  const parsed = createProjectSchema.safeParse(candidate(row));
  if (parsed.success) return problems.length ? { problems } : { project: parsed.data };
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "row");
    if (named.has(key)) continue;
    named.add(key);
    problems.push(`Line ${n} (${fieldName(key)}): ${issue.message}`);
  }
  return { problems };
}

/**
 * Reads an import file. All or nothing: any bad row fails the whole file with one 400 whose message lists
 * every invalid field of every failing row (up to MAX_LISTED_PROBLEMS, then how many more), each naming
 * its line in the file and its field; `fieldErrors.rows` holds the same list, one entry per problem.
 */
export function parseProjectsCsv(text: string): CreateProjectInput[] {
  const result = Papa.parse<Record<string, string | undefined>>(text, {
    header: true,
    delimiter: ",",
    skipEmptyLines: "greedy",
    transformHeader: (h) => fieldForHeader(h) ?? `ignored:${h}`,
  });
  const present = new Set(result.meta.fields ?? []);
  const absent = REQUIRED.filter((f) => !present.has(f));
  if (absent.length) throw new AppError("BAD_REQUEST", requiredFieldsMessage(absent), { fieldErrors: { columns: absent.map((f) => SNAKE[f]) } });

  const lines = dataRowLines(text);
  const lineOf = (index: number) => lines[index] ?? index + 2;
  // A row Papa could not split into the columns has one problem: its shape.
  const shapeErrors = new Map<number, string>();
  for (const e of result.errors) {
    if (e.row === undefined || (e.type !== "Quotes" && e.code !== "TooManyFields")) continue;
    const why = e.type === "Quotes" ? "a quoted value is not closed" : "more values than columns (quote values that contain commas)";
    shapeErrors.set(e.row + 1, `Line ${lineOf(e.row)}: ${why}`);
  }
  const problems: string[] = [];
  let total = 0;
  const note = (found: string[]) => {
    total += found.length;
    problems.push(...found.slice(0, Math.max(0, MAX_LISTED_PROBLEMS - problems.length)));
  };
  const projects: CreateProjectInput[] = [];
  for (let i = 0; i < result.data.length; i++) {
    const shape = shapeErrors.get(i + 1);
    if (shape) {
      note([shape]);
      continue;
    }
    const read = readRow(result.data[i], lineOf(i));
    if ("problems" in read) note(read.problems);
    else if (total === 0) projects.push(read.project);
  }
  if (total) {
    const listed = total > problems.length ? [...problems, `and ${total - problems.length} more problems`] : problems;
    throw new AppError("BAD_REQUEST", listed.join("; "), { fieldErrors: { rows: listed } });
  }
  if (projects.length === 0) throw badRequest("The CSV file contains no projects");
  return projects;
}

type ExportRow = Pick<ProjectRow, SpecField> & Partial<Pick<ProjectRow, ItcField>> & { itcEstimate?: { credit: string } | null };

function exportCell(row: ExportRow, field: Field): string | number {
  if (field === "itcTaxCredit") return row.itcTaxCredit ? "Yes" : "No";
  if (field === "tractEligible" || field === "prevailingWageMet") return yesNoCell(row[field]);
  return row[field] ?? "";
}

/**
 * The export: the import's columns (spaced headers), ITC as Yes/No, money as exact text, then the §30C
 * estimate (empty where the viewer may not see it: an investor's projects they do not hold); lines end in
 * CRLF, none after the last (an empty list: the header and one empty line). Without the header it formats
 * one batch of a streamed export: each cell is quoted on its own content alone, so the batches joined by
 * "\r\n" after the header give the same bytes as the whole file at once.
 */
export function formatProjectsCsv(rows: ExportRow[], { header = true }: { header?: boolean } = {}): string {
  const fields = Object.keys(CSV_HEADERS) as Field[];
  return Papa.unparse(
    {
      fields: [...fields.map((f) => CSV_HEADERS[f]), ESTIMATE_HEADER],
      data: rows.map((r) => [...fields.map((f) => exportCell(r, f)), r.itcEstimate?.credit ?? ""]),
    },
    { escapeFormulae: FORMULA_START, header },
  );
}
