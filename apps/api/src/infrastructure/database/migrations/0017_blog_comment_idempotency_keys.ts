import type { Kysely } from "kysely";

// The Idempotency-Key a reader's comment was sent with: a comment sent again under it finds the
// key taken and is not stored twice. NULL for comments sent without one (and every older one);
// both databases treat NULLs as distinct. Migrations are frozen in time: schema builder only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("blog_comments")
    .addColumn("idempotency_key", "varchar(100)")
    .execute();
  await db.schema
    .createIndex("blog_comments_idempotency_key_idx")
    .on("blog_comments")
    .column("idempotency_key")
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("blog_comments_idempotency_key_idx").execute();
  await db.schema.alterTable("blog_comments").dropColumn("idempotency_key").execute();
}
