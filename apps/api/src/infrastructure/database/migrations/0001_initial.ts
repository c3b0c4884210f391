import type { Kysely } from "kysely";

// Migrations are frozen in time: they use only Kysely's schema builder, never app code.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("app_meta")
    .addColumn("key", "varchar(100)", (column) => column.primaryKey())
    .addColumn("value", "text", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("app_meta").execute();
}
