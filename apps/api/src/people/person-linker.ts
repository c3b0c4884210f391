import { type Kysely, PostgresAdapter, sql, type Transaction } from "kysely";
import type { Database } from "../infrastructure/database/schema";
import {
  createPeriodicTask,
  type PeriodicTask,
  type RunLog,
} from "../infrastructure/periodic-task";
import { companyDisplayName, companyKey, emailKey, phoneKey } from "./matching";

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

// Leads linked per transaction: short enough that a save waiting for the SQLite write lock
// hardly notices, long enough that a backfill of many thousands takes seconds.
const BATCH_SIZE = 100;
// Any constant: the key of the PostgreSQL advisory lock that lets one linker run at a time.
const LINKER_LOCK = 280_028;
// Merges chain (a into b, later b into c); more hops than this is a loop that cannot happen.
const MAX_MERGE_HOPS = 20;

/** Where a merged person or company lives now: the record it was merged into, at the end of the chain. */
export async function followMerges(
  db: Db | Trx,
  table: "people" | "companies",
  id: number,
): Promise<number> {
  let current = id;
  for (let hop = 0; hop < MAX_MERGE_HOPS; hop++) {
    const row = await db
      .selectFrom(table)
      .select("merged_into_id")
      .where("id", "=", current)
      .executeTakeFirst();
    if (row?.merged_into_id == null) return current;
    current = row.merged_into_id;
  }
  return current;
}

async function findCompany(trx: Trx, name: string | null, now: string) {
  const key = companyKey(name);
  if (key === undefined || name === null) return null;
  await trx
    .insertInto("companies")
    .values({
      name: companyDisplayName(name),
      name_key: key,
      merged_into_id: null,
      created_at: now,
    })
    .onConflict((conflict) => conflict.column("name_key").doNothing())
    .execute();
  const row = await trx
    .selectFrom("companies")
    .select("id")
    .where("name_key", "=", key)
    .executeTakeFirstOrThrow();
  return followMerges(trx, "companies", row.id);
}

/** The person a lead belongs to: the first one with its e-mail key, else with its phone key. */
async function findPerson(trx: Trx, keys: { email?: string; phone?: string }) {
  for (const [column, key] of [
    ["email_key", keys.email],
    ["phone_key", keys.phone],
  ] as const) {
    if (key === undefined) continue;
    const row = await trx
      .selectFrom("people")
      .select("id")
      .where(column, "=", key)
      .orderBy("id")
      .executeTakeFirst();
    if (row !== undefined) return followMerges(trx, "people", row.id);
  }
  return undefined;
}

interface PendingLead {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  owner_id: number | null;
}

async function linkOne(trx: Trx, lead: PendingLead, now: string): Promise<boolean> {
  const email = emailKey(lead.email);
  const phone = phoneKey(lead.phone);
  const companyId = await findCompany(trx, lead.company, now);
  let personId = await findPerson(trx, { email, phone });
  if (personId === undefined) {
    const created = await trx
      .insertInto("people")
      .values({
        name: lead.name.trim().slice(0, 200),
        email_key: email ?? null,
        phone_key: phone ?? null,
        owner_id: lead.owner_id,
        company_id: companyId,
        merged_into_id: null,
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    personId = created.id;
  } else {
    // What the person record lacked, the new request may give.
    const id = personId;
    const fill = (column: "phone_key" | "email_key" | "owner_id" | "company_id", value: unknown) =>
      value == null
        ? Promise.resolve()
        : trx
            .updateTable("people")
            .set({ [column]: value })
            .where("id", "=", id)
            .where(column, "is", null)
            .execute();
    await fill("email_key", email);
    await fill("phone_key", phone);
    await fill("owner_id", lead.owner_id);
    await fill("company_id", companyId);
  }
  // Conditional: a lead another server linked meanwhile keeps what it was given.
  const updated = await trx
    .updateTable("leads")
    .set({ person_id: personId, company_id: companyId })
    .where("id", "=", lead.id)
    .where("person_id", "is", null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

async function linkBatch(db: Db, now: () => Date): Promise<{ seen: number; linked: number }> {
  return db.transaction().execute(async (trx) => {
    // One linker at a time across servers; on SQLite the transaction holds the write lock already.
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`select pg_advisory_xact_lock(${LINKER_LOCK})`.execute(trx);
    }
    const leads = await trx
      .selectFrom("leads")
      .select(["id", "name", "email", "phone", "company", "owner_id"])
      .where("person_id", "is", null)
      .orderBy("id")
      .limit(BATCH_SIZE)
      .execute();
    const at = now().toISOString();
    let linked = 0;
    for (const lead of leads) if (await linkOne(trx, lead, at)) linked++;
    return { seen: leads.length, linked };
  });
}

// One run at a time per database in this process; runs asked for meanwhile share the next one.
const runs = new WeakMap<Db, Promise<number>>();

/**
 * Gives every lead without a person its person and company, making them when none matches:
 * existing leads on the first run, new ones as they come. Idempotent and safe with several
 * servers. Answers how many leads it linked.
 */
export function linkPendingLeads(db: Db, now: () => Date = () => new Date()): Promise<number> {
  const previous = runs.get(db) ?? Promise.resolve(0);
  const run = previous
    .catch(() => 0)
    .then(async () => {
      let linked = 0;
      for (;;) {
        const batch = await linkBatch(db, now);
        linked += batch.linked;
        if (batch.seen < BATCH_SIZE) return linked;
      }
    });
  runs.set(db, run);
  return run;
}

/** Links new leads every few seconds, so pages that link before they render seldom wait. */
export function createPersonLinker(options: {
  db: Db;
  log: RunLog;
  intervalMs?: number;
}): PeriodicTask<number> {
  const { db, log } = options;
  return createPeriodicTask({
    work: () => linkPendingLeads(db),
    intervalMs: options.intervalMs ?? 3000,
    log,
    failure: "linking leads to people failed",
  });
}
