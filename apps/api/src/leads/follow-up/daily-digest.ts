import type { Kysely } from "kysely";
import { firmWallTimeToUtc, nextDay } from "../../console/views/firm-clock";
import { firmDay, formatFirmTime } from "../../console/views/firm-time";
import type { Database } from "../../infrastructure/database/schema";
import { jobRow } from "../../jobs/job";
import { taskCopy } from "../../tasks/task-copy";
import { openTasksDue, type TaskRow } from "../../tasks/task-repository";
import { LEAD_KIND_LABELS } from "../inbox/lead-labels";
import { followUpCopy } from "./follow-up-copy";
import { dailyDigestJob } from "./follow-up-mail";

type Db = Kysely<Database>;

const DAY_MS = 86_400_000;

/**
 * Once the digest hour has come on the firm's clock, queues today's digest for every active
 * staff member who owns leads or open tasks, as a job in the same transaction. The (staff, day)
 * key makes this idempotent across runs and servers. Answers the day it covered, or undefined
 * before the hour.
 */
export async function scheduleDigests(
  db: Db,
  options: { now: Date; timeZone: string; digestHour: number },
): Promise<string | undefined> {
  const { now, timeZone, digestHour } = options;
  const day = firmDay(now, timeZone);
  const coversUntil = firmWallTimeToUtc(day, `${String(digestHour).padStart(2, "0")}:00`, timeZone);
  if (now < coversUntil) return undefined;
  const owners = await db
    .selectFrom("staff_users")
    .select("id")
    .where("disabled_at", "is", null)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom("leads")
            .select("leads.id")
            .whereRef("leads.owner_id", "=", "staff_users.id"),
        ),
        eb.exists(
          eb
            .selectFrom("lead_tasks")
            .select("lead_tasks.id")
            .whereRef("lead_tasks.owner_id", "=", "staff_users.id")
            .where("lead_tasks.completed_at", "is", null),
        ),
      ]),
    )
    .execute();
  if (owners.length > 0) {
    await db.transaction().execute(async (trx) => {
      // Only the rows this run added get an e-mail; the others were queued before.
      const added = await trx
        .insertInto("staff_digests")
        .values(
          owners.map((owner) => ({
            staff_user_id: owner.id,
            day,
            covers_until: coversUntil.toISOString(),
          })),
        )
        .onConflict((conflict) => conflict.columns(["staff_user_id", "day"]).doNothing())
        .returning("staff_user_id")
        .execute();
      if (added.length === 0) return;
      await trx
        .insertInto("jobs")
        .values(
          added.map((row) =>
            jobRow(
              dailyDigestJob,
              { staffUserId: row.staff_user_id, day },
              { runAt: coversUntil, now },
            ),
          ),
        )
        .execute();
    });
  }
  return day;
}

export interface DigestLead {
  id: number;
  name: string;
  company: string | null;
  kind: keyof typeof LEAD_KIND_LABELS;
  next_action_at: string | null;
  next_action_text: string | null;
}

export type DigestTask = TaskRow & { leadName: string };

export interface DigestContent {
  newLeads: DigestLead[];
  overdue: DigestLead[];
  /** The owner's open tasks due before the digest hour, as Today lists them. */
  overdueTasks: DigestTask[];
  /** Their open tasks due from the digest hour to the end of the firm's day. */
  tasksToday: DigestTask[];
}

/** Whether a digest has nothing to say: then no e-mail goes. */
export const isEmptyDigest = (content: DigestContent) =>
  content.newLeads.length === 0 &&
  content.overdue.length === 0 &&
  content.overdueTasks.length === 0 &&
  content.tasksToday.length === 0;

const LEAD_COLUMNS = [
  "leads.id",
  "leads.name",
  "leads.company",
  "leads.kind",
  "leads.next_action_at",
  "leads.next_action_text",
] as const;

/**
 * What one digest lists: the leads given to the owner since their previous digest (a day before
 * for the first) that they still own, their leads whose next action was due before the digest, and
 * their open tasks due before the digest or later that day on the firm's clock.
 */
export async function digestContent(
  db: Db,
  digest: { staffUserId: number; day: string; coversUntil: string; timeZone: string },
): Promise<DigestContent> {
  const previous = await db
    .selectFrom("staff_digests")
    .select("covers_until")
    .where("staff_user_id", "=", digest.staffUserId)
    .where("day", "<", digest.day)
    .orderBy("day", "desc")
    .limit(1)
    .executeTakeFirst();
  const since =
    previous?.covers_until ?? new Date(Date.parse(digest.coversUntil) - DAY_MS).toISOString();
  const newLeads = await db
    .selectFrom("leads")
    .select(LEAD_COLUMNS)
    .where("leads.owner_id", "=", digest.staffUserId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("lead_events")
          .select("lead_events.id")
          .whereRef("lead_events.lead_id", "=", "leads.id")
          .where("lead_events.action", "=", "assign")
          .where("lead_events.owner_id", "=", digest.staffUserId)
          .where("lead_events.created_at", ">=", since)
          .where("lead_events.created_at", "<", digest.coversUntil),
      ),
    )
    .orderBy("leads.created_at")
    .orderBy("leads.id")
    .execute();
  const overdue = await db
    .selectFrom("leads")
    .select(LEAD_COLUMNS)
    .where("leads.owner_id", "=", digest.staffUserId)
    .where("leads.next_action_at", "<", digest.coversUntil)
    .orderBy("leads.next_action_at")
    .execute();
  const dayEnds = firmWallTimeToUtc(nextDay(digest.day), "00:00", digest.timeZone).toISOString();
  const [overdueTasks, tasksToday] = await Promise.all([
    openTasksDue(db, { ownerId: digest.staffUserId, before: digest.coversUntil }),
    openTasksDue(db, { ownerId: digest.staffUserId, from: digest.coversUntil, before: dayEnds }),
  ]);
  return { newLeads, overdue, overdueTasks, tasksToday };
}

const leadLine = (lead: DigestLead, publicBaseUrl: string) =>
  `- ${lead.name}${lead.company ? ` (${lead.company})` : ""}, ${LEAD_KIND_LABELS[lead.kind]}: ${publicBaseUrl}/admin/leads/${lead.id}`;

/** A task as the digest lists it: what, on which lead with its link, then when it is due. */
const taskLines = (task: DigestTask, options: { publicBaseUrl: string; timeZone: string }) => [
  `- ${taskCopy.kinds[task.kind]}: ${task.title} — ${task.leadName}: ${options.publicBaseUrl}/admin/leads/${task.leadId}#lead-tasks`,
  followUpCopy.digest.due(formatFirmTime(task.dueAt, options.timeZone)),
];

/** The digest e-mail: plain text, one line and link per lead and per task. */
export function digestEmail(
  content: DigestContent,
  options: { day: string; publicBaseUrl: string; timeZone: string },
) {
  const words = followUpCopy.digest;
  const { newLeads, overdue, overdueTasks, tasksToday } = content;
  const lines = [words.greeting(options.day), ""];
  if (newLeads.length > 0) {
    lines.push(words.newLeads(newLeads.length));
    for (const lead of newLeads) lines.push(leadLine(lead, options.publicBaseUrl));
    lines.push("");
  }
  if (overdue.length > 0) {
    lines.push(words.overdueFollowUps(overdue.length));
    for (const lead of overdue) {
      lines.push(leadLine(lead, options.publicBaseUrl));
      const due =
        lead.next_action_at === null ? "" : formatFirmTime(lead.next_action_at, options.timeZone);
      lines.push(`${words.due(due)}${lead.next_action_text ? `: ${lead.next_action_text}` : ""}`);
    }
    lines.push("");
  }
  const taskGroups = [
    { heading: words.overdueTasks, tasks: overdueTasks },
    { heading: words.tasksToday, tasks: tasksToday },
  ];
  for (const group of taskGroups) {
    if (group.tasks.length === 0) continue;
    lines.push(group.heading(group.tasks.length));
    for (const task of group.tasks) lines.push(...taskLines(task, options));
    lines.push("");
  }
  const hasTasks = overdueTasks.length > 0 || tasksToday.length > 0;
  if (hasTasks) lines.push(words.today(`${options.publicBaseUrl}/admin/today`));
  lines.push(words.allLeads(`${options.publicBaseUrl}/admin/leads?view=mine`));
  return {
    subject:
      words.subject(options.day, newLeads.length, overdue.length) +
      (hasTasks ? words.subjectTasks(overdueTasks.length + tasksToday.length) : ""),
    text: lines.join("\n"),
  };
}
