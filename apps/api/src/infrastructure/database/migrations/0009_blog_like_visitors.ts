import type { Kysely } from "kysely";

// Migrations are frozen in time: they use only Kysely's schema builder, never app code.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Who liked which article on which day (a UTC YYYY-MM-DD), so a like counts once per visitor,
  // article and day. The visitor is a keyed hash of the address and browser with that day's salt,
  // never the address itself. Led by the day, so the clean-up deletes past days by the key.
  await db.schema
    .createTable("blog_like_visitors")
    .addColumn("day", "varchar(10)", (column) => column.notNull())
    .addColumn("blog_id", "integer", (column) =>
      column.notNull().references("blogs.id").onDelete("cascade"),
    )
    .addColumn("visitor_hash", "varchar(64)", (column) => column.notNull())
    .addPrimaryKeyConstraint("blog_like_visitors_pkey", ["day", "blog_id", "visitor_hash"])
    .execute();

  // One random salt per day; deleted once the day is over, after which that day's hashes can no
  // longer be recomputed from any address.
  await db.schema
    .createTable("blog_like_salts")
    .addColumn("day", "varchar(10)", (column) => column.primaryKey())
    .addColumn("salt", "varchar(64)", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("blog_like_salts").execute();
  await db.schema.dropTable("blog_like_visitors").execute();
}
