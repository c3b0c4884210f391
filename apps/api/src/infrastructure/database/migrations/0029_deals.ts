import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from "kysely";

// Deals: a value in whole rupees, an expected close date and a stage with its probability, on a
// lead; the stages and the reasons a deal is lost are lists admins keep. An estimate lead opens
// one deal by itself, once: the unique source lead makes a second opening fail. Migrations are
// frozen in time: they use only Kysely's builders, never app code.

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
    .createTable("deal_stages")
    .addColumn("id", "integer", identity(db))
    .addColumn("name", "varchar(60)", (column) => column.notNull())
    .addColumn("probability", "integer", (column) => column.notNull())
    .addColumn("position", "integer", (column) => column.notNull())
    // open, won or lost: one won and one lost stage close a deal.
    .addColumn("kind", "varchar(10)", (column) => column.notNull())
    .execute();
  await db
    .insertInto("deal_stages" as never)
    .values([
      { name: "Qualified", probability: 20, position: 1, kind: "open" },
      { name: "Proposal sent", probability: 50, position: 2, kind: "open" },
      { name: "Negotiation", probability: 75, position: 3, kind: "open" },
      { name: "Won", probability: 100, position: 4, kind: "won" },
      { name: "Lost", probability: 0, position: 5, kind: "lost" },
    ] as never)
    .execute();

  await db.schema
    .createTable("deal_lost_reasons")
    .addColumn("id", "integer", identity(db))
    .addColumn("label", "varchar(100)", (column) => column.notNull())
    .addColumn("position", "integer", (column) => column.notNull())
    .addColumn("active", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
  await db
    .insertInto("deal_lost_reasons" as never)
    .values([
      { label: "Over their budget", position: 1, active: 1 },
      { label: "Chose another firm", position: 2, active: 1 },
      { label: "Timing: not now", position: 3, active: 1 },
      { label: "No decision made", position: 4, active: 1 },
      { label: "Not a fit for us", position: 5, active: 1 },
    ] as never)
    .execute();

  await db.schema
    .createTable("deals")
    .addColumn("id", "integer", identity(db))
    .addColumn("lead_id", "integer", (column) =>
      column.notNull().references("leads.id").onDelete("cascade"),
    )
    .addColumn("source_lead_id", "integer", (column) =>
      column.unique().references("leads.id").onDelete("cascade"),
    )
    .addColumn("title", "varchar(200)", (column) => column.notNull())
    .addColumn("value", "integer", (column) => column.notNull())
    .addColumn("expected_close_on", "varchar(10)")
    .addColumn("stage_id", "integer", (column) => column.notNull().references("deal_stages.id"))
    .addColumn("lost_reason_id", "integer", (column) => column.references("deal_lost_reasons.id"))
    .addColumn("lost_note", "text")
    .addColumn("owner_id", "integer", (column) =>
      column.references("staff_users.id").onDelete("set null"),
    )
    .addColumn("created_by", "integer", (column) =>
      column.references("staff_users.id").onDelete("set null"),
    )
    .addColumn("created_at", "varchar(30)", (column) => column.notNull())
    .addColumn("updated_at", "varchar(30)", (column) => column.notNull())
    .addColumn("closed_at", "varchar(30)")
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("deals_lead_idx").on("deals").column("lead_id").execute();
  // The board: each stage's deals, one owner's at a time.
  await db.schema
    .createIndex("deals_stage_owner_idx")
    .on("deals")
    .columns(["stage_id", "owner_id"])
    .execute();

  await db.schema
    .createTable("deal_events")
    .addColumn("id", "integer", identity(db))
    .addColumn("deal_id", "integer", (column) =>
      column.notNull().references("deals.id").onDelete("cascade"),
    )
    .addColumn("action", "varchar(10)", (column) => column.notNull())
    .addColumn("from_stage", "varchar(60)")
    .addColumn("to_stage", "varchar(60)")
    .addColumn("staff_user_id", "integer", (column) =>
      column.references("staff_users.id").onDelete("set null"),
    )
    .addColumn("at", "varchar(30)", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("deal_events_deal_idx").on("deal_events").column("deal_id").execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of ["deal_events", "deals", "deal_lost_reasons", "deal_stages"]) {
    await db.schema.dropTable(table).execute();
  }
}
