import type { Kysely } from "kysely";

// The site's own visit counts, kept without cookies and without personal data. Migrations are
// frozen in time: they use only Kysely's schema builder, never app code.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Page views per firm day, page and visitor. The visitor is a keyed hash of the address and
  // browser under that day's salt, never either of them; once the salt is deleted the next day,
  // no address can be matched against it. Referrer host and campaign are kept only on the view
  // that started a visit (an arrival from elsewhere); they are '' otherwise, so the key stays
  // unique without NULLs, which both databases would treat as distinct.
  await db.schema
    .createTable("site_visits")
    .addColumn("day", "varchar(10)", (column) => column.notNull())
    .addColumn("path", "varchar(200)", (column) => column.notNull())
    .addColumn("visitor_hash", "varchar(32)", (column) => column.notNull())
    .addColumn("referrer_host", "varchar(100)", (column) => column.notNull().defaultTo(""))
    .addColumn("utm_source", "varchar(100)", (column) => column.notNull().defaultTo(""))
    .addColumn("utm_medium", "varchar(100)", (column) => column.notNull().defaultTo(""))
    .addColumn("utm_campaign", "varchar(100)", (column) => column.notNull().defaultTo(""))
    .addColumn("page_views", "integer", (column) => column.notNull().defaultTo(0))
    // Views of this page that started a visit: the visitor arrived from another site or typed it.
    .addColumn("entries", "integer", (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("site_visits_pkey", [
      "day",
      "path",
      "visitor_hash",
      "referrer_host",
      "utm_source",
      "utm_medium",
      "utm_campaign",
    ])
    .execute();

  // One random salt per day for the visitor hash; deleted once the day is over.
  await db.schema
    .createTable("site_visit_salts")
    .addColumn("day", "varchar(10)", (column) => column.primaryKey())
    .addColumn("salt", "varchar(64)", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("site_visit_salts").execute();
  await db.schema.dropTable("site_visits").execute();
}
