import type { Kysely } from "kysely";

// Migrations are frozen in time: they use only Kysely's schema builder, never app code.

/**
 * The one-time tokens SaveCandidate hands out for the resume upload, in place of the lead id.
 * Only a SHA-256 of each token is kept, so a copy of the table opens no upload. One per
 * application; it goes with its lead (the privacy erasure and the retention job delete it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("resume_upload_tokens")
    .addColumn("token_hash", "varchar(64)", (column) => column.primaryKey())
    .addColumn("lead_id", "integer", (column) =>
      column.notNull().unique().references("leads.id").onDelete("cascade"),
    )
    .addColumn("expires_at", "varchar(30)", (column) => column.notNull())
    .addColumn("used_at", "varchar(30)")
    .addColumn("created_at", "varchar(30)", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("resume_upload_tokens").execute();
}
