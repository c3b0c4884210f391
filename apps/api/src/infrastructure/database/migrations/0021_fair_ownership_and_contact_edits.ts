import { type Kysely, sql } from "kysely";

// Fair and whole ownership, and leads staff can correct.
// - A correction of a lead's contact details is a timeline entry naming the field, the old and the
//   new value; an assignment can say why it went where it did (the person's existing owner, or the
//   owner's account was disabled).
// - One turn history across every kind: each staff member's last round-robin turn, numbered from
//   one clock row that is also the lock every server takes before choosing.
// Migrations are frozen in time: schema builder and plain SQL only.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable("lead_events").addColumn("field", "varchar(20)").execute();
  await db.schema.alterTable("lead_events").addColumn("from_value", "varchar(500)").execute();
  await db.schema.alterTable("lead_events").addColumn("to_value", "varchar(500)").execute();
  await db.schema.alterTable("lead_events").addColumn("reason", "varchar(30)").execute();

  await db.schema
    .createTable("lead_round_robin_turns")
    .addColumn("staff_user_id", "integer", (column) =>
      column.primaryKey().references("staff_users.id").onDelete("cascade"),
    )
    .addColumn("turn", "integer", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("lead_round_robin_clock")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("turn", "integer", (column) => column.notNull())
    .execute();

  // The turns so far: each account's latest automatic assignment, in the order they happened.
  await sql`
    insert into lead_round_robin_turns (staff_user_id, turn)
    select owner_id, max(id) from lead_events
    where action = 'assign' and staff_user_id is null and owner_id is not null
      and owner_id in (select id from staff_users)
    group by owner_id`.execute(db);
  await sql`
    insert into lead_round_robin_clock (id, turn)
    select 1, coalesce(max(turn), 0) from lead_round_robin_turns`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("lead_round_robin_clock").execute();
  await db.schema.dropTable("lead_round_robin_turns").execute();
  for (const column of ["reason", "to_value", "from_value", "field"]) {
    await db.schema.alterTable("lead_events").dropColumn(column).execute();
  }
}
