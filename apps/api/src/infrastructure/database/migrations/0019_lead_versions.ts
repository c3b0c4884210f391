import type { Kysely } from "kysely";

// Each lead's edit count: the lead page sends the version it showed, and a save made on a page
// opened before a colleague's change is refused instead of putting the old values back.
// Migrations are frozen in time: schema builder only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("leads")
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").dropColumn("version").execute();
}
