import { type Kysely, PostgresAdapter, sql } from "kysely";

// The inbox's full-text search: one document per lead, written after the lead has committed by
// a background indexer, so saving a lead costs nothing more. SQLite keeps it in an FTS5 table
// whose rowid is the lead's id; PostgreSQL in a table of tsvectors under a GIN index. Both hold
// personal data, so they go with the lead when it is deleted (erasure, retention).

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema
      .createTable("lead_search")
      .addColumn("lead_id", "integer", (column) =>
        column.primaryKey().references("leads.id").onDelete("cascade"),
      )
      .addColumn("document", sql`tsvector`, (column) => column.notNull())
      .execute();
    await sql`CREATE INDEX lead_search_document_idx ON lead_search USING gin (document)`.execute(
      db,
    );
    return;
  }
  // The document: the words of the name, company, e-mail, phone and message, and the phone's
  // digit endings, each marked with a leading `#` (kept as part of the token).
  await sql`CREATE VIRTUAL TABLE lead_search USING fts5(document, tokenize = "unicode61 tokenchars '#'")`.execute(
    db,
  );
  await sql`
    CREATE TRIGGER leads_forget_search AFTER DELETE ON leads
    BEGIN
      DELETE FROM lead_search WHERE rowid = old.id;
    END
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await sql`DROP TRIGGER leads_forget_search`.execute(db);
  }
  await db.schema.dropTable("lead_search").execute();
}
