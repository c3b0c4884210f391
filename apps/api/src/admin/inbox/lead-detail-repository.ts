import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

type Db = Kysely<Database>;

/** Everything the detail page shows about one lead; undefined when there is no such lead. */
export async function findLeadDetail(db: Db, id: number) {
  const lead = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  if (lead === undefined) return undefined;
  const [notifications, resume, events] = await Promise.all([
    db
      .selectFrom("outbox")
      .select(["channel", "attempts", "next_attempt_at", "sent_at", "last_error"])
      .where("lead_id", "=", id)
      .orderBy("channel")
      .execute(),
    db
      .selectFrom("resumes")
      .select(["file_name", "size"])
      .where("lead_id", "=", id)
      .executeTakeFirst(),
    db
      .selectFrom("lead_events")
      .leftJoin("staff_users", "staff_users.id", "lead_events.staff_user_id")
      .select([
        "lead_events.id",
        "lead_events.action",
        "lead_events.from_status",
        "lead_events.to_status",
        "lead_events.note",
        "lead_events.created_at",
        "staff_users.email as staff_email",
      ])
      .where("lead_events.lead_id", "=", id)
      .orderBy("lead_events.created_at", "desc")
      .orderBy("lead_events.id", "desc")
      .execute(),
  ]);
  return { lead, notifications, resume, events };
}

export type LeadDetail = NonNullable<Awaited<ReturnType<typeof findLeadDetail>>>;
