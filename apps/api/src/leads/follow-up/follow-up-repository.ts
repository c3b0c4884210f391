import type { Kysely } from "kysely";
import { firmWallTimeToUtc } from "../../console/views/firm-clock";
import type { Database } from "../../infrastructure/database/schema";
import { recordLeadEvent } from "../inbox/lead-events";
import { followUpCopy } from "./follow-up-copy";

type Db = Kysely<Database>;

/** The column holds 500 characters. */
export const MAX_NEXT_ACTION_LENGTH = 500;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export type FollowUpInput =
  | { kind: "set"; dueAt: string; text: string | null }
  | { kind: "clear" }
  | { kind: "invalid"; field: "due_date" | "due_time" | "next_action"; message: string };

/** Reads the follow-up form: a firm-zone date and time become one UTC instant. */
export function parseFollowUpForm(
  fields: { dueDate: string; dueTime: string; text: string; clear: boolean },
  timeZone: string,
): FollowUpInput {
  if (fields.clear) return { kind: "clear" };
  const dueDate = fields.dueDate.trim().slice(0, 20);
  const dueTime = (fields.dueTime.trim() || "10:00").slice(0, 20);
  const text = fields.text.replace(/\s+/g, " ").trim();
  const date = DATE.exec(dueDate);
  const year = Number(date?.[1]);
  const asDate = new Date(`${dueDate}T00:00:00.000Z`);
  if (
    date === null ||
    year < 2000 ||
    year > 2200 ||
    Number.isNaN(asDate.getTime()) ||
    asDate.toISOString().slice(0, 10) !== dueDate
  ) {
    return { kind: "invalid", field: "due_date", message: followUpCopy.errors.date };
  }
  if (!TIME.test(dueTime)) {
    return { kind: "invalid", field: "due_time", message: followUpCopy.errors.time };
  }
  if (text.length > MAX_NEXT_ACTION_LENGTH) {
    return {
      kind: "invalid",
      field: "next_action",
      message: followUpCopy.errors.textTooLong(MAX_NEXT_ACTION_LENGTH),
    };
  }
  return {
    kind: "set",
    dueAt: firmWallTimeToUtc(dueDate, dueTime, timeZone).toISOString(),
    text: text === "" ? null : text,
  };
}

/**
 * Sets or clears a lead's next action and adds it to the timeline (a cleared one has no due
 * time). Answers false when the lead does not exist.
 */
export async function saveFollowUp(
  db: Db,
  change: {
    leadId: number;
    dueAt: string | null;
    text: string | null;
    staffUserId: number;
    now: Date;
  },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("leads")
      .set((eb) => ({
        next_action_at: change.dueAt,
        next_action_text: change.text,
        version: eb("version", "+", 1),
      }))
      .where("id", "=", change.leadId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await recordLeadEvent(trx, {
      leadId: change.leadId,
      staffUserId: change.staffUserId,
      action: "follow_up",
      dueAt: change.dueAt,
      note: change.text,
      at: change.now.toISOString(),
    });
    return true;
  });
}
