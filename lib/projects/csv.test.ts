import { AppError } from "@/lib/errors";
import { cleanMoney, fieldForHeader, formatProjectsCsv, parseItc, parseProjectsCsv, MAX_LISTED_PROBLEMS } from "@/lib/projects/csv";

const SPACED = "Deployment Q,Stage,Client,Address,Purpose,Type,# of Chargers,# of Spaces,Project Cost,ITC Tax Credit";
const ITC_COLUMNS = "Placed In Service,Census Tract,Tract Eligible,Eligibility Source,PWA Met";
const EXPORTED = `${SPACED},${ITC_COLUMNS},ITC Estimate`;
const SNAKE = "deployment_quarter,stage,client,address,purpose,type,number_of_chargers,number_of_spaces,project_cost,itc_tax_credit";

function failure(text: string): AppError {
  try {
    parseProjectsCsv(text);
  } catch (err) {
    return err as AppError;
  }
  throw new Error("expected the CSV to be refused");
}

describe("header mapping", () => {
  it.each([
    ["Deployment Q", "deploymentQuarter"],
    ["deployment_quarter", "deploymentQuarter"],
    ["Deployment Quarter", "deploymentQuarter"],
    ["# of Chargers", "numberOfChargers"],
    ["number_of_chargers", "numberOfChargers"],
    ["# of Spaces", "numberOfSpaces"],
    ["NUMBER_OF_SPACES", "numberOfSpaces"],
    ["Project Cost", "projectCost"],
    ["project_cost", "projectCost"],
    ["ITC Tax Credit", "itcTaxCredit"],
    ["itc_tax_credit", "itcTaxCredit"],
    ["\uFEFFStage", "stage"],
    ["  Client  ", "client"],
    ["Notes", null],
  ])("%j → %s", (header, field) => {
    expect(fieldForHeader(header)).toBe(field);
  });

  it("reads the same rows from spaced and snake-case headers", () => {
    const row = `Q1'25,Committed,Acme,1 Main St,Fleet,L3,4,8,"$1,234.50",yes`;
    const spaced = parseProjectsCsv(`${SPACED}\n${row}\n`);
    const snake = parseProjectsCsv(`${SNAKE}\n${row}\n`);
    expect(spaced).toEqual(snake);
    expect(spaced[0]).toEqual({
      deploymentQuarter: "Q1'25",
      stage: "Committed",
      client: "Acme",
      address: "1 Main St",
      purpose: "Fleet",
      type: "L3",
      numberOfChargers: 4,
      numberOfSpaces: 8,
      projectCost: "1234.50",
      itcTaxCredit: true,
      sharedWithInvestors: false,
    });
  });

  it("matches stage and type regardless of case and ignores unknown columns", () => {
    const [p] = parseProjectsCsv(`Notes,${SPACED}\nhello,q2'25,best case,A,B,C,l2,0,0,0,no\n`);
    expect(p).toMatchObject({ deploymentQuarter: "Q2'25", stage: "Best Case", type: "L2", itcTaxCredit: false });
  });
});

describe("money and ITC", () => {
  it.each([
    ["$1,234.50", "1234.50"],
    ["1234", "1234"],
    [" $ 12,000,000.00 ", "12000000.00"],
  ])("cleanMoney(%j) = %j", (text, clean) => {
    expect(cleanMoney(text)).toBe(clean);
  });

  it.each([
    ["yes", true],
    ["YES", true],
    ["True", true],
    ["", true],
    [undefined, true],
    ["no", false],
    ["false", false],
    ["1", false],
    ["y", false],
  ])("ITC %j is %s", (text, value) => {
    expect(parseItc(text)).toBe(value);
  });

  it("refuses costs with more than 2 decimals or beyond Decimal(12,2)", () => {
    expect(failure(`${SPACED}\nQ1'25,Committed,A,B,C,L2,1,1,1.234,yes\n`).message).toBe("Line 2 (project_cost): Project cost can have at most 2 decimal places");
    expect(failure(`${SPACED}\nQ1'25,Committed,A,B,C,L2,1,1,"$10,000,000,000",yes\n`).message).toBe(
      "Line 2 (project_cost): Project cost must be less than 10,000,000,000",
    );
  });
});

describe("required fields and row errors", () => {
  it("names exactly the missing columns", () => {
    const err = failure("Deployment Q,Stage,Client\nQ1'25,Committed,A\n");
    expect(err.status).toBe(400);
    expect(err.message).toBe("Required fields missing: address, purpose, type, number_of_chargers, number_of_spaces, project_cost");
    expect(err.extra.fieldErrors?.columns).toEqual(["address", "purpose", "type", "number_of_chargers", "number_of_spaces", "project_cost"]);
  });

  it("gives the spec's message word for word when no required column is there", () => {
    expect(failure("Notes\nhello\n").message).toBe(
      "Required fields missing: deployment_quarter, stage, client, address, purpose, type, number_of_chargers, number_of_spaces, project_cost",
    );
  });

  it("one empty cell names only that field", () => {
    const good = "Q1'25,Committed,A,B,C,L2,1,1,10,yes";
    expect(failure(`${SPACED}\n${good}\nQ1'25,Committed,A,B,C,L2,1,,10,yes\n`).message).toBe("Line 3: Required fields missing: number_of_spaces");
  });

  it("prefixes the row number and names exactly the empty fields when a row lacks values", () => {
    const good = "Q1'25,Committed,A,B,C,L2,1,1,10,yes";
    const err = failure(`${SPACED}\n${good}\n${good}\nQ1'25,Committed,,B,C,L2,1,1,,yes\n`);
    expect(err.message).toBe("Line 4: Required fields missing: client, project_cost");
  });

  it("refuses a NUL or other control character in a cell, naming the row and field", () => {
    const good = "Q1'25,Committed,A,B,C,L2,1,1,10,yes";
    expect(failure(`${SPACED}\n${good}\nQ1'25,Committed,A\u0000,B,C,L2,1,1,10,yes\n`).message).toBe("Line 3 (client): must not contain control characters or invalid Unicode");
    expect(failure(`${SPACED}\nQ1'25,Committed,A,B\u0007,C,L2,1,1,10,yes\n`).message).toBe("Line 2 (address): must not contain control characters or invalid Unicode");
  });

  it("reports every invalid field of every failing row in one message, naming each row and field", () => {
    const err = failure(
      `${SPACED}\nQ1'25,Committed,A,B,C,L2,1,1,10,yes\nQ1'25,Funded,A,B,C,L2,1,1,10,yes\nQ9'25,Committed,A,B,C,L2,1,1,10,yes\nQ1'25,Committed,A,B,C,L2,-1,1,10,yes\n` +
        `Q1'25,Funded,,B,C,L4,x,1,1.234,yes\n`,
    );
    const rows = [
      "Line 3 (stage): Stage must be one of Pipeline, Best Case, Committed, Contracted, Deployed",
      expect.stringMatching(/^Line 4 \(deployment_quarter\): Deployment quarter must be one of/),
      "Line 5 (number_of_chargers): Number of chargers must be a whole number of 0 or more",
      "Line 6: Required fields missing: client",
      "Line 6 (stage): Stage must be one of Pipeline, Best Case, Committed, Contracted, Deployed",
      expect.stringMatching(/^Line 6 \(type\): /),
      expect.stringMatching(/^Line 6 \(number_of_chargers\): /),
      "Line 6 (project_cost): Project cost can have at most 2 decimal places",
    ];
    expect(err.extra.fieldErrors?.rows).toEqual(rows);
    expect(err.message.split("; ")).toEqual(rows);
    expect(err.message).not.toMatch(/address|purpose|number_of_spaces/);
  });

  it(`lists at most ${MAX_LISTED_PROBLEMS} problems and says how many more there are`, () => {
    const bad = Array.from({ length: 60 }, (_, i) => `Q1'25,Funded,A${i},B,C,L2,1,1,10,yes`).join("\n");
    const err = failure(`${SPACED}\n${bad}\n`);
    const rows = err.extra.fieldErrors?.rows as string[];
    expect(rows).toHaveLength(MAX_LISTED_PROBLEMS + 1);
    expect(rows[MAX_LISTED_PROBLEMS - 1]).toMatch(/^Line 51 \(stage\)/);
    expect(rows[MAX_LISTED_PROBLEMS]).toBe("and 10 more problems");
    expect(err.message).toMatch(/^Line 2 \(stage\): .*; and 10 more problems$/);
  });

  it("names the line of the file, not the data row's number: the header is line 1, blank lines and line breaks inside quotes count", () => {
    const good = "Q1'25,Committed,A,B,C,L2,1,1,10,yes";
    // The third data row is on line 4.
    expect(failure(`${SPACED}\n${good}\n${good}\nQ1'25,Funded,A,B,C,L2,1,1,10,yes\n`).message).toMatch(/^Line 4 \(stage\)/);
    // A blank line and a line of commas before it, Windows line ends, and an address over two lines.
    const text = `${SPACED}\r\n\r\n${good}\r\n,,,\r\nQ1'25,Committed,A,"1 Main St\r\nSpringfield",C,L2,1,1,10,yes\r\nQ1'25,Funded,A,B,C,L2,1,1,10,yes\r\n`;
    expect(failure(text).message).toBe("Line 7 (stage): Stage must be one of Pipeline, Best Case, Committed, Contracted, Deployed");
    // A shape problem after a blank line names its line too.
    expect(failure(`${SPACED}\n\n${good}\nQ1'25,Committed,A,1 Main St, Springfield,C,L2,1,1,10,yes\n`).message).toMatch(/^Line 4: more values than columns/);
  });

  it("refuses a row with more values than columns (an unquoted comma)", () => {
    expect(failure(`${SPACED}\nQ1'25,Committed,A,1 Main St, Springfield,C,L2,1,1,10,yes\n`).message).toMatch(/^Line 2: more values than columns/);
  });

  it("refuses a file with a header and no rows", () => {
    expect(failure(`${SPACED}\n\n`).message).toBe("The CSV file contains no projects");
  });

  it("accepts thousands separators in counts and skips blank lines", () => {
    const projects = parseProjectsCsv(`${SPACED}\n\nQ1'25,Committed,A,B,C,L2,"1,200",3,10,\n\n`);
    expect(projects).toHaveLength(1);
    expect(projects[0].numberOfChargers).toBe(1200);
  });
});

describe("export format", () => {
  const row = {
    deploymentQuarter: "Q3'25",
    stage: "Best Case" as const,
    client: "=HYPERLINK(\"x\")",
    address: "12 High St, Springfield",
    purpose: "+1 workplace",
    type: "L2" as const,
    numberOfChargers: 2,
    numberOfSpaces: 4,
    projectCost: "1500.00",
    itcTaxCredit: false,
  };

  it("writes the import's spaced headers, ITC as Yes/No, and guards formula cells", () => {
    const csv = formatProjectsCsv([row, { ...row, client: "Plain", purpose: "@home", itcTaxCredit: true }]);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(EXPORTED);
    expect(lines[1]).toBe(`Q3'25,Best Case,"'=HYPERLINK(""x"")","12 High St, Springfield","'+1 workplace",L2,2,4,1500.00,No,,,,,,`);
    expect(lines[2]).toBe(`Q3'25,Best Case,Plain,"12 High St, Springfield","'@home",L2,2,4,1500.00,Yes,,,,,,`);
  });

  it("writes the §30C inputs (Yes/No, empty when not recorded) and the estimate, and reads the inputs back", () => {
    const itc = { placedInServiceDate: "2025-05-01", censusTract: "06037206031", tractEligible: true, tractEligibilitySource: "DOE 30C locator", prevailingWageMet: false };
    const csv = formatProjectsCsv([{ ...row, ...itc, itcEstimate: { credit: "90.00" } }]);
    expect(csv.split("\r\n")[1]).toMatch(/,No,2025-05-01,06037206031,Yes,DOE 30C locator,No,90\.00$/);
    const [back] = parseProjectsCsv(csv);
    expect(back).toMatchObject(itc);
  });

  it("refuses a census tract that is not 11 digits and a yes/no column with other words, naming the field", () => {
    expect(failure(`${SPACED},Census Tract\nQ1'25,Committed,A,B,C,L2,1,1,10,yes,1234\n`).message).toBe("Line 2 (census_tract): Census tract must be an 11-digit GEOID");
    expect(failure(`${SPACED},PWA Met\nQ1'25,Committed,A,B,C,L2,1,1,10,yes,maybe\n`).message).toBe("Line 2 (pwa_met): Prevailing wage and apprenticeship must be yes, no or not recorded");
  });

  it("round-trips through the import exactly, guard included", () => {
    const rows = [row, { ...row, client: "'=already quoted", purpose: "-minus", itcTaxCredit: true }, { ...row, client: "O'Brien" }];
    const back = parseProjectsCsv(formatProjectsCsv(rows));
    expect(back.map((p) => [p.client, p.purpose, p.address, p.itcTaxCredit, p.projectCost])).toEqual(
      rows.map((r) => [r.client, r.purpose, r.address, r.itcTaxCredit, r.projectCost]),
    );
  });
});
