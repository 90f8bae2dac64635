import { POST as importCsv } from "@/app/api/projects/import/route";
import { GET as exportCsv } from "@/app/api/projects/export/route";
import { GET as list } from "@/app/api/projects/route";
import { getDb } from "@/lib/db";
import { formatProjectsCsv } from "@/lib/projects/csv";
import { exportProjectsCsv } from "@/lib/projects/export";
import { listProjects } from "@/lib/projects/queries";
import { projectListQuerySchema, type Stage } from "@/lib/projects/schemas";
import { makeProject } from "@/test/factories/projects";
import { call } from "@/test/http";
import { createCast } from "@/test/factories/users";

type Cast = Awaited<ReturnType<typeof createCast>>;
let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});
beforeEach(async () => {
  const db = await getDb();
  await db.project.deleteMany();
  await db.auditLog.deleteMany();
});

const SPACED = "Deployment Q,Stage,Client,Address,Purpose,Type,# of Chargers,# of Spaces,Project Cost,ITC Tax Credit";
const SNAKE = "deployment_quarter,stage,client,address,purpose,type,number_of_chargers,number_of_spaces,project_cost,itc_tax_credit";
const row = (i: number) => `Q2'25,Committed,Client ${i},"${i} Main St, Springfield",Depot,L3,${i % 7},${i % 11},"$${i},000.50",${i % 2 ? "yes" : "no"}`;

function upload(text: string, name = "projects.csv", type = "text/csv", headers: Record<string, string> = {}, who: keyof Cast = "employee") {
  const form = new FormData();
  form.set("csvFile", new File([text], name, { type }));
  return call(importCsv, { method: "POST", rawBody: form, cookie: cast[who].cookie, headers });
}

async function counts() {
  const db = await getDb();
  return { projects: await db.project.count(), audits: await db.auditLog.count() };
}

describe("POST /api/projects/import", () => {
  it("imports every row with spaced headers and audits each one", async () => {
    const res = await upload(`${SPACED}\n${row(1)}\n${row(2)}\n${row(3)}\n`);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ imported: 3 });
    const db = await getDb();
    const first = await db.project.findFirstOrThrow({ where: { client: "Client 1" } });
    expect(first).toMatchObject({ address: "1 Main St, Springfield", stage: "Committed", type: "L3", numberOfChargers: 1, numberOfSpaces: 1, itcTaxCredit: true, sharedWithInvestors: false });
    expect(first.projectCost.toString()).toBe("1000.5");
    const audits = await db.auditLog.findMany({ where: { entityType: "project", action: "create" } });
    expect(audits).toHaveLength(3);
    expect(audits.map((a) => a.event)).toEqual(["project.imported", "project.imported", "project.imported"]);
    expect(audits.map((a) => a.userId)).toEqual([cast.employee.id, cast.employee.id, cast.employee.id]);
    expect(audits.find((a) => a.entityId === first.id)?.newValues).toMatchObject({ client: "Client 1", projectCost: "1000.50", itcTaxCredit: true });
  });

  it("imports snake-case headers, a .csv file of any declared type, and text/csv of any name", async () => {
    const res = await upload(`${SNAKE}\n${row(4)}\n`, "export.CSV", "application/vnd.ms-excel");
    expect(res.body).toEqual({ imported: 1 });
    expect((await upload(`${SNAKE}\n${row(5)}\n`, "data", "text/csv")).body).toEqual({ imported: 1 });
    // An Excel workbook declares the same type Windows gives .csv files; only the name tells them apart.
    expect((await upload(`${SNAKE}\n${row(6)}\n`, "book.xls", "application/vnd.ms-excel")).status).toBe(415);
  });

  it("imports across batches in one go", async () => {
    const lines = Array.from({ length: 2503 }, (_, i) => row(i + 1));
    const res = await upload(`${SPACED}\n${lines.join("\n")}\n`);
    expect(res.body).toEqual({ imported: 2503 });
    expect(await counts()).toEqual({ projects: 2503, audits: 2503 });
  });

  it("keeps the file's order under newest first, after projects created earlier and before later ones", async () => {
    await makeProject({ client: "Older", createdAt: new Date(Date.now() - 60_000) });
    const lines = Array.from({ length: 40 }, (_, i) => row(i + 1));
    expect((await upload(`${SPACED}\n${lines.join("\n")}\n`)).status).toBe(201);
    await makeProject({ client: "Newer", createdAt: new Date(Date.now() + 60_000) });
    const res = await call(list, { cookie: cast.employee.cookie, url: "/api/projects" });
    expect(res.body.map((p: { client: string }) => p.client)).toEqual(["Newer", ...lines.map((_, i) => `Client ${i + 1}`), "Older"]);
    const page = await call(list, { cookie: cast.employee.cookie, url: "/api/projects?page=2&pageSize=10" });
    expect(page.body.map((p: { client: string }) => p.client)).toEqual(Array.from({ length: 10 }, (_, i) => `Client ${i + 10}`));
  });

  it("imports nothing when the last of many rows is bad, naming the row and the field", async () => {
    const lines = Array.from({ length: 1500 }, (_, i) => row(i + 1));
    const res = await upload(`${SPACED}\n${lines.join("\n")}\nQ2'25,Committed,Bad,Addr,Depot,L3,1,1,12.345,yes\n`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Line 1502 (project_cost): Project cost can have at most 2 decimal places");
    expect(await counts()).toEqual({ projects: 0, audits: 0 });
  });

  it("names exactly the missing columns, and exactly the empty cells of a row", async () => {
    const columns = await upload("Client,Address\nA,B\n");
    expect(columns.status).toBe(400);
    expect(columns.body.error).toBe("Required fields missing: deployment_quarter, stage, purpose, type, number_of_chargers, number_of_spaces, project_cost");
    const values = await upload(`${SPACED}\n${row(1)}\nQ2'25,,X,Y,Z,L2,1,1,5,\n`);
    expect(values.status).toBe(400);
    expect(values.body.error).toBe("Line 3: Required fields missing: stage");
    expect(await counts()).toEqual({ projects: 0, audits: 0 });
  });

  it("reports every invalid field of the failing rows in one message", async () => {
    const res = await upload(`${SPACED}\n${row(1)}\nQ2'25,Funded,X,Y,Z,L2,-1,1,5,\n${row(3)}\nQ2'25,Committed,,Y,Z,L2,1,1,5.555,\n`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      "Line 3 (stage): Stage must be one of Pipeline, Best Case, Committed, Contracted, Deployed; " +
        "Line 3 (number_of_chargers): Number of chargers must be a whole number of 0 or more; " +
        "Line 5: Required fields missing: client; Line 5 (project_cost): Project cost can have at most 2 decimal places",
    );
    expect(res.body.fieldErrors.rows).toHaveLength(4);
    expect(await counts()).toEqual({ projects: 0, audits: 0 });
  });

  it("refuses a file that is not a CSV with 415", async () => {
    const res = await upload(`${SPACED}\n${row(1)}\n`, "projects.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.status).toBe(415);
    expect(res.body.error).toBe("Please select a CSV file");
  });

  it("refuses a request without a file with 400", async () => {
    const form = new FormData();
    form.set("other", "x");
    const res = await call(importCsv, { method: "POST", rawBody: form, cookie: cast.employee.cookie });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Please select a CSV file");
  });

  it("refuses files over 10MB with 413, by declared length and by real size", async () => {
    const declared = await upload(`${SPACED}\n${row(1)}\n`, "p.csv", "text/csv", { "content-length": String(11 * 1024 * 1024) });
    expect(declared.status).toBe(413);
    expect(declared.body.error).toBe("File size must be less than 10MB");
    const big = `${SPACED}\n${row(1)}\n`.padEnd(10 * 1024 * 1024 + 1, " ");
    const real = await upload(big);
    expect(real.status).toBe(413);
    expect(real.body.error).toBe("File size must be less than 10MB");
    expect(await counts()).toEqual({ projects: 0, audits: 0 });
  });

  it("is employee work", async () => {
    expect((await upload(`${SPACED}\n${row(1)}\n`, "p.csv", "text/csv", {}, "external")).status).toBe(403);
    expect(await counts()).toEqual({ projects: 0, audits: 0 });
  });
});

describe("GET /api/projects/export", () => {
  it("downloads exactly the filtered, sorted list in the import's format", async () => {
    await makeProject({ client: "bravo", address: "B St", stage: "Committed", type: "L3", projectCost: "2000.00", itcTaxCredit: true });
    await makeProject({ client: "Alpha", address: "A St", stage: "Committed", type: "L3", projectCost: "1000.10" });
    await makeProject({ client: "Charlie", stage: "Pipeline", type: "L3" });
    await makeProject({ client: "Delta", stage: "Committed", type: "L2" });
    const res = await call(exportCsv, { cookie: cast.employee.cookie, url: "/api/projects/export?stage=Committed&type=L3&sort=client&order=desc&page=2&pageSize=1" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="projects-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text.split("\r\n");
    expect(lines[0]).toBe(`${SPACED},Placed In Service,Census Tract,Tract Eligible,Eligibility Source,PWA Met,ITC Estimate`);
    // Every matching row, whatever page the table was on; no §30C inputs recorded, so the estimate is 0.00.
    expect(lines.slice(1)).toEqual(["Q2'25,Committed,bravo,B St,Workplace charging,L3,0,0,2000.00,Yes,,,,,,0.00", "Q2'25,Committed,Alpha,A St,Workplace charging,L3,0,0,1000.10,No,,,,,,0.00"]);
  });

  it("gives an investor only the shared rows", async () => {
    await makeProject({ client: "Shared one", sharedWithInvestors: true });
    await makeProject({ client: "Internal only", sharedWithInvestors: false });
    const res = await call(exportCsv, { cookie: cast.external.cookie, url: "/api/projects/export" });
    expect(res.status).toBe(200);
    expect(res.text).toContain("Shared one");
    expect(res.text).not.toContain("Internal only");
  });

  it("re-imports to the same projects (formula guard included)", async () => {
    await makeProject({ client: "=SUM(A1:A2)", purpose: "@risk", address: '12 "Old" Rd, Unit 4', projectCost: "9999999999.99", stage: "Best Case", deploymentQuarter: "Q4'24", itcTaxCredit: true, numberOfChargers: 4, numberOfSpaces: 9 });
    await makeProject({ client: "Plain Co", projectCost: "0.00", stage: "Deployed", type: "L3" });
    const fields = (rows: Record<string, unknown>[]) =>
      rows
        .map(({ deploymentQuarter, stage, client, address, purpose, type, numberOfChargers, numberOfSpaces, projectCost, itcTaxCredit }) => ({ deploymentQuarter, stage, client, address, purpose, type, numberOfChargers, numberOfSpaces, projectCost, itcTaxCredit }))
        .sort((a, b) => String(a.client).localeCompare(String(b.client)));
    const before = fields((await call(list, { cookie: cast.employee.cookie, url: "/api/projects" })).body);
    const exported = await call(exportCsv, { cookie: cast.employee.cookie, url: "/api/projects/export" });
    expect(exported.text).toContain(`"'=SUM(A1:A2)"`);

    const db = await getDb();
    await db.project.deleteMany();
    const res = await upload(exported.text, "projects-export.csv");
    expect(res.body).toEqual({ imported: 2 });
    const after = fields((await call(list, { cookie: cast.employee.cookie, url: "/api/projects" })).body);
    expect(after).toEqual(before);
  });

  describe("streamed in keyset batches", () => {
    const CLIENTS = ["Acme, Inc.", 'Bee "Quoted" Co', "=HYPERLINK(1)", "plain", " spaced ", "Acme, Inc."];
    const STAGES: Stage[] = ["Committed", "Committed", "Pipeline"];
    const text = (body: ReadableStream<Uint8Array>) => new Response(body).text();
    const viewer = (who: "employee" | "external") => ({ id: cast[who].id, role: cast[who].role });

    // 30 rows, four at a time sharing a creation time (ties the keyset breaks by seq), repeated clients
    // (ties of the sort key), every cell the CSV must quote or guard; half shared, one unshared owned by Ivan.
    beforeEach(async () => {
      const base = Date.parse("2026-03-01T00:00:00Z");
      for (let i = 0; i < 30; i++) {
        await makeProject({
          client: `${CLIENTS[i % CLIENTS.length]}${i % 4 ? "" : ` ${i}`}`,
          address: i % 7 ? `${i} Main St` : `${i} Main St\nUnit ${i}`,
          purpose: i % 5 ? "Depot" : "@fleet",
          stage: STAGES[i % STAGES.length],
          type: i % 2 ? "L2" : "L3",
          numberOfChargers: i % 6,
          projectCost: `${(i * 1234) % 9000}.${i % 10}0`,
          itcTaxCredit: i % 3 === 0,
          sharedWithInvestors: i % 2 === 0,
          ownedBy: i === 5 ? cast.external.id : undefined,
          createdAt: new Date(base + Math.floor(i / 4) * 1000),
        });
      }
    });

    const queries = [{}, { stage: "Committed", sort: "client", order: "desc" }, { search: "main", sort: "cost" }, { type: "L3", sort: "itc", order: "desc" }];

    it.each(queries)("is byte for byte the whole file formatted at once, for employee and investor: %o", async (raw) => {
      const query = projectListQuerySchema.parse(raw);
      for (const who of ["employee", "external"] as const) {
        const { rows } = await listProjects(viewer(who), { ...query, pageSize: undefined });
        expect(rows.length).toBeGreaterThan(8); // several batches of 4
        const streamed = await text(exportProjectsCsv(viewer(who), query, { batch: 4 }).body);
        expect(streamed).toBe(formatProjectsCsv(rows));
      }
    });

    it("gives an investor only the rows they can see: the shared ones and the one they own", async () => {
      const query = projectListQuerySchema.parse({ stage: "Committed", sort: "client", order: "desc" });
      const lines = (await text(exportProjectsCsv(viewer("external"), query, { batch: 4 }).body)).split("\r\n");
      const db = await getDb();
      const visible = await db.project.count({ where: { stage: "Committed", OR: [{ sharedWithInvestors: true }, { ownedBy: cast.external.id }] } });
      expect(visible).toBeLessThan(await db.project.count({ where: { stage: "Committed" } }));
      // A row whose address holds a line break spans two lines of the file: count records, not lines.
      expect(lines.length - 1 - lines.filter((l) => /^Unit \d+"/.test(l)).length).toBe(visible);
    });

    it("writes the header alone when nothing matches, as the whole-file format does", async () => {
      const body = exportProjectsCsv(viewer("employee"), projectListQuerySchema.parse({ search: "no such project" }), { batch: 4 }).body;
      expect(await text(body)).toBe(formatProjectsCsv([]));
      expect(formatProjectsCsv([])).toBe(`${SPACED},Placed In Service,Census Tract,Tract Eligible,Eligibility Source,PWA Met,ITC Estimate\r\n`);
    });

    it("errors the stream, logged, when a batch fails part-way (no truncated file that looks complete)", async () => {
      const db = await getDb();
      const real = db.$queryRaw.bind(db);
      const failing = jest.spyOn(db, "$queryRaw").mockImplementationOnce(real).mockRejectedValueOnce(new Error("connection lost"));
      const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
      try {
        const reader = exportProjectsCsv(viewer("employee"), projectListQuerySchema.parse({}), { batch: 4 }).body.getReader();
        const received: string[] = [];
        const decoder = new TextDecoder();
        await expect(
          (async () => {
            for (let r = await reader.read(); !r.done; r = await reader.read()) received.push(decoder.decode(r.value));
          })(),
        ).rejects.toThrow("connection lost");
        const { rows } = await listProjects(viewer("employee"), { ...projectListQuerySchema.parse({}), pageSize: undefined });
        expect(received.join("")).toBe(formatProjectsCsv(rows.slice(0, 4))); // the header and the first batch only
        expect(logged).toHaveBeenCalledWith("exporting the project list failed:", expect.objectContaining({ message: "connection lost" }));
      } finally {
        failing.mockRestore();
        logged.mockRestore();
      }
    });
  });
});
