import type { Kysely } from "kysely";

// A lead's e-mail address and IP are as good as random, so an index led by either puts each new
// lead on its own page of that index: every save rewrote one page per random index, about 9 KB
// of a 14 KB commit per lead on SQLite. The only query that needs them counts the leads of the
// last hour from an address or an IP (the e-mail check), and it reads them just as well from an
// index led by the time: new leads always land on its last page, and the hour's entries sit
// together there, address and IP included, so the count reads no table row. The privacy search
// by address, a rare staff action, scans the table instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("leads_email_created_at_idx").execute();
  await db.schema.dropIndex("leads_client_ip_created_at_idx").execute();
  await db.schema.dropIndex("leads_created_at_id_idx").execute();
  // Still serves the inbox's paging by (created_at, id) and the retention job.
  await db.schema
    .createIndex("leads_created_at_id_email_ip_idx")
    .on("leads")
    .columns(["created_at", "id", "email", "client_ip"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("leads_created_at_id_email_ip_idx").execute();
  await db.schema
    .createIndex("leads_created_at_id_idx")
    .on("leads")
    .columns(["created_at", "id"])
    .execute();
  await db.schema
    .createIndex("leads_client_ip_created_at_idx")
    .on("leads")
    .columns(["client_ip", "created_at"])
    .execute();
  await db.schema
    .createIndex("leads_email_created_at_idx")
    .on("leads")
    .columns(["email", "created_at"])
    .execute();
}
