import { type Kysely, sql } from "kysely";

// What admins let the sales role do beyond working leads: open job applicants' resumes (off
// until granted) and export either their own leads or every lead. One row per configurable role;
// only "sales" has one, created here with the safe defaults.
// Migrations are frozen in time: schema builder and plain SQL only.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("role_settings")
    .addColumn("role", "varchar(20)", (column) => column.primaryKey())
    .addColumn("open_resumes", "integer", (column) =>
      column.notNull().defaultTo(0).check(sql`open_resumes in (0, 1)`),
    )
    .addColumn("export_scope", "varchar(10)", (column) =>
      column.notNull().defaultTo("own").check(sql`export_scope in ('own', 'all')`),
    )
    .addColumn("updated_at", "varchar(30)")
    .execute();
  await sql`insert into role_settings (role, open_resumes, export_scope) values ('sales', 0, 'own')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("role_settings").execute();
}
