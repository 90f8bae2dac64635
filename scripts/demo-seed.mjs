// Demo data for `npm run demo`: a few accounts with generated passwords (kept in DATA_DIR/demo-logins.json,
// mode 0600, and printed at every demo start) and a pipeline of projects to look around in.
// Idempotent: a database that already has the demo employee is left as it is.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { hash } from "@node-rs/argon2";
import { openPglite } from "./pglite.mjs";

const ACCOUNTS = [
  { username: "demo.employee", role: "employee", status: "approved" },
  { username: "demo.investor", role: "external", status: "approved" },
  { username: "demo.investor2", role: "external", status: "approved" },
  { username: "new.investor", role: "external", status: "pending" },
];

const CLIENTS = ["Harbor Point Mall", "Cedar Ridge Apartments", "Metro Transit Depot", "Sunset Plaza", "Lakeside Medical Center", "Oakwood Office Park", "Riverfront Hotel", "Pinecrest University", "Northgate Logistics", "Bayview Marina", "Summit Fitness Club", "Greenway Grocers", "Canyon Creek Resort", "Westfield Library", "Eastside Stadium"];
const CITIES = ["Austin, TX", "Denver, CO", "Phoenix, AZ", "Portland, OR", "Raleigh, NC", "San Diego, CA", "Tampa, FL", "Columbus, OH"];
const PURPOSES = ["Public charging", "Fleet charging", "Tenant amenity", "Workplace charging", "Destination charging"];
const STAGES = ["Pipeline", "Best Case", "Committed", "Contracted", "Deployed"];
// Last year's quarters to next year's, as the form offers them (lib/projects/quarters.ts): a demo started
// in any year shows deals around today.
const THIS_YEAR = new Date().getUTCFullYear();
const QUARTERS = [THIS_YEAR - 1, THIS_YEAR, THIS_YEAR + 1].flatMap((y) => [1, 2, 3, 4].map((q) => `Q${q}'${String(y % 100).padStart(2, "0")}`));

async function open({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { query: (s, p) => client.query(s, p), close: () => client.end() };
  }
  const db = await openPglite(path.join(dataDir, "pglite"));
  return { query: (s, p) => db.query(s, p), close: () => db.close() };
}

function loginsFile(dataDir) {
  return path.join(dataDir, "demo-logins.json");
}

export async function seedDemo({ dataDir, databaseUrl }) {
  const db = await open({ dataDir, databaseUrl });
  try {
    const existing = await db.query(`SELECT id FROM users WHERE username = 'demo.employee'`);
    if (existing.rows.length === 0) await insertDemo(db, dataDir);
  } finally {
    await db.close();
  }
  const logins = fs.existsSync(loginsFile(dataDir)) ? JSON.parse(fs.readFileSync(loginsFile(dataDir), "utf8")) : [];
  console.log("\nDemo logins:");
  for (const l of logins) console.log(`  ${l.role.padEnd(8)} ${l.status.padEnd(8)} ${l.username.padEnd(16)} ${l.password}`);
  console.log("");
}

async function insertDemo(db, dataDir) {
  const ids = {};
  const logins = [];
  for (const a of ACCOUNTS) {
    const password = crypto.randomBytes(9).toString("base64url");
    const { rows } = await db.query(
      `INSERT INTO users (username, "usernameKey", "passwordHash", role, status) VALUES ($1::text, lower($1::text), $2, $3::"Role", $4::"UserStatus") RETURNING id`,
      [a.username, await hash(password), a.role, a.status],
    );
    ids[a.username] = rows[0].id;
    logins.push({ ...a, password });
  }
  fs.writeFileSync(loginsFile(dataDir), JSON.stringify(logins, null, 2), { mode: 0o600 });

  let seed = 42;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  for (let i = 0; i < 48; i++) {
    const stage = STAGES[i % STAGES.length];
    const type = rand() < 0.4 ? "L3" : "L2";
    const chargers = type === "L3" ? 2 + Math.floor(rand() * 8) : 4 + Math.floor(rand() * 20);
    const cost = (chargers * (type === "L3" ? 95000 : 9000) * (0.8 + rand() * 0.4)).toFixed(2);
    const shared = stage === "Committed" || stage === "Deployed" ? rand() < 0.8 : rand() < 0.3;
    let reservedBy = null, status = null, ownedBy = null, approvedBy = null;
    if (shared && stage === "Committed" && i % 3 === 0) {
      reservedBy = ids["demo.investor2"];
      status = "pending";
    }
    if (shared && stage === "Deployed" && i % 2 === 0) {
      reservedBy = ownedBy = ids["demo.investor"];
      status = "approved";
      approvedBy = ids["demo.employee"];
    }
    const { rows } = await db.query(
      `INSERT INTO projects ("deploymentQuarter", stage, client, address, purpose, type, "numberOfChargers", "numberOfSpaces",
        "projectCost", "itcTaxCredit", "sharedWithInvestors", "investorSummary", "engineeringNotes", "reservedBy", "reservedAt",
        "reservationStatus", "approvedBy", "approvedAt", "ownedBy")
       VALUES ($1, $2::"ProjectStage", $3, $4, $5, $6::"ProjectType", $7, $8, $9::numeric, $10, $11, $12, $13, $14,
        CASE WHEN $14::text IS NULL THEN NULL ELSE now() END, $15::"ReservationStatus", $16, CASE WHEN $16::text IS NULL THEN NULL ELSE now() END, $17)
       RETURNING id`,
      [
        pick(QUARTERS), stage, `${pick(CLIENTS)} ${i + 1}`, `${100 + i * 7} Main St, ${pick(CITIES)}`, pick(PURPOSES), type,
        chargers, chargers * 2, cost, rand() < 0.7, shared,
        shared ? `${chargers} ${type} chargers with a projected 8-year payback and ITC eligibility.` : null,
        stage === "Committed" ? "Utility service upgrade approved; trenching scheduled." : null,
        reservedBy, status, approvedBy, ownedBy,
      ],
    );
    if (stage === "Committed") {
      await db.query(`INSERT INTO project_comments ("projectId", "userId", content) VALUES ($1, $2, $3)`, [
        rows[0].id, ids["demo.employee"], "Site survey complete. Transformer capacity confirmed with the utility.",
      ]);
      await db.query(
        `INSERT INTO project_tasks ("projectId", title, description, priority, "assignedTo", "dueDate") VALUES ($1, $2, $3, 'high', $4, current_date + 14)`,
        [rows[0].id, "Order charger hardware", "Confirm lead times with the vendor.", ids["demo.employee"]],
      );
    }
  }
}
