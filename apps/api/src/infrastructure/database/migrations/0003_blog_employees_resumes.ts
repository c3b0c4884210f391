import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from "kysely";

// Migrations are frozen in time: they use only Kysely's schema builder, never app code.
// Both engines get the same tables. Timestamps are ISO 8601 UTC text (they sort as they read);
// flags are 0/1 integers, since SQLite has no boolean type and its driver cannot bind one.

type Db = Kysely<unknown>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

function autoId(db: Db) {
  return (column: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? column.primaryKey().generatedAlwaysAsIdentity()
      : column.primaryKey().autoIncrement();
}

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable("blogs")
    .addColumn("id", "integer", autoId(db))
    .addColumn("slug", "varchar(100)", (column) => column.notNull().unique())
    .addColumn("title", "varchar(300)", (column) => column.notNull())
    .addColumn("author", "varchar(100)", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("content_html", "text", (column) => column.notNull())
    .addColumn("published_at", "varchar(10)", (column) => column.notNull())
    .addColumn("is_published", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("comments_closed", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("likes", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(30)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(30)", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("blogs_published_idx")
    .on("blogs")
    .columns(["is_published", "published_at", "id"])
    .execute();

  await db.schema
    .createTable("blog_comments")
    .addColumn("id", "integer", autoId(db))
    .addColumn("blog_id", "integer", (column) =>
      column.notNull().references("blogs.id").onDelete("cascade"),
    )
    .addColumn("body", "text", (column) => column.notNull())
    .addColumn("created_at", "varchar(30)", (column) => column.notNull())
    .addColumn("is_hidden", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("blog_comments_blog_idx")
    .on("blog_comments")
    .columns(["blog_id", "created_at"])
    .execute();

  await db.schema
    .createTable("employees")
    .addColumn("id", "integer", autoId(db))
    .addColumn("name", "varchar(100)", (column) => column.notNull())
    .addColumn("designation", "varchar(200)", (column) => column.notNull())
    .addColumn("phone_prefix", "varchar(8)", (column) => column.notNull())
    .addColumn("phone_number", "varchar(20)", (column) => column.notNull())
    // Digits only (see normalizePhone), so every spelling of a number finds the same card.
    .addColumn("phone_normalized", "varchar(15)", (column) => column.notNull().unique())
    .addColumn("email", "varchar(254)", (column) => column.notNull())
    .addColumn("company_name", "varchar(200)", (column) => column.notNull())
    .addColumn("company_address", "varchar(500)", (column) => column.notNull())
    .addColumn("company_website", "varchar(200)", (column) => column.notNull())
    .addColumn("created_at", "varchar(30)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(30)", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("resumes")
    .addColumn("id", "integer", autoId(db))
    .addColumn("lead_id", "integer", (column) =>
      column.notNull().unique().references("leads.id").onDelete("cascade"),
    )
    .addColumn("file_name", "varchar(255)", (column) => column.notNull())
    .addColumn("size", "integer", (column) => column.notNull())
    .addColumn("content", isPostgres(db) ? "bytea" : "blob", (column) => column.notNull())
    .addColumn("created_at", "varchar(30)", (column) => column.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("resumes").execute();
  await db.schema.dropTable("employees").execute();
  await db.schema.dropTable("blog_comments").execute();
  await db.schema.dropTable("blogs").execute();
}
