import type { Kysely } from "kysely";
import { sql } from "kysely";

// The console as a sales workspace: staff roles, an owner and a next action per lead, and who takes
// which kind of lead in turn. Times are ISO 8601 UTC text, as in the other tables. SQLite adds one
// column per statement.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // Accounts made before roles existed could do everything: they stay admins.
  await db.schema
    .alterTable("staff_users")
    .addColumn("role", "varchar(20)", (column) =>
      column.notNull().defaultTo("admin").check(sql`role in ('admin', 'sales')`),
    )
    .execute();
  await db.schema.alterTable("staff_users").addColumn("display_name", "varchar(100)").execute();
  // A disabled account signs in no more; its sessions are removed when it is disabled.
  await db.schema.alterTable("staff_users").addColumn("disabled_at", "varchar(30)").execute();

  await db.schema
    .alterTable("leads")
    .addColumn("owner_id", "integer", (column) =>
      column.references("staff_users.id").onDelete("set null"),
    )
    .execute();
  await db.schema.alterTable("leads").addColumn("next_action_at", "varchar(30)").execute();
  await db.schema.alterTable("leads").addColumn("next_action_text", "varchar(500)").execute();
  // The first time staff did anything with the lead after it arrived: untouched leads are flagged.
  await db.schema.alterTable("leads").addColumn("first_touched_at", "varchar(30)").execute();
  await db.schema.alterTable("leads").addColumn("escalated_at", "varchar(30)").execute();
  // Partial: a lead arrives with neither, so its save writes to neither index.
  await db.schema
    .createIndex("leads_owner_id_status_idx")
    .on("leads")
    .columns(["owner_id", "status"])
    .where(sql.ref("owner_id"), "is not", null)
    .execute();
  await db.schema
    .createIndex("leads_next_action_at_idx")
    .on("leads")
    .column("next_action_at")
    .where(sql.ref("next_action_at"), "is not", null)
    .execute();

  // Timeline entries beyond status and note: the owner an assignment gave the lead, and when a
  // follow-up is due.
  await db.schema
    .alterTable("lead_events")
    .addColumn("owner_id", "integer", (column) =>
      column.references("staff_users.id").onDelete("set null"),
    )
    .execute();
  await db.schema.alterTable("lead_events").addColumn("due_at", "varchar(30)").execute();

  // Which staff members take new leads of a kind, in turn.
  await db.schema
    .createTable("lead_assignment_rules")
    .addColumn("kind", "varchar(20)", (column) => column.notNull())
    .addColumn("staff_user_id", "integer", (column) =>
      column.notNull().references("staff_users.id").onDelete("cascade"),
    )
    .addPrimaryKeyConstraint("lead_assignment_rules_pk", ["kind", "staff_user_id"])
    .execute();
  // Whose turn came last for each kind, so the next lead goes to the one after.
  await db.schema
    .createTable("lead_assignment_turns")
    .addColumn("kind", "varchar(20)", (column) => column.primaryKey())
    .addColumn("last_staff_user_id", "integer", (column) =>
      column.references("staff_users.id").onDelete("set null"),
    )
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("lead_assignment_turns").execute();
  await db.schema.dropTable("lead_assignment_rules").execute();
  await db.schema.alterTable("lead_events").dropColumn("due_at").execute();
  await db.schema.alterTable("lead_events").dropColumn("owner_id").execute();
  await db.schema.dropIndex("leads_next_action_at_idx").execute();
  await db.schema.dropIndex("leads_owner_id_status_idx").execute();
  for (const column of [
    "escalated_at",
    "first_touched_at",
    "next_action_text",
    "next_action_at",
    "owner_id",
  ]) {
    await db.schema.alterTable("leads").dropColumn(column).execute();
  }
  for (const column of ["disabled_at", "display_name", "role"]) {
    await db.schema.alterTable("staff_users").dropColumn(column).execute();
  }
}
