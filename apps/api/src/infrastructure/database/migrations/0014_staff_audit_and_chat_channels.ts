import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

// Staff accounts managed in the console leave an audit trail, and lead notifications may also go
// to Slack, Microsoft Teams and Google Chat, so the outbox accepts those channels.

type Db = Kysely<unknown>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

function identity(db: Db) {
  return (column: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? column.primaryKey().generatedAlwaysAsIdentity()
      : column.primaryKey().autoIncrement();
}

const WIDE_CHANNELS = sql`channel in ('email', 'webhook', 'slack', 'teams', 'google_chat')`;
const NARROW_CHANNELS = sql`channel in ('email', 'webhook')`;

export async function up(db: Db): Promise<void> {
  // Who changed which account, when and how. The addresses are kept as they were, so the trail
  // still reads right after an account is renamed or removed.
  await db.schema
    .createTable("staff_audit_events")
    .addColumn("id", "integer", identity(db))
    .addColumn("actor_id", "integer", (column) =>
      column.references("staff_users.id").onDelete("set null"),
    )
    .addColumn("actor_email", "varchar(254)", (column) => column.notNull())
    .addColumn("target_id", "integer", (column) =>
      column.references("staff_users.id").onDelete("set null"),
    )
    .addColumn("target_email", "varchar(254)", (column) => column.notNull())
    .addColumn("action", "varchar(30)", (column) => column.notNull())
    .addColumn("detail", "varchar(200)")
    .addColumn("created_at", "varchar(30)", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("staff_audit_events_created_at_idx")
    .on("staff_audit_events")
    .column("created_at")
    .execute();

  await replaceChannelCheck(db, WIDE_CHANNELS);
}

export async function down(db: Db): Promise<void> {
  await db
    .deleteFrom("outbox" as never)
    .where(sql.ref("channel"), "not in", ["email", "webhook"])
    .execute();
  await replaceChannelCheck(db, NARROW_CHANNELS);
  await db.schema.dropTable("staff_audit_events").execute();
}

async function replaceChannelCheck(db: Db, check: ReturnType<typeof sql>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table outbox drop constraint outbox_channel_check`.execute(db);
    await sql`alter table outbox add constraint outbox_channel_check check (${check})`.execute(db);
    return;
  }
  // SQLite cannot change a check constraint in place: the table is rebuilt with the new one and
  // its rows copied over. No other table refers to the outbox.
  await db.schema
    .createTable("outbox_rebuilt")
    .addColumn("id", "integer", identity(db))
    .addColumn("lead_id", "integer", (column) =>
      column.notNull().references("leads.id").onDelete("cascade"),
    )
    .addColumn("channel", "text", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (column) => column.notNull())
    .addColumn("sent_at", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addCheckConstraint("outbox_channel_check", check)
    .execute();
  await sql`insert into outbox_rebuilt (id, lead_id, channel, attempts, next_attempt_at, sent_at, last_error, created_at)
    select id, lead_id, channel, attempts, next_attempt_at, sent_at, last_error, created_at from outbox`.execute(
    db,
  );
  await db.schema.dropTable("outbox").execute();
  await db.schema.alterTable("outbox_rebuilt").renameTo("outbox").execute();
  await db.schema.createIndex("outbox_lead_id_idx").on("outbox").column("lead_id").execute();
  await db.schema
    .createIndex("outbox_due_idx")
    .on("outbox")
    .column("next_attempt_at")
    .where(sql.ref("sent_at"), "is", null)
    .execute();
}
