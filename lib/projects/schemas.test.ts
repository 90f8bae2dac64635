import { offeredQuarters } from "@/lib/projects/quarters";
import { createProjectSchema, createTaskSchema, moneySchema, projectListQuerySchema, updateProjectSchema } from "@/lib/projects/schemas";

const valid = { deploymentQuarter: "Q1'25", stage: "Best Case", client: "Acme", address: "1 Main St", purpose: "Fleet", type: "L2" };

function firstError(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? null : r.error!.issues[0].message;
}

describe("project schema", () => {
  it("takes the rolling quarters, Q1'24 to the end of next year (the spec's list ended at Q4'25)", () => {
    const thisYear = new Date().getUTCFullYear() % 100;
    expect(firstError(createProjectSchema, { ...valid, deploymentQuarter: `Q4'${thisYear + 1}` })).toBeNull();
    expect(firstError(createProjectSchema, { ...valid, deploymentQuarter: `Q1'${thisYear + 2}` })).toMatch(/^Deployment quarter must be one of Q1'24, Q2'24, /);
    expect(firstError(createProjectSchema, { ...valid, deploymentQuarter: "Q1'23" })).toMatch(new RegExp(`, Q4'${thisYear + 1}$`));
    expect(firstError(createProjectSchema, { ...valid, deploymentQuarter: "" })).toBe("Deployment quarter is required");
    expect(projectListQuerySchema.parse({ quarter: "Q2'26" }).quarter).toBe("Q2'26");
  });

  it("fills the spec's defaults", () => {
    expect(createProjectSchema.parse(valid)).toEqual({
      ...valid,
      numberOfChargers: 0,
      numberOfSpaces: 0,
      projectCost: "0",
      itcTaxCredit: false,
      sharedWithInvestors: false,
    });
  });

  it.each([
    [{ client: "   " }, "Client is required"],
    [{ client: undefined }, "Client is required"],
    [{ client: "x".repeat(201) }, "Client must be at most 200 characters"],
    [{ address: "x".repeat(501) }, "Address must be at most 500 characters"],
    [{ deploymentQuarter: "Q1'23" }, `Deployment quarter must be one of ${offeredQuarters().join(", ")}`],
    [{ deploymentQuarter: undefined }, "Deployment quarter is required"],
    [{ stage: "BestCase" }, "Stage must be one of Pipeline, Best Case, Committed, Contracted, Deployed"],
    [{ type: "L1" }, "Type must be one of L2, L3"],
    [{ numberOfChargers: 1.5 }, "Number of chargers must be a whole number of 0 or more"],
    [{ numberOfChargers: -1 }, "Number of chargers must be a whole number of 0 or more"],
    [{ numberOfSpaces: "abc" }, "Number of spaces must be a whole number of 0 or more"],
    [{ numberOfSpaces: 1_000_001 }, "Number of spaces must be at most 1,000,000"],
    [{ projectCost: "-1" }, "Project cost must be 0 or more"],
    [{ projectCost: -0.5 }, "Project cost must be 0 or more"],
    [{ projectCost: "1.005" }, "Project cost can have at most 2 decimal places"],
    [{ projectCost: "10000000000" }, "Project cost must be less than 10,000,000,000"],
    [{ projectCost: "12abc" }, "Project cost must be a number"],
    [{ projectCost: "" }, "Project cost is required"],
    [{ projectCost: true }, "Project cost must be a number"],
    [{ itcTaxCredit: "yes" }, "ITC tax credit must be true or false"],
  ])("refuses %j: %s", (change, message) => {
    expect(firstError(createProjectSchema, { ...valid, ...change })).toBe(message);
  });

  it.each([
    [0, "0"],
    ["0", "0"],
    [1234.5, "1234.5"],
    ["1234.50", "1234.50"],
    ["0001.20", "1.20"],
    [".5", "0.5"],
    ["9999999999.99", "9999999999.99"],
  ])("keeps cost %j as the exact string %j", (input, output) => {
    expect(moneySchema.parse(input)).toBe(output);
  });

  it("accepts whole-number strings for counts", () => {
    expect(createProjectSchema.parse({ ...valid, numberOfChargers: "12", numberOfSpaces: " 1000000 " })).toMatchObject({ numberOfChargers: 12, numberOfSpaces: 1_000_000 });
  });

  it("lets an edit change any subset of fields, with the same rules", () => {
    expect(updateProjectSchema.parse({ engineeringNotes: "wiring done" })).toEqual({ engineeringNotes: "wiring done" });
    expect(firstError(updateProjectSchema, { projectCost: "1.999" })).toBe("Project cost can have at most 2 decimal places");
  });
});

describe("list query schema", () => {
  it("defaults to every row, ascending, page 1", () => {
    expect(projectListQuerySchema.parse({})).toEqual({ order: "asc", page: 1 });
  });

  it("treats empty and 'all' filters as no filter", () => {
    expect(projectListQuerySchema.parse({ stage: "all", quarter: "", type: "All", search: "" })).toEqual({ order: "asc", page: 1 });
  });

  it.each([
    [{ stage: "Funded" }, "Stage must be one of Pipeline, Best Case, Committed, Contracted, Deployed"],
    [{ sort: "address" }, "Sort must be one of quarter, stage, client, type, chargers, spaces, cost, itc"],
    [{ order: "up" }, "Order must be asc or desc"],
    [{ page: "0" }, "Page must be at least 1"],
    [{ pageSize: "5000" }, "Page size must be at most 1000"],
    [{ pageSize: "ten" }, "Page size must be a whole number"],
  ])("refuses %j", (query, message) => {
    expect(firstError(projectListQuerySchema, query)).toBe(message);
  });
});

describe("task schema", () => {
  it("trims the title, defaults priority to medium and accepts a date or ISO timestamp", () => {
    expect(createTaskSchema.parse({ title: "  Permit  ", dueDate: "2025-06-30T00:00:00.000Z", assignedTo: "" })).toEqual({
      title: "Permit",
      priority: "medium",
      dueDate: "2025-06-30",
    });
  });

  it.each([
    [{ title: "   " }, "Title is required"],
    [{}, "Title is required"],
    [{ title: "x", priority: "critical" }, "Priority must be low, medium, high or urgent"],
    [{ title: "x", dueDate: "2025-02-30" }, "Due date must be a date (yyyy-MM-dd)"],
    [{ title: "x", dueDate: "2025-13-45" }, "Due date must be a date (yyyy-MM-dd)"],
    [{ title: "x", dueDate: "next week" }, "Due date must be a date (yyyy-MM-dd)"],
    [{ title: "x", dueDate: "2025-01-01T00:00:00+99:99" }, "Due date must be a date (yyyy-MM-dd)"],
    [{ title: "x", dueDate: "2025-01-01T25:00:00Z" }, "Due date must be a date (yyyy-MM-dd)"],
    [{ title: "x", dueDate: "2025-01-01T10:00" }, "Due date must be a date (yyyy-MM-dd)"],
    [{ title: "x", dueDate: "2025-01-01T10:00:00+02:00 " }, "Due date must be a date (yyyy-MM-dd)"],
  ])("refuses %j", (body, message) => {
    expect(firstError(createTaskSchema, body)).toBe(message);
  });
});
