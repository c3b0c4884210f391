import type { Kysely } from "kysely";

// The key a client sends with a save (the Idempotency-Key header): a repeat of a saved submission
// finds its key taken and stores nothing. NULL for saves sent without one; both databases treat
// NULLs as distinct, so those never clash. Migrations are frozen in time: schema builder only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("idempotency_key", "varchar(100)").execute();
  await db.schema
    .createIndex("leads_idempotency_key_idx")
    .on("leads")
    .column("idempotency_key")
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("leads_idempotency_key_idx").execute();
  await db.schema.alterTable("leads").dropColumn("idempotency_key").execute();
}
