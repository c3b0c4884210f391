// How long the staff inbox takes to answer a search among 100,000 leads: the real server on a
// fresh SQLite file, then on a fresh PostgreSQL schema, each filled with generated leads written
// beside the server; the search index is built by the server itself (its first search indexes
// every lead not yet indexed, as after an upgrade), then each kind of search is timed.
//
//   node api/search-leads.mjs [--leads=100000] [--runs=50] [--sqlite-only | --postgres-only]
import { performance } from "node:perf_hooks";
import Database from "better-sqlite3";
import pg from "pg";
import { ensureApiBuild, serverScript } from "../lib/builds.mjs";
import { postgresLeadStore, sqliteLeadStore } from "../lib/lead-stores.mjs";
import { startNodeServer, stopServer } from "../lib/server-process.mjs";

const arg = (name, fallback) => {
  const found = process.argv.find((value) => value.startsWith(`--${name}=`));
  return found === undefined ? fallback : Number(found.split("=")[1]);
};
const LEADS = arg("leads", 100_000);
const RUNS = arg("runs", 50);
const SQLITE_ONLY = process.argv.includes("--sqlite-only");
const POSTGRES_ONLY = process.argv.includes("--postgres-only");
const STAFF_EMAIL = "bench.search@example.in";
const STAFF_PASSWORD = "search benchmark password 2026";

// Words the generated messages are made of; the searched ones are rare or common on purpose.
const TOWNS = ["Chennai", "Coimbatore", "Madurai", "Salem", "Erode", "Vellore", "Surat", "Pune"];
const NEEDS = ["payroll", "inventory", "billing", "attendance", "dealer app", "CRM", "HR portal"];
const FIRST = ["Asha", "Vikram", "Priya", "Rahul", "Meera", "Arjun", "Divya", "Karthik"];
const LAST = ["Rao", "Shah", "Nair", "Iyer", "Menon", "Patel", "Reddy", "Das"];

/** A well-mixed 32-bit number from a small one, so each field's pick is apart from the others. */
function mixed(value) {
  let x = Math.imul(value ^ (value >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * Lead `index`, as the save path stores it; one in 5,000 mentions Tiruppur, about one in four
 * needs payroll, about one in 17 is of a Shah and exports.
 */
function generatedLead(index) {
  const pick = (list, salt) => list[mixed(index * 16 + salt) % list.length];
  const name = `${pick(FIRST, 1)} ${pick(LAST, 3)} ${index}`;
  const town = index % 5000 === 17 ? "Tiruppur" : pick(TOWNS, 5);
  const estimate = index % 4 === 0;
  const phone = `+91 9${String(800_000_000 + index)
    .padStart(9, "0")
    .slice(0, 4)} ${String(index).padStart(5, "0")}`;
  const text = `We are a ${pick(NEEDS, 2)} team in ${town} looking for help with ${pick(NEEDS, 6)}.`;
  return {
    kind: estimate ? "estimate" : "contact",
    source_call: estimate ? "SaveEstimate" : "SaveFeedback",
    name,
    company: `${pick(LAST, 4)} ${pick(["Textiles", "Exports", "Motors", "Foods"], 7)} ${index % 997}`,
    email: `lead${index}@example${index % 50}.in`,
    phone,
    details: JSON.stringify(
      estimate
        ? { name, project: text, platform: "web", wauth: 2 }
        : { name, request: text, phone },
    ),
    estimate_cost: estimate ? 180_000 + (index % 40) * 1000 : null,
    client_ip: "203.0.113.7",
    status: ["new", "contacted", "qualified", "won", "lost"][index % 5],
    created_at: new Date(Date.parse("2026-01-01T00:00:00Z") + index * 60_000).toISOString(),
  };
}

const COLUMNS = Object.keys(generatedLead(0));

function fillSqlite(file) {
  const db = new Database(file);
  db.pragma("busy_timeout = 10000");
  const insert = db.prepare(
    `INSERT INTO leads (${COLUMNS.join(", ")}) VALUES (${COLUMNS.map(() => "?").join(", ")})`,
  );
  db.transaction(() => {
    for (let index = 0; index < LEADS; index++) insert.run(Object.values(generatedLead(index)));
  })();
  db.close();
}

async function fillPostgres(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let start = 0; start < LEADS; start += 1000) {
      const rows = [];
      for (let index = start; index < Math.min(LEADS, start + 1000); index++) {
        rows.push(generatedLead(index));
      }
      await client.query(
        `INSERT INTO leads (${COLUMNS.join(", ")})
         SELECT ${COLUMNS.join(", ")} FROM json_populate_recordset(null::leads, $1::json)`,
        [JSON.stringify(rows)],
      );
    }
  } finally {
    await client.end();
  }
}

async function signIn(origin) {
  const response = await fetch(`${origin}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams({ email: STAFF_EMAIL, password: STAFF_PASSWORD }),
  });
  const cookie = response.headers
    .getSetCookie()
    .find((entry) => entry.startsWith("staff_session="));
  if (response.status !== 303 || cookie === undefined) {
    throw new Error(`Sign-in answered ${response.status}`);
  }
  return cookie.split(";")[0];
}

// Each kind of search an inbox user makes; the digits are those of lead 12,345's phone.
const SEARCHES = [
  ["a rare word of the message", "q=tiruppur"],
  ["a common word, first page", "q=payroll"],
  ["a phone typed with spaces", `q=${encodeURIComponent(generatedLead(12_345).phone)}`],
  ["a phone, national digits", `q=${generatedLead(12_345).phone.replace(/\D/g, "").slice(2)}`],
  ["an e-mail address", `q=${encodeURIComponent("lead12345@example45.in")}`],
  ["a company with the status filter", "q=shah+exports&status=won"],
  // Nothing to list: a search that reads leads until its page is full reads them all.
  ["a word no lead holds", "q=kolkata"],
];

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

async function measure(origin, cookie, query) {
  const times = [];
  let listed = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const response = await fetch(`${origin}/admin/leads?${query}`, { headers: { cookie } });
    const body = await response.text();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${query} answered ${response.status}`);
    // The leads the page lists: a search that finds nothing is seen as such.
    listed = new Set(body.match(/href="\/admin\/leads\/\d+"/g)).size;
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95), listed };
}

async function benchStore(store, fill) {
  // The server migrates the fresh database and creates the staff user at its start.
  const server = await startNodeServer(serverScript, {
    DATABASE_URL: store.databaseUrl,
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: STAFF_EMAIL,
    ADMIN_PASSWORD: STAFF_PASSWORD,
  });
  try {
    let started = performance.now();
    await fill();
    console.log(
      `${store.label}: ${LEADS.toLocaleString("en")} leads written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const cookie = await signIn(server.origin);
    started = performance.now();
    await fetch(`${server.origin}/admin/leads?q=warmup`, { headers: { cookie } });
    console.log(
      `  first search, indexing every lead: ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    console.log("  | search | leads listed | median | p95 |");
    console.log("  | --- | --- | --- | --- |");
    for (const [label, query] of SEARCHES) {
      const { median, p95, listed } = await measure(server.origin, cookie, query);
      console.log(`  | ${label} | ${listed} | ${median.toFixed(1)} ms | ${p95.toFixed(1)} ms |`);
    }
  } finally {
    await stopServer(server);
    await store.remove();
  }
}

ensureApiBuild();
console.log(
  `Inbox search: ${RUNS} searches of each kind among ${LEADS.toLocaleString("en")} leads, over HTTP (page of 50, rendered).`,
);
if (!POSTGRES_ONLY) {
  const sqlite = sqliteLeadStore();
  await benchStore(sqlite, async () => fillSqlite(sqlite.file));
}
if (!SQLITE_ONLY) {
  const postgres = await postgresLeadStore();
  await benchStore(postgres, () => fillPostgres(postgres.databaseUrl));
}
