import type { Kysely } from "kysely";

// Every save writes each index of `leads`. The (created_at, id) index of 0004 serves every query
// the single-column created_at index of 0002 served (the retention job, the recent-lead counts
// and the inbox), so keeping both only made each save slower.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("leads_created_at_idx").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("leads_created_at_idx").on("leads").column("created_at").execute();
}
