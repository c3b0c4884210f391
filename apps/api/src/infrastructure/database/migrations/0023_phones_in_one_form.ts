import { type Kysely, PostgresAdapter, sql } from "kysely";

// Phones stored before new leads kept them in one form: rows hold them as typed ("9876543210",
// "098250 70707", "+91 98250-70707"). Each is rewritten as the save path now stores it, E.164 with
// the country code; a value that does not read as such a number is left exactly as it was. The
// search index gains the stored form's digit endings, as the indexer would write them. Rows are
// read and written a batch at a time by id, so memory and each statement stay small whatever the
// table holds (the migrator still runs it in its one transaction; 100,000 leads take about 10 s).
// Migrations are frozen in time: the save path's rule is repeated here rather than imported.

const BATCH = 500;
const SEPARATORS = /[\s\-.()]/g;
const E164 = /^\+[1-9]\d{6,14}$/;
// The search index's phone endings: from this many digits on, of at most 15.
const MIN_PHONE_DIGITS = 4;
const MAX_PHONE_DIGITS = 15;

/** The save path's rule (toStoredPhone) as it stood when this migration was written. */
function toStoredPhone(phone: string): string {
  let number = phone
    .trim()
    .replace(SEPARATORS, "")
    .replace(/^00(?=[1-9])/, "+");
  number = number.replace(/^\+910(?=[1-9]\d{9}$)/, "+91");
  if (E164.test(number)) return number;
  if (/^[6-9]\d{9}$/.test(number)) return `+91${number}`;
  if (/^91[6-9]\d{9}$/.test(number)) return `+${number}`;
  if (/^0[1-9]\d{9}$/.test(number)) return `+91${number.slice(1)}`;
  return number === "" ? phone.trim() : number;
}

/** A stored phone as this migration leaves it: E.164 when it reads as one, else untouched. */
export function storedPhoneOf(phone: string): string {
  const stored = toStoredPhone(phone);
  return E164.test(stored) ? stored : phone;
}

/** What the search document gains: the number as a word, and its marked digit endings. */
function searchTokens(stored: string): string[] {
  const digits = stored.replace(/\D/g, "").slice(-MAX_PHONE_DIGITS);
  const tokens = [digits];
  for (let start = 0; digits.length - start >= MIN_PHONE_DIGITS; start++) {
    tokens.push(`#${digits.slice(start)}`);
  }
  return tokens;
}

type Changed = { id: number; phone: string };

async function rewriteBatch(db: Kysely<unknown>, postgres: boolean, changed: Changed[]) {
  if (postgres) {
    const rows = JSON.stringify(
      changed.map(({ id, phone }) => ({ id, phone, tokens: searchTokens(phone) })),
    );
    await sql`
      UPDATE leads SET phone = t.phone
      FROM json_to_recordset(${rows}::json) AS t(id integer, phone text, tokens text[])
      WHERE leads.id = t.id
    `.execute(db);
    await sql`
      UPDATE lead_search SET document = lead_search.document || array_to_tsvector(t.tokens)
      FROM json_to_recordset(${rows}::json) AS t(id integer, phone text, tokens text[])
      WHERE lead_search.lead_id = t.id
    `.execute(db);
    return;
  }
  // One statement per batch on SQLite too: a statement per row costs far more than its work.
  const cases = changed.map(({ id, phone }) => sql`WHEN ${id} THEN ${phone}`);
  await sql`
    UPDATE leads SET phone = CASE id ${sql.join(cases, sql` `)} END
    WHERE id IN (${sql.join(changed.map(({ id }) => id))})
  `.execute(db);
  const documents = changed.map(({ id, phone }) => sql`(${id}, ${searchTokens(phone).join(" ")})`);
  await sql`
    WITH t(id, tokens) AS (VALUES ${sql.join(documents)})
    UPDATE lead_search SET document = document || ' ' || (SELECT tokens FROM t WHERE t.id = lead_search.rowid)
    WHERE rowid IN (SELECT id FROM t)
  `.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ id: number; phone: string }>`
      SELECT id, phone FROM leads WHERE id > ${after} AND phone IS NOT NULL
      ORDER BY id LIMIT ${BATCH}
    `.execute(db);
    const last = rows.at(-1);
    if (last === undefined) break;
    after = Number(last.id);
    const changed = rows
      .map((row) => ({ id: Number(row.id), phone: storedPhoneOf(row.phone), was: row.phone }))
      .filter((row) => row.phone !== row.was)
      .map(({ id, phone }) => ({ id, phone }));
    if (changed.length > 0) await rewriteBatch(db, postgres, changed);
  }
}

// The typed forms are not kept, so there is nothing to put back.
export async function down(): Promise<void> {}
