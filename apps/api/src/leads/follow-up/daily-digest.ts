import type { Kysely } from "kysely";
import { firmWallTimeToUtc } from "../../console/views/firm-clock";
import { firmDay, formatFirmTime } from "../../console/views/firm-time";
import type { Database } from "../../infrastructure/database/schema";
import { jobRow } from "../../jobs/job";
import { LEAD_KIND_LABELS } from "../inbox/lead-labels";
import { dailyDigestJob } from "./follow-up-mail";

type Db = Kysely<Database>;

const DAY_MS = 86_400_000;

/**
 * Once the digest hour has come on the firm's clock, queues today's digest for every active
 * staff member who owns leads, as a job in the same transaction. The (staff, day) key makes this
 * idempotent across runs and servers. Answers the day it covered, or undefined before the hour.
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
      eb.exists(
        eb.selectFrom("leads").select("leads.id").whereRef("leads.owner_id", "=", "staff_users.id"),
      ),
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

export interface DigestContent {
  newLeads: DigestLead[];
  overdue: DigestLead[];
}

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
 * for the first) that they still own, and their leads whose next action was due before the digest.
 */
export async function digestContent(
  db: Db,
  digest: { staffUserId: number; day: string; coversUntil: string },
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
  return { newLeads, overdue };
}

const leadLine = (lead: DigestLead, publicBaseUrl: string) =>
  `- ${lead.name}${lead.company ? ` (${lead.company})` : ""}, ${LEAD_KIND_LABELS[lead.kind]}: ${publicBaseUrl}/admin/leads/${lead.id}`;

/** The digest e-mail: plain text, one line and link per lead. */
export function digestEmail(
  content: DigestContent,
  options: { day: string; publicBaseUrl: string; timeZone: string },
) {
  const { newLeads, overdue } = content;
  const lines = [`Good morning. Your leads on ${options.day}:`, ""];
  if (newLeads.length > 0) {
    lines.push(`New leads (${newLeads.length}):`);
    for (const lead of newLeads) lines.push(leadLine(lead, options.publicBaseUrl));
    lines.push("");
  }
  if (overdue.length > 0) {
    lines.push(`Overdue follow-ups (${overdue.length}):`);
    for (const lead of overdue) {
      lines.push(leadLine(lead, options.publicBaseUrl));
      const due =
        lead.next_action_at === null ? "" : formatFirmTime(lead.next_action_at, options.timeZone);
      lines.push(`  due ${due}${lead.next_action_text ? `: ${lead.next_action_text}` : ""}`);
    }
    lines.push("");
  }
  lines.push(`All your leads: ${options.publicBaseUrl}/admin/leads?view=mine`);
  return {
    subject: `Your leads for ${options.day}: ${newLeads.length} new, ${overdue.length} overdue`,
    text: lines.join("\n"),
  };
}
