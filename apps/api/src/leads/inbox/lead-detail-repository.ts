import { type Kysely, sql } from "kysely";
import { loadLeadCorrespondence } from "../../correspondence/lead-correspondence";
import type { Database } from "../../infrastructure/database/schema";
import { channelOfJob, LEAD_NOTIFICATION_KINDS } from "../../notifications/notification-channels";
import { listLeadTasks } from "../../tasks/task-repository";
import { listActiveStaff } from "../assignment/assignment-repository";

type Db = Kysely<Database>;

/**
 * Leads of one person: the same e-mail address, whatever its case (addresses saved before they
 * were lower-cased may differ in case only).
 */
export const sameAddress = (email: string) =>
  sql<boolean>`lower(${sql.ref("leads.email")}) = ${email.toLowerCase()}`;

/** The lead's notification jobs, as the timeline lists them by channel. */
async function leadNotifications(db: Db, leadId: number) {
  const jobs = await db
    .selectFrom("jobs")
    .select([
      "id",
      "kind",
      "payload",
      "attempts",
      "run_at",
      "done_at",
      "failed_at",
      "last_error",
      "created_at",
    ])
    .where("lead_id", "=", leadId)
    .where("kind", "in", LEAD_NOTIFICATION_KINDS)
    .orderBy("id")
    .execute();
  return jobs.flatMap(({ kind, payload, run_at, done_at, ...job }) => {
    const channel = channelOfJob(kind, payload);
    return channel === undefined
      ? []
      : [{ ...job, channel, next_attempt_at: run_at, sent_at: done_at }];
  });
}

/** Everything one lead's page shows; undefined when there is no such lead. */
export async function findLeadDetail(db: Db, id: number) {
  const lead = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  if (lead === undefined) return undefined;
  const [notifications, resume, events, owner, sameAddressCount] = await Promise.all([
    leadNotifications(db, id),
    db
      .selectFrom("resumes")
      .select(["file_name", "size", "created_at"])
      .where("lead_id", "=", id)
      .executeTakeFirst(),
    db
      .selectFrom("lead_events")
      .leftJoin("staff_users as actor", "actor.id", "lead_events.staff_user_id")
      .leftJoin("staff_users as owner", "owner.id", "lead_events.owner_id")
      .select([
        "lead_events.id",
        "lead_events.action",
        "lead_events.staff_user_id",
        "lead_events.from_status",
        "lead_events.to_status",
        "lead_events.note",
        "lead_events.owner_id",
        "lead_events.due_at",
        "lead_events.reason",
        "lead_events.field",
        "lead_events.from_value",
        "lead_events.to_value",
        "lead_events.created_at",
        "actor.email as actor_email",
        "actor.display_name as actor_display_name",
        "owner.email as owner_email",
        "owner.display_name as owner_display_name",
      ])
      .where("lead_events.lead_id", "=", id)
      .orderBy("lead_events.created_at", "desc")
      .orderBy("lead_events.id", "desc")
      .execute(),
    lead.owner_id === null
      ? undefined
      : db
          .selectFrom("staff_users")
          .select(["id", "email", "display_name", "disabled_at"])
          .where("id", "=", lead.owner_id)
          .executeTakeFirst(),
    db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .where(sameAddress(lead.email))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    lead,
    notifications,
    resume,
    events,
    owner,
    /** How many leads, this one included, came from the same address. */
    personLeadCount: Number(sameAddressCount.count),
    /** Who the owner form offers: the accounts that are not disabled. */
    activeStaff: await listActiveStaff(db),
    noticeVersionsKeptSince: await noticeVersionsKeptSince(db),
    /** The lead's tasks, open and completed (its page lists them and its timeline says when). */
    tasks: await listLeadTasks(db, id),
    /** E-mails staff wrote, the templates to write from and the quotations made. */
    correspondence: await loadLeadCorrespondence(db, id),
  };
}

/**
 * When leads began to carry the privacy notice version (ISO UTC): the time the migration adding
 * the column ran. A lead without one from before then predates it; one from after was sent
 * without it. Undefined when the migration log cannot tell.
 */
async function noticeVersionsKeptSince(db: Db): Promise<string | undefined> {
  try {
    const { rows } = await sql<{ timestamp: string | Date }>`
      select timestamp from kysely_migration where name = '0005_privacy'`.execute(db);
    const at = rows[0] === undefined ? Number.NaN : new Date(rows[0].timestamp).getTime();
    return Number.isNaN(at) ? undefined : new Date(at).toISOString();
  } catch {
    return undefined;
  }
}

export type LeadDetail = NonNullable<Awaited<ReturnType<typeof findLeadDetail>>>;
export type LeadTimelineEvent = LeadDetail["events"][number];
