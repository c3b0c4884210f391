import { type Kysely, PostgresAdapter, sql } from "kysely";

// Every inbox search is a prefix query ('word':*), and PostgreSQL estimates a prefix's share of
// the leads from the most common words of the search documents only when it keeps 100 of them or
// more; with fewer it guesses 2% for any word. At the default statistics target a small vocabulary
// (a firm's leads share most of their words) stays under that, and the guess makes the planner
// walk every lead newest first, testing each one's document, for a word that matches a few or
// none. A larger sample keeps enough common words for the estimate, rare words included (the
// smallest common word's frequency). SQLite's FTS5 has no planner to inform.

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`ALTER TABLE lead_search ALTER COLUMN document SET STATISTICS 1000`.execute(db);
  await sql`ANALYZE lead_search`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`ALTER TABLE lead_search ALTER COLUMN document SET STATISTICS -1`.execute(db);
}
