import type { Kysely } from "kysely";

// Sign-in waits longer after each wrong password instead of locking the account: the lock's end
// becomes the end of the current delay. The staff member is told by e-mail when it starts; the
// notice waits in the user's own row until the mail server has taken it.

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable("staff_users")
    .renameColumn("locked_until", "throttled_until")
    .execute();
  await db.schema
    .alterTable("staff_users")
    .addColumn("throttle_notice_due_at", "varchar(30)")
    .execute();
  await db.schema
    .alterTable("staff_users")
    .addColumn("throttle_notice_attempts", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable("staff_users").dropColumn("throttle_notice_attempts").execute();
  await db.schema.alterTable("staff_users").dropColumn("throttle_notice_due_at").execute();
  await db.schema
    .alterTable("staff_users")
    .renameColumn("throttled_until", "locked_until")
    .execute();
}
