import type { Kysely } from "kysely";

// Real visitors' page speed (Core Web Vitals), kept without cookies or identifiers. Migrations
// are frozen in time: they use only Kysely's schema builder, never app code.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per metric of one page view: the 75th percentile is read from the samples, so they
  // are kept as measured, never averaged. Nothing ties a row to a visitor or to the other metrics
  // of the same view.
  await db.schema
    .createTable("web_vital_samples")
    .addColumn("day", "varchar(10)", (column) => column.notNull())
    .addColumn("page", "varchar(200)", (column) => column.notNull())
    .addColumn("family", "varchar(40)", (column) => column.notNull())
    .addColumn("device", "varchar(10)", (column) => column.notNull())
    .addColumn("metric", "varchar(4)", (column) => column.notNull())
    .addColumn("value", "double precision", (column) => column.notNull())
    .execute();
  // The console reads a range of days; old days are deleted by day.
  await db.schema
    .createIndex("web_vital_samples_day_idx")
    .on("web_vital_samples")
    .columns(["day", "metric"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("web_vital_samples").execute();
}
