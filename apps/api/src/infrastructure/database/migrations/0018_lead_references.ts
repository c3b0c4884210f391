import { randomInt } from "node:crypto";
import { type Kysely, sql } from "kysely";

// Each lead's short reference (e.g. "KF-7Q4M-2PXR"), drawn at random when it is saved: the
// visitor is shown it and the console's search finds the lead by it. Unique; leads stored before
// this migration are given one here. Migrations are frozen in time, so the drawing is repeated
// here rather than imported.

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
// Rows updated per statement.
const BATCH = 500;

function drawReference(): string {
  let characters = "";
  for (let index = 0; index < 8; index++) characters += ALPHABET[randomInt(ALPHABET.length)];
  return `KF-${characters.slice(0, 4)}-${characters.slice(4)}`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("reference", "varchar(16)").execute();

  const drawn = new Set<string>();
  for (;;) {
    const { rows } = await sql<{
      id: number;
    }>`SELECT id FROM leads WHERE reference IS NULL ORDER BY id LIMIT ${BATCH}`.execute(db);
    if (rows.length === 0) break;
    const values = rows.map(({ id }) => {
      let reference = drawReference();
      while (drawn.has(reference)) reference = drawReference();
      drawn.add(reference);
      return sql`(${Number(id)}, ${reference})`;
    });
    // VALUES names its columns column1, column2 on both databases.
    await sql`
      UPDATE leads SET reference = v.reference
      FROM (
        SELECT CAST(column1 AS integer) AS id, CAST(column2 AS varchar(16)) AS reference
        FROM (VALUES ${sql.join(values)}) AS drawn
      ) AS v
      WHERE leads.id = v.id
    `.execute(db);
  }

  await db.schema
    .createIndex("leads_reference_idx")
    .on("leads")
    .column("reference")
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("leads_reference_idx").execute();
  await db.schema.alterTable("leads").dropColumn("reference").execute();
}
