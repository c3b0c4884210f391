import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

// Migrations are frozen in time: they use only Kysely's schema builder and SQL, never app code.
// Timestamps are ISO 8601 UTC text and flags 0/1 integers, as in the other tables.

type Db = Kysely<unknown>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

function autoId(db: Db) {
  return (column: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? column.primaryKey().generatedAlwaysAsIdentity()
      : column.primaryKey().autoIncrement();
}

export async function up(db: Db): Promise<void> {
  // The visitor's separate, optional opt-in for marketing e-mail, the privacy notice version the
  // form showed, and when the server received the opt-in. SQLite adds one column per statement.
  await db.schema
    .alterTable("leads")
    .addColumn("marketing_opt_in", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("leads").addColumn("privacy_notice_version", "text").execute();
  await db.schema.alterTable("leads").addColumn("marketing_opt_in_at", "varchar(30)").execute();

  // One row per erasure: a staff member acting on a person's request, or the retention job. It
  // never holds the erased address itself, only a keyed hash of it, so the log cannot undo the
  // erasure yet can still answer "was this address erased, and when?".
  await db.schema
    .createTable("privacy_erasures")
    .addColumn("id", "integer", autoId(db))
    .addColumn("reason", "varchar(20)", (column) => column.notNull())
    .addColumn("staff_user_id", "integer", (column) =>
      column.references("staff_users.id").onDelete("set null"),
    )
    // Kept beside the id so the log still names who acted after the account is removed.
    .addColumn("staff_email", "varchar(254)")
    .addColumn("subject_hash", "varchar(64)")
    .addColumn("leads", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("candidates", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("resumes", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("comments", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("notifications", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("events", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(30)", (column) => column.notNull())
    .addCheckConstraint("privacy_erasures_reason_check", sql`reason in ('request', 'retention')`)
    .execute();
  await db.schema
    .createIndex("privacy_erasures_created_at_idx")
    .on("privacy_erasures")
    .column("created_at")
    .execute();
  await db.schema
    .createIndex("privacy_erasures_subject_hash_idx")
    .on("privacy_erasures")
    .column("subject_hash")
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("privacy_erasures").execute();
  await db.schema.alterTable("leads").dropColumn("marketing_opt_in_at").execute();
  await db.schema.alterTable("leads").dropColumn("privacy_notice_version").execute();
  await db.schema.alterTable("leads").dropColumn("marketing_opt_in").execute();
}
