import type { Kysely } from "kysely";
import type { AppConfig } from "../../config";
import type { Database } from "../../infrastructure/database/schema";
import { createPeriodicTask, type TaskLog } from "../../infrastructure/periodic-task";
import { scheduleDigests } from "../follow-up/daily-digest";
import { escalateUntouchedLeads } from "../follow-up/untouched-leads";
import { assignNewLeads } from "./round-robin";

export interface LeadWorkJobsOptions {
  now?: () => Date;
  intervalMs?: number;
}

/**
 * The background work on leads after they are saved, every few seconds: round-robin owners,
 * flagging untouched leads and, with SMTP_URL, queueing the admins' notices and the morning
 * digests as jobs (the job queue sends them). Nothing here runs inside a lead save.
 */
export function createLeadWorkJobs(
  config: Pick<
    AppConfig,
    "database" | "smtpUrl" | "firmTimeZone" | "digestHour" | "escalationWorkingHours"
  >,
  db: Kysely<Database>,
  log: TaskLog,
  options: LeadWorkJobsOptions = {},
) {
  const now = options.now ?? (() => new Date());
  const timeZone = config.firmTimeZone;
  const mailing = config.smtpUrl !== undefined;

  async function work() {
    const assigned = await assignNewLeads(db, config.database.dialect, now());
    const escalated = await escalateUntouchedLeads(db, {
      thresholdHours: config.escalationWorkingHours,
      now: now(),
      timeZone,
      notifyAdmins: mailing,
    });
    // Without a mail server no digest could go out; none is queued to arrive stale later.
    if (mailing) await scheduleDigests(db, { now: now(), timeZone, digestHour: config.digestHour });
    return { assigned, escalated };
  }

  return createPeriodicTask({
    work,
    intervalMs: options.intervalMs ?? 3000,
    log,
    failure: "lead assignment and follow-up run failed",
  });
}
