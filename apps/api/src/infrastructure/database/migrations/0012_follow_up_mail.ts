import type { Kysely } from "kysely";

// The owners' morning digest and the admins' notice of leads left untouched. Each row is its own
// queue entry, as in the outbox: it survives a restart or a mail outage and is retried until the
// mail server takes it. Times are ISO 8601 UTC text.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // One digest per owner and firm day; the key keeps several servers from sending two.
  await db.schema
    .createTable("staff_digests")
    .addColumn("staff_user_id", "integer", (column) =>
      column.notNull().references("staff_users.id").onDelete("cascade"),
    )
    // YYYY-MM-DD in the firm's time zone.
    .addColumn("day", "varchar(10)", (column) => column.notNull())
    // The digest lists what happened before this time (the digest hour of that day).
    .addColumn("covers_until", "varchar(30)", (column) => column.notNull())
    // When the next try is due; moved ahead while a server sends it.
    .addColumn("due_at", "varchar(30)", (column) => column.notNull())
    .addColumn("sent_at", "varchar(30)")
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("last_error", "varchar(500)")
    .addPrimaryKeyConstraint("staff_digests_pk", ["staff_user_id", "day"])
    .execute();
  await db.schema
    .createIndex("staff_digests_due_at_idx")
    .on("staff_digests")
    .column("due_at")
    .execute();

  // The e-mail to the admins about one lead nobody touched in time; one per lead.
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
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("escalation_notices").execute();
  await db.schema.dropTable("staff_digests").execute();
}
