import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

// One queue for all background work that must not be lost. Until now lead notifications waited in
// `outbox`, digests in `staff_digests`, untouched-lead notices in `escalation_notices` and
// sign-in notices in two `staff_users` columns, each with its own sender. Every queued row moves
// here with its due time, tries and last error; delivered notifications move too (as done jobs),
// so a lead's page keeps listing them. Then the old queues go. Migrations are frozen in time:
// kinds and payloads are written out as they are on this day.

type Db = Kysely<unknown>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

function identity(db: Db) {
  return (column: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? column.primaryKey().generatedAlwaysAsIdentity()
      : column.primaryKey().autoIncrement();
}

/** A JSON number from an integer column, for payloads built in SQL on both engines. */
const jsonInt = (column: string) => sql`cast(${sql.ref(column)} as varchar(20))`;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable("jobs")
    .addColumn("id", "integer", identity(db))
    .addColumn("kind", "varchar(60)", (column) => column.notNull())
    .addColumn("payload", "text", (column) => column.notNull())
    .addColumn("run_at", "varchar(30)", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("leased_until", "varchar(30)")
    .addColumn("lease_owner", "varchar(60)")
    .addColumn("last_error", "varchar(500)")
    .addColumn("done_at", "varchar(30)")
    .addColumn("failed_at", "varchar(30)")
    .addColumn("lead_id", "integer", (column) => column.references("leads.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(30)", (column) => column.notNull())
    .execute();
  // The claim reads only open jobs, oldest due first; done ones pile up outside this index.
  await sql`create index jobs_open_run_at_idx on jobs (run_at) where done_at is null and failed_at is null`.execute(
    db,
  );
  await db.schema.createIndex("jobs_lead_id_idx").on("jobs").column("lead_id").execute();

  const now = new Date().toISOString();
  const leadId = jsonInt("lead_id");
  await sql`insert into jobs (kind, payload, run_at, attempts, last_error, done_at, lead_id, created_at)
    select
      case channel when 'email' then 'lead-email' when 'webhook' then 'lead-webhook' else 'lead-chat-message' end,
      case when channel in ('email', 'webhook') then '{"leadId":' || ${leadId} || '}'
        else '{"leadId":' || ${leadId} || ',"tool":"' || channel || '"}' end,
      next_attempt_at, attempts, last_error, sent_at, lead_id, created_at
    from outbox order by id`.execute(db);
  await sql`insert into jobs (kind, payload, run_at, attempts, last_error, created_at)
    select 'daily-digest',
      '{"staffUserId":' || ${jsonInt("staff_user_id")} || ',"day":"' || day || '"}',
      due_at, attempts, last_error, ${now}
    from staff_digests where sent_at is null order by due_at`.execute(db);
  await sql`insert into jobs (kind, payload, run_at, attempts, last_error, created_at)
    select 'escalation-email', '{"leadIds":[' || ${leadId} || ']}',
      due_at, attempts, last_error, ${now}
    from escalation_notices where sent_at is null order by due_at`.execute(db);
  await sql`insert into jobs (kind, payload, run_at, attempts, created_at)
    select 'sign-in-throttle-notice',
      '{"staffUserId":' || ${jsonInt("id")} || ',"since":"' || throttle_notice_due_at || '"}',
      throttle_notice_due_at, throttle_notice_attempts, ${now}
    from staff_users where throttle_notice_due_at is not null order by id`.execute(db);

  await db.schema.dropTable("outbox").execute();
  await db.schema.dropTable("escalation_notices").execute();
  // The digest row stays as the record of which day covered what; its sending is a job now.
  await db.schema.dropIndex("staff_digests_due_at_idx").execute();
  for (const column of ["due_at", "sent_at", "attempts", "last_error"]) {
    await db.schema.alterTable("staff_digests").dropColumn(column).execute();
  }
  await db.schema.alterTable("staff_users").dropColumn("throttle_notice_due_at").execute();
  await db.schema.alterTable("staff_users").dropColumn("throttle_notice_attempts").execute();
}

/** Puts the old queues back, empty: jobs still queued are not moved back. */
export async function down(db: Db): Promise<void> {
  await db.schema
    .alterTable("staff_users")
    .addColumn("throttle_notice_due_at", "varchar(30)")
    .execute();
  await db.schema
    .alterTable("staff_users")
    .addColumn("throttle_notice_attempts", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  // Digests already recorded count as sent.
  await db.schema
    .alterTable("staff_digests")
    .addColumn("due_at", "varchar(30)", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("staff_digests").addColumn("sent_at", "varchar(30)").execute();
  await db.schema
    .alterTable("staff_digests")
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("staff_digests").addColumn("last_error", "varchar(500)").execute();
  await sql`update staff_digests set due_at = covers_until, sent_at = covers_until`.execute(db);
  await db.schema
    .createIndex("staff_digests_due_at_idx")
    .on("staff_digests")
    .column("due_at")
    .execute();
  await db.schema
    .createTable("escalation_notices")
    .addColumn("lead_id", "integer", (column) =>
      column.primaryKey().references("leads.id").onDelete("cascade"),
    )
    .addColumn("due_at", "varchar(30)", (column) => column.notNull())
    .addColumn("sent_at", "varchar(30)")
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("last_error", "varchar(500)")
    .execute();
  await db.schema
    .createIndex("escalation_notices_due_at_idx")
    .on("escalation_notices")
    .column("due_at")
    .execute();
  await db.schema
    .createTable("outbox")
    .addColumn("id", "integer", identity(db))
    .addColumn("lead_id", "integer", (column) =>
      column.notNull().references("leads.id").onDelete("cascade"),
    )
    .addColumn("channel", "varchar(20)", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(30)", (column) => column.notNull())
    .addColumn("sent_at", "varchar(30)")
    .addColumn("last_error", "varchar(500)")
    .addColumn("created_at", "varchar(30)", (column) => column.notNull())
    .addCheckConstraint(
      "outbox_channel_check",
      sql`channel in ('email', 'webhook', 'slack', 'teams', 'google_chat')`,
    )
    .execute();
  await db.schema
    .createIndex("outbox_next_attempt_at_idx")
    .on("outbox")
    .column("next_attempt_at")
    .execute();
  await db.schema.dropTable("jobs").execute();
}
