import { type Kysely, PostgresAdapter, sql, type Transaction } from "kysely";
import type { DialectName } from "../../infrastructure/database/database-url";
import type { Database } from "../../infrastructure/database/schema";
import {
  createPeriodicTask,
  type PeriodicTask,
  type RunLog,
} from "../../infrastructure/periodic-task";
import { type SearchableLead, searchDocument } from "./search-text";

type Db = Kysely<Database>;

// Leads indexed per statement; a run repeats until none is left.
const BATCH_SIZE = 500;
// On PostgreSQL an id is taken when a save's transaction inserts, and two save transactions may
// be in flight at once: a lower id can commit after a higher one was indexed. The indexer looks
// this far below the highest indexed id for leads still missing.
const POSTGRES_LOOK_BACK = 5000;

type PendingLead = SearchableLead & { id: number };

/** Leads not yet in the search index, oldest first. */
async function pendingLeads(db: Db, dialect: DialectName): Promise<PendingLead[]> {
  const columns = ["id", "name", "company", "email", "phone", "details"] as const;
  if (dialect === "sqlite") {
    // One writer at a time on SQLite: ids commit in order, so the highest indexed id is a
    // watermark. A deleted lead leaves the index with it (trigger), never above the mark.
    const { rows } = await sql<{
      id: number;
    }>`SELECT rowid AS id FROM lead_search ORDER BY rowid DESC LIMIT 1`.execute(db);
    return db
      .selectFrom("leads")
      .select(columns)
      .where("id", ">", rows[0]?.id ?? 0)
      .orderBy("id")
      .limit(BATCH_SIZE)
      .execute();
  }
  const { rows } = await sql<{
    id: number | null;
  }>`SELECT max(lead_id) AS id FROM lead_search`.execute(db);
  const from = Math.max(0, (rows[0]?.id ?? 0) - POSTGRES_LOOK_BACK);
  return db
    .selectFrom("leads")
    .select(columns)
    .where("id", ">", from)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          // Bounded like the leads side, so the planner reads the index's last entries in
          // order (a merge) instead of hashing the whole index.
          selectFrom(sql<{ lead_id: number }>`lead_search`.as("s"))
            .select(sql`1`.as("one"))
            .whereRef(sql.ref("s.lead_id"), "=", sql.ref("leads.id"))
            .where(sql.ref("s.lead_id"), ">", from),
        ),
      ),
    )
    .orderBy("id")
    .limit(BATCH_SIZE)
    .execute();
}

async function writeDocuments(db: Db, dialect: DialectName, leads: PendingLead[]) {
  const documents = leads.map((lead) => ({ id: lead.id, tokens: searchDocument(lead) }));
  if (dialect === "sqlite") {
    // The transaction's first statement writes, so it waits for the save thread's lock
    // (busy_timeout) instead of failing on a snapshot the save thread has moved past.
    await db.transaction().execute(async (trx) => {
      for (const { id, tokens } of documents) {
        await sql`INSERT INTO lead_search (rowid, document) VALUES (${id}, ${tokens.join(" ")})`.execute(
          trx,
        );
      }
    });
    return;
  }
  // The tokens go in as lexemes as they are: split and folded here, as the query is. A lead
  // erased meanwhile is skipped by the join; one indexed by another server instance, by the
  // conflict.
  await sql`
    INSERT INTO lead_search (lead_id, document)
    SELECT t.id, array_to_tsvector(t.tokens)
    FROM json_to_recordset(${JSON.stringify(documents)}::json) AS t(id integer, tokens text[])
    JOIN leads ON leads.id = t.id
    ON CONFLICT (lead_id) DO NOTHING
  `.execute(db);
}

// A run that indexes this many leads (an upgrade, an import) refreshes PostgreSQL's statistics at
// once, rather than when autovacuum comes round: the planner reads in them how many leads a word
// matches, and how many the status or owner filter keeps, to choose between reading the matches
// from the GIN index and walking the newest leads. Smaller runs are left to autovacuum.
const ANALYZE_AFTER = 5000;

/**
 * On PostgreSQL, moves what a run wrote from the GIN index's pending list into the index proper,
 * in one bulk pass: every search reads the whole pending list (up to 4 MB) otherwise.
 */
async function settleIndex(db: Db, dialect: DialectName, indexed: number) {
  if (dialect !== "postgres" || indexed === 0) return;
  try {
    await sql`SELECT gin_clean_pending_list('lead_search_document_idx'::regclass)`.execute(db);
    if (indexed >= ANALYZE_AFTER) await sql`ANALYZE leads, lead_search`.execute(db);
  } catch {
    // Only the tables' owner may clean the list (ANALYZE merely warns): a server signed in as
    // another role leaves both to autovacuum rather than fail the search that indexed.
  }
}

/** Indexes one batch of the leads not yet in the search index; answers how many it indexed. */
async function indexBatch(db: Db, dialect: DialectName): Promise<number> {
  const leads = await pendingLeads(db, dialect);
  if (leads.length > 0) await writeDocuments(db, dialect, leads);
  return leads.length;
}

/** Indexes every lead not yet in the search index; answers how many it indexed. */
async function indexAllPending(db: Db, dialect: DialectName): Promise<number> {
  let indexed = 0;
  for (;;) {
    const count = await indexBatch(db, dialect);
    indexed += count;
    if (count < BATCH_SIZE) break;
  }
  await settleIndex(db, dialect, indexed);
  return indexed;
}

// One run at a time per database: two at once on SQLite would insert the same rowid twice.
const runs = new WeakMap<Db, Promise<number>>();

function queued(db: Db, work: () => Promise<number>): Promise<number> {
  const previous = runs.get(db);
  const run = (previous ?? Promise.resolve(0)).catch(() => 0).then(work);
  runs.set(db, run);
  return run;
}

/**
 * Brings the search index up to date with every lead committed before the call; a search calls
 * it first, so it finds a lead saved a moment ago. Runs queue behind each other.
 */
export function indexNewLeads(db: Db, dialect: DialectName): Promise<number> {
  return queued(db, () => indexAllPending(db, dialect));
}

/**
 * The background indexer: one batch every few seconds, so searches seldom find much left to
 * index. A flood of leads is left for the next search to catch up on: indexing it all in the
 * background would take the main thread from the saves (and on SQLite, the write lock).
 */
export function createLeadSearchIndexer(options: {
  db: Db;
  dialect: DialectName;
  log: RunLog;
  intervalMs?: number;
}): PeriodicTask<number> {
  const { db, dialect, log } = options;
  return createPeriodicTask({
    work: () =>
      queued(db, async () => {
        const indexed = await indexBatch(db, dialect);
        await settleIndex(db, dialect, indexed);
        return indexed;
      }),
    intervalMs: options.intervalMs ?? 5000,
    log,
    failure: "indexing leads for search failed",
  });
}

/**
 * Writes a corrected lead's search document again, inside the transaction that corrects it. A
 * lead not indexed yet is left to the indexer, which reads it as it now stands.
 */
export async function reindexLead(
  trx: Transaction<Database>,
  lead: SearchableLead & { id: number },
): Promise<void> {
  const tokens = searchDocument(lead);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`UPDATE lead_search SET document = array_to_tsvector(${tokens}::text[]) WHERE lead_id = ${lead.id}`.execute(
      trx,
    );
    return;
  }
  await sql`UPDATE lead_search SET document = ${tokens.join(" ")} WHERE rowid = ${lead.id}`.execute(
    trx,
  );
}
