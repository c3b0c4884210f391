import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from "kysely";

// Each staff member's named inbox views: a name they chose and the inbox's query string. A name
// is unique per person. Migrations are frozen in time: only Kysely's schema builder, never app code.

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
    .createTable("saved_views")
    .addColumn("id", "integer", identity(db))
    .addColumn("staff_user_id", "integer", (column) =>
      column.notNull().references("staff_users.id").onDelete("cascade"),
    )
    .addColumn("name", "varchar(60)", (column) => column.notNull())
    .addColumn("query", "varchar(2000)", (column) => column.notNull())
    .addColumn("created_at", "varchar(30)", (column) => column.notNull())
    .addUniqueConstraint("saved_views_staff_name_key", ["staff_user_id", "name"])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("saved_views").execute();
}
