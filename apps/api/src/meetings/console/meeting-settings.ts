import type { Kysely } from "kysely";
import type { Database } from "../../infrastructure/database/schema";
import type { StaffSession } from "../../staff/auth/session-store";
import { changeNoticeMinutes } from "../change-notice";
import { meetingsCopy } from "./meetings-copy";

type Db = Kysely<Database>;
const copy = meetingsCopy.settings;

/** The lengths a call may have, in minutes. */
export const MEETING_LENGTHS = [15, 30, 45, 60, 75, 90, 105, 120] as const;
export const MAX_CHANGE_NOTICE_HOURS = 72;

export interface MeetingTypeSetting {
  code: string;
  title: string;
  minutes: number;
}

export interface MeetingSettings {
  types: MeetingTypeSetting[];
  /** Closer to a call than this, the e-mailed links no longer change it. */
  changeNoticeHours: number;
}

export async function loadMeetingSettings(db: Db): Promise<MeetingSettings> {
  const [types, minutes] = await Promise.all([
    db
      .selectFrom("meeting_types")
      .select(["code", "title", "minutes"])
      .orderBy("position")
      .orderBy("code")
      .execute(),
    changeNoticeMinutes(db),
  ]);
  return {
    types: types.map((type) => ({ ...type, minutes: Number(type.minutes) })),
    changeNoticeHours: Math.floor(minutes / 60),
  };
}

/** What the settings form sent, as typed, and why a field was refused. */
export interface MeetingSettingsForm {
  minutes: Record<string, string>;
  changeNoticeHours: string;
}

export type ParsedMeetingSettings =
  | { ok: true; minutes: Record<string, number>; changeNoticeHours: number }
  | { ok: false; errors: Record<string, string> };

export const minutesField = (code: string) => `minutes-${code}`;
export const NOTICE_FIELD = "change-notice-hours";

/** Checks the form against the meeting types there are: every length from the list, whole hours. */
export function parseMeetingSettingsForm(
  form: MeetingSettingsForm,
  codes: readonly string[],
): ParsedMeetingSettings {
  const errors: Record<string, string> = {};
  const minutes: Record<string, number> = {};
  for (const code of codes) {
    const typed = (form.minutes[code] ?? "").trim();
    const value = /^\d{1,3}$/.test(typed) ? Number(typed) : Number.NaN;
    if ((MEETING_LENGTHS as readonly number[]).includes(value)) minutes[code] = value;
    else errors[minutesField(code)] = copy.errors.minutes;
  }
  const typedHours = form.changeNoticeHours.trim();
  const hours = /^\d{1,2}$/.test(typedHours) ? Number(typedHours) : Number.NaN;
  if (!(hours >= 0 && hours <= MAX_CHANGE_NOTICE_HOURS)) errors[NOTICE_FIELD] = copy.errors.notice;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, minutes, changeNoticeHours: hours };
}

/**
 * Saves the lengths and the change notice, each change one entry of the staff audit log, as the
 * role settings do; a setting left as it was records nothing. Answers how many changed.
 */
export async function saveMeetingSettings(
  db: Db,
  input: {
    minutes: Record<string, number>;
    changeNoticeHours: number;
    actor: StaffSession;
    now: Date;
  },
): Promise<number> {
  const at = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const current = await loadMeetingSettings(trx);
    const details: string[] = [];
    for (const type of current.types) {
      const minutes = input.minutes[type.code];
      if (minutes === undefined || minutes === type.minutes) continue;
      await trx
        .updateTable("meeting_types")
        .set({ minutes })
        .where("code", "=", type.code)
        .execute();
      details.push(copy.audit.minutes(type.title, minutes));
    }
    if (input.changeNoticeHours !== current.changeNoticeHours) {
      const change_notice_minutes = input.changeNoticeHours * 60;
      const updated = await trx
        .updateTable("meeting_settings")
        .set({ change_notice_minutes })
        .where("id", "=", 1)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        await trx.insertInto("meeting_settings").values({ id: 1, change_notice_minutes }).execute();
      }
      details.push(copy.audit.notice(input.changeNoticeHours));
    }
    if (details.length === 0) return 0;
    await trx
      .insertInto("staff_audit_events")
      .values(
        details.map((detail) => ({
          actor_id: input.actor.userId,
          actor_email: input.actor.email,
          target_id: null,
          target_email: copy.audit.target,
          action: "change_setting" as const,
          detail,
          created_at: at,
        })),
      )
      .execute();
    return details.length;
  });
}
