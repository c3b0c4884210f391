import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from "kysely";

// People and companies: the leads one person sent (matched by e-mail, then phone) share one
// person record, and the leads naming one company (whatever legal suffix or case it was written
// with) one company record. Leads are linked after they are saved, never in the save itself, so
// both columns on leads stay NULL until the linker gets to them. A merged record is kept with
// merged_into_id set, so its old address still leads to the record it became. Migrations are
// frozen in time: they use only Kysely's schema builder, never app code.

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
    .createTable("companies")
    .addColumn("id", "integer", identity(db))
    .addColumn("name", "varchar(200)", (column) => column.notNull())
    // One record per key: two servers linking at once meet on it.
    .addColumn("name_key", "varchar(200)", (column) => column.notNull().unique())
    .addColumn("merged_into_id", "integer", (column) =>
      column.references("companies.id").onDelete("set null"),
    )
    .addColumn("created_at", "varchar(30)", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("people")
    .addColumn("id", "integer", identity(db))
    .addColumn("name", "varchar(200)", (column) => column.notNull())
    // Not unique: a request split out of a person keeps its address in a record of its own.
    .addColumn("email_key", "varchar(320)")
    // E.164, e.g. +919825070707.
    .addColumn("phone_key", "varchar(20)")
    .addColumn("owner_id", "integer", (column) =>
      column.references("staff_users.id").onDelete("set null"),
    )
    .addColumn("company_id", "integer", (column) =>
      column.references("companies.id").onDelete("set null"),
    )
    .addColumn("merged_into_id", "integer", (column) =>
      column.references("people.id").onDelete("set null"),
    )
    .addColumn("created_at", "varchar(30)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("people_email_key_idx").on("people").column("email_key").execute();
  await db.schema.createIndex("people_phone_key_idx").on("people").column("phone_key").execute();
  await db.schema.createIndex("people_company_idx").on("people").column("company_id").execute();

  await db.schema
    .alterTable("leads")
    .addColumn("person_id", "integer", (column) =>
      column.references("people.id").onDelete("set null"),
    )
    .execute();
  await db.schema
    .alterTable("leads")
    .addColumn("company_id", "integer", (column) =>
      column.references("companies.id").onDelete("set null"),
    )
    .execute();
  await db.schema.createIndex("leads_person_idx").on("leads").column("person_id").execute();
  await db.schema.createIndex("leads_company_idx").on("leads").column("company_id").execute();

  // Merges, splits and owner changes of a person or company, for their timeline.
  await db.schema
    .createTable("people_events")
    .addColumn("id", "integer", identity(db))
    .addColumn("person_id", "integer", (column) =>
      column.references("people.id").onDelete("cascade"),
    )
    .addColumn("company_id", "integer", (column) =>
      column.references("companies.id").onDelete("cascade"),
    )
    // merged (other_id was merged into this one), merged_away, split (lead_id went to other_id),
    // split_from (this record was made of lead_id, taken out of other_id), owner.
    .addColumn("action", "varchar(20)", (column) => column.notNull())
    .addColumn("other_id", "integer")
    .addColumn("lead_id", "integer", (column) => column.references("leads.id").onDelete("set null"))
    .addColumn("owner_id", "integer", (column) =>
      column.references("staff_users.id").onDelete("set null"),
    )
    .addColumn("staff_user_id", "integer", (column) =>
      column.references("staff_users.id").onDelete("set null"),
    )
    .addColumn("created_at", "varchar(30)", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("people_events_person_idx")
    .on("people_events")
    .column("person_id")
    .execute();
  await db.schema
    .createIndex("people_events_company_idx")
    .on("people_events")
    .column("company_id")
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("people_events").execute();
  await db.schema.dropIndex("leads_company_idx").execute();
  await db.schema.dropIndex("leads_person_idx").execute();
  await db.schema.alterTable("leads").dropColumn("company_id").execute();
  await db.schema.alterTable("leads").dropColumn("person_id").execute();
  await db.schema.dropTable("people").execute();
  await db.schema.dropTable("companies").execute();
}
