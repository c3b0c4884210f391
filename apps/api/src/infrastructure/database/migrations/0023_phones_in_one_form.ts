import { type Kysely, PostgresAdapter, sql } from "kysely";

// Phones stored before new leads kept them in one form: rows hold them as typed ("9876543210",
// "098250 70707", "+91 98250-70707"). Each is rewritten as the save path now stores it, E.164 with
// the country code; a value that does not read as such a number is left exactly as it was. The
// search index gains the stored form's digit endings, as the indexer would write them. Rows are
// read and written a batch at a time by id, so no statement holds the whole table.
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
  const values = changed.map(({ id, phone }) => sql`(${id}, ${phone})`);
  // VALUES names its columns column1, column2 on both databases.
  await sql`
    UPDATE leads SET phone = v.phone
    FROM (
      SELECT CAST(column1 AS integer) AS id, CAST(column2 AS text) AS phone
      FROM (VALUES ${sql.join(values)}) AS converted
    ) AS v
    WHERE leads.id = v.id
  `.execute(db);

  if (postgres) {
    const documents = changed.map(({ id, phone }) => ({ id, tokens: searchTokens(phone) }));
    await sql`
      UPDATE lead_search SET document = lead_search.document || array_to_tsvector(t.tokens)
      FROM json_to_recordset(${JSON.stringify(documents)}::json) AS t(id integer, tokens text[])
      WHERE lead_search.lead_id = t.id
    `.execute(db);
    return;
  }
  for (const { id, phone } of changed) {
    const tokens = searchTokens(phone).join(" ");
    await sql`UPDATE lead_search SET document = document || ' ' || ${tokens} WHERE rowid = ${id}`.execute(
      db,
    );
  }
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
