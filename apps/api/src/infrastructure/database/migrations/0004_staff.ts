import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

// Migrations are frozen in time: they use only Kysely's schema builder and SQL, never app code.
// Timestamps are ISO 8601 UTC text, as in the other tables.

type Db = Kysely<unknown>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

function autoId(db: Db) {
  return (column: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? column.primaryKey().generatedAlwaysAsIdentity()
      : column.primaryKey().autoIncrement();
}

const OLD_STATUS_CHECK = "status in ('new', 'contacted', 'won', 'lost')";
const NEW_STATUS_CHECK = "status in ('new', 'contacted', 'qualified', 'won', 'lost')";

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable("staff_users")
    .addColumn("id", "integer", autoId(db))
    .addColumn("email", "varchar(254)", (column) => column.notNull().unique())
    .addColumn("password_hash", "text", (column) => column.notNull())
    .addColumn("created_at", "varchar(30)", (column) => column.notNull())
    .addColumn("last_login_at", "varchar(30)")
    .addColumn("failed_attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("locked_until", "varchar(30)")
    // Sign-in looks addresses up lower-cased; a mixed-case row could never sign in.
    .addCheckConstraint("staff_users_email_check", sql`email = lower(email)`)
    .execute();

  await db.schema
    .createTable("staff_sessions")
    // The SHA-256 of the cookie's token: a leaked table cannot be replayed as cookies.
    .addColumn("id", "varchar(64)", (column) => column.primaryKey())
    .addColumn("user_id", "integer", (column) =>
      column.notNull().references("staff_users.id").onDelete("cascade"),
    )
    .addColumn("created_at", "varchar(30)", (column) => column.notNull())
    .addColumn("expires_at", "varchar(30)", (column) => column.notNull())
    .addColumn("user_agent", "varchar(500)")
    .execute();
  await db.schema
    .createIndex("staff_sessions_user_id_idx")
    .on("staff_sessions")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("lead_events")
    .addColumn("id", "integer", autoId(db))
    .addColumn("lead_id", "integer", (column) =>
      column.notNull().references("leads.id").onDelete("cascade"),
    )
    .addColumn("staff_user_id", "integer", (column) =>
      column.references("staff_users.id").onDelete("set null"),
    )
    .addColumn("action", "varchar(30)", (column) => column.notNull())
    .addColumn("from_status", "varchar(20)")
    .addColumn("to_status", "varchar(20)")
    .addColumn("note", "text")
    .addColumn("created_at", "varchar(30)", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("lead_events_lead_id_idx")
    .on("lead_events")
    .columns(["lead_id", "created_at"])
    .execute();

  // The inbox pages by (created_at, id) and filters by status.
  await db.schema
    .createIndex("leads_created_at_id_idx")
    .on("leads")
    .columns(["created_at", "id"])
    .execute();
  await db.schema
    .createIndex("leads_status_created_at_idx")
    .on("leads")
    .columns(["status", "created_at"])
    .execute();

  await allowQualifiedStatus(db);
}

/** Widens the lead status check with 'qualified'; existing rows all stay valid. */
async function allowQualifiedStatus(db: Db): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table leads drop constraint leads_status_check`.execute(db);
    await sql`alter table leads add constraint leads_status_check check (${sql.raw(NEW_STATUS_CHECK)})`.execute(
      db,
    );
    return;
  }
  // SQLite cannot alter a constraint: rebuild the table from its own definition (the documented
  // twelve-step procedure), with foreign keys off so the rows pointing at leads stay untouched.
  const { rows } = await sql<{
    type: string;
    sql: string | null;
  }>`select type, sql from sqlite_master where tbl_name = 'leads'`.execute(db);
  const table = rows.find((row) => row.type === "table")?.sql ?? "";
  if (!table.includes(OLD_STATUS_CHECK)) return;
  const indexes = rows.flatMap((row) => (row.type === "index" && row.sql ? [row.sql] : []));

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const rebuilt = table
        .replace(OLD_STATUS_CHECK, NEW_STATUS_CHECK)
        .replace(/^create table "?leads"?/i, 'create table "leads_rebuilt"');
      await sql.raw(rebuilt).execute(trx);
      await sql`insert into leads_rebuilt select * from leads`.execute(trx);
      await sql`drop table leads`.execute(trx);
      await sql`alter table leads_rebuilt rename to leads`.execute(trx);
      for (const index of indexes) await sql.raw(index).execute(trx);
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.length > 0) throw new Error("Rebuilding leads broke a foreign key");
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex("leads_status_created_at_idx").execute();
  await db.schema.dropIndex("leads_created_at_id_idx").execute();
  await db.schema.dropTable("lead_events").execute();
  await db.schema.dropTable("staff_sessions").execute();
  await db.schema.dropTable("staff_users").execute();
}
