import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

// Migrations are frozen in time: they use only Kysely's schema builder, never app code.

/** An integer key the database assigns and never reuses, in each dialect's own syntax. */
function identity(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (column: ColumnDefinitionBuilder) =>
    postgres
      ? column.primaryKey().generatedAlwaysAsIdentity()
      : column.primaryKey().autoIncrement();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // Every lead kind in one table, so the staff inbox lists and searches them together. Times are
  // ISO-8601 UTC text on both dialects: they sort as they read and compare as plain strings.
  await db.schema
    .createTable("leads")
    .addColumn("id", "integer", identity(db))
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("source_call", "text", (column) => column.notNull())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("company", "text")
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("phone", "text")
    .addColumn("lead_code", "text")
    .addColumn("offer", "text")
    .addColumn("details", "text", (column) => column.notNull())
    .addColumn("estimate_cost", "integer")
    .addColumn("client_ip", "text", (column) => column.notNull())
    .addColumn("reported_ip", "text")
    .addColumn("user_agent", "text")
    .addColumn("landing_page", "text")
    .addColumn("referrer", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("utm_term", "text")
    .addColumn("utm_content", "text")
    .addColumn("status", "text", (column) => column.notNull().defaultTo("new"))
    .addColumn("staff_note", "text")
    .addColumn("status_changed_by", "text")
    .addColumn("status_changed_at", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addCheckConstraint(
      "leads_kind_check",
      sql`kind in ('contact', 'estimate', 'checklist', 'product_demo', 'ai_support', 'partner', 'candidate')`,
    )
    .addCheckConstraint("leads_status_check", sql`status in ('new', 'contacted', 'won', 'lost')`)
    .execute();

  // The inbox sorts by time and filters by kind; the e-mail check counts an address's and an
  // IP's leads of the last hour.
  const leadIndexes = [
    ["created_at"],
    ["email", "created_at"],
    ["client_ip", "created_at"],
    ["kind", "created_at"],
  ];
  for (const columns of leadIndexes) {
    await db.schema
      .createIndex(`leads_${columns.join("_")}_idx`)
      .on("leads")
      .columns(columns)
      .execute();
  }

  await db.schema
    .createTable("email_blocklist")
    .addColumn("id", "integer", identity(db))
    .addColumn("value", "text", (column) => column.notNull().unique())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addCheckConstraint("email_blocklist_kind_check", sql`kind in ('email', 'domain')`)
    // Lookups compare lower-cased values; a mixed-case entry would never match.
    .addCheckConstraint("email_blocklist_value_check", sql`value = lower(value)`)
    .execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "integer", identity(db))
    .addColumn("lead_id", "integer", (column) =>
      column.notNull().references("leads.id").onDelete("cascade"),
    )
    .addColumn("channel", "text", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (column) => column.notNull())
    .addColumn("sent_at", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addCheckConstraint("outbox_channel_check", sql`channel in ('email', 'webhook')`)
    .execute();
  await db.schema.createIndex("outbox_lead_id_idx").on("outbox").column("lead_id").execute();
  // The sender only ever looks for notifications still due.
  await db.schema
    .createIndex("outbox_due_idx")
    .on("outbox")
    .column("next_attempt_at")
    .where(sql.ref("sent_at"), "is", null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("outbox").execute();
  await db.schema.dropTable("email_blocklist").execute();
  await db.schema.dropTable("leads").execute();
}
