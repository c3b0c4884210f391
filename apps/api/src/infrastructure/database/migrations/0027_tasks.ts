import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from "kysely";

// Staff's tasks on a lead: several open at once (a call, an e-mail, a meeting or a to-do), each
// due at an instant (ISO 8601 UTC, entered on the firm's clock) and owned by one staff member;
// completing one records its outcome and an optional note. Migrations are frozen in time: they
// use only Kysely's schema builder, never app code.

type Db = Kysely<unknown>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

function identity(db: Db) {
  return (column: ColumnDefinitionBuilder) =>
    isPostgres(db)
      ? column.primaryKey().generatedAlwaysAsIdentity()
      : column.primaryKey().autoIncrement();
}

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable("lead_tasks")
    .addColumn("id", "integer", identity(db))
    .addColumn("lead_id", "integer", (column) =>
      column.notNull().references("leads.id").onDelete("cascade"),
    )
    // call, email, meeting or todo.
    .addColumn("kind", "varchar(10)", (column) => column.notNull())
    .addColumn("title", "varchar(200)", (column) => column.notNull())
    .addColumn("due_at", "varchar(30)", (column) => column.notNull())
    .addColumn("owner_id", "integer", (column) =>
      column.references("staff_users.id").onDelete("set null"),
    )
    .addColumn("created_by", "integer", (column) =>
      column.references("staff_users.id").onDelete("set null"),
    )
    .addColumn("created_at", "varchar(30)", (column) => column.notNull())
    // Set together when the task is done: no_answer, talked, left_message or done.
    .addColumn("completed_at", "varchar(30)")
    .addColumn("completed_by", "integer", (column) =>
      column.references("staff_users.id").onDelete("set null"),
    )
    .addColumn("outcome", "varchar(20)")
    .addColumn("outcome_note", "text")
    .execute();
  // The Today page: one owner's open tasks by due time; the lead page: one lead's tasks.
  await db.schema
    .createIndex("lead_tasks_owner_due_idx")
    .on("lead_tasks")
    .columns(["owner_id", "completed_at", "due_at"])
    .execute();
  await db.schema.createIndex("lead_tasks_lead_idx").on("lead_tasks").column("lead_id").execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("lead_tasks").execute();
}
