import type { Kysely } from "kysely";
import { field } from "../../console/form-body";
import type { FieldErrors } from "../../console/views/form-fields";
import type { Database, LeadStatus } from "../../infrastructure/database/schema";
import type { StaffSession } from "../../staff/auth/session-store";
import { assignmentCopy } from "../assignment/assignment-copy";
import { parseFollowUpForm } from "../follow-up/follow-up-repository";
import { leadDetailCopy } from "./lead-detail-copy";
import { recordLeadEvent } from "./lead-events";
import { isLeadStatus } from "./lead-labels";
import { MAX_NOTE_LENGTH } from "./lead-status";

/** What the lead page's one form sent, as typed: shown again when something is refused. */
export interface LeadWorkForm {
  status: string;
  owner_id: string;
  due_date: string;
  due_time: string;
  next_action: string;
  note: string;
}

const FORM_FIELDS = ["status", "owner_id", "due_date", "due_time", "next_action", "note"] as const;

/** The form's fields, each bounded before anything reads it. */
export function readLeadWorkForm(body: unknown): LeadWorkForm {
  const form = {} as LeadWorkForm;
  for (const name of FORM_FIELDS) {
    form[name] = field(body, name).slice(0, name === "note" ? MAX_NOTE_LENGTH * 2 : 2000);
  }
  return form;
}

/** The lead's work as it stands, for telling what the form changes. */
interface CurrentWork {
  status: LeadStatus;
  owner_id: number | null;
  next_action_at: string | null;
  next_action_text: string | null;
}

/** What to write: each part undefined when the form leaves it as it was. */
export interface LeadWorkChanges {
  status?: LeadStatus;
  ownerId?: number;
  followUp?: { dueAt: string | null; text: string | null };
  note?: string;
}

/**
 * Reads the form against the lead as it stands: each part is optional, and only a part that
 * differs from the lead is a change. `activeStaff` are the ids that may own leads.
 */
export function parseLeadWork(
  form: LeadWorkForm,
  current: CurrentWork,
  activeStaff: readonly number[],
  timeZone: string,
): { changes: LeadWorkChanges } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const changes: LeadWorkChanges = {};

  if (form.status !== "" && form.status !== current.status) {
    if (isLeadStatus(form.status)) changes.status = form.status;
    else errors.status = leadDetailCopy.errors.status;
  }

  if (form.owner_id !== "" && form.owner_id !== String(current.owner_id)) {
    const owner = /^\d{1,9}$/.test(form.owner_id) ? Number(form.owner_id) : undefined;
    if (owner !== undefined && activeStaff.includes(owner)) changes.ownerId = owner;
    else errors.owner_id = assignmentCopy.errors.owner;
  }

  // An empty date means no next action: one planned before is cleared.
  const followUp = parseFollowUpForm(
    {
      dueDate: form.due_date,
      dueTime: form.due_time,
      text: form.next_action,
      clear: form.due_date.trim() === "" && form.next_action.trim() === "",
    },
    timeZone,
  );
  if (followUp.kind === "invalid") {
    errors[followUp.field] = followUp.message;
  } else {
    const dueAt = followUp.kind === "set" ? followUp.dueAt : null;
    const text = followUp.kind === "set" ? followUp.text : null;
    if (dueAt !== current.next_action_at || text !== current.next_action_text) {
      changes.followUp = { dueAt, text };
    }
  }

  const note = form.note.replace(/\r\n/g, "\n").trim();
  if (note.length > MAX_NOTE_LENGTH)
    errors.note = leadDetailCopy.errors.noteTooLong(MAX_NOTE_LENGTH);
  else if (note !== "") changes.note = note;

  return Object.keys(errors).length > 0 ? { errors } : { changes };
}

/**
 * Writes the form's changes in one transaction, each on the timeline: the owner, the status, the
 * next action, then the note. Answers false when there is no such lead.
 */
export async function saveLeadWork(
  db: Kysely<Database>,
  work: { leadId: number; changes: LeadWorkChanges; staff: StaffSession; now: Date },
): Promise<boolean> {
  const { leadId, changes, staff } = work;
  const at = work.now.toISOString();
  const event = { leadId, staffUserId: staff.userId, at };
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("leads")
      .select(["status"])
      .where("id", "=", leadId)
      .executeTakeFirst();
    if (lead === undefined) return false;
    if (changes.ownerId !== undefined) {
      await trx
        .updateTable("leads")
        .set({ owner_id: changes.ownerId })
        .where("id", "=", leadId)
        .execute();
      await recordLeadEvent(trx, { ...event, action: "assign", ownerId: changes.ownerId });
    }
    if (changes.status !== undefined) {
      await trx
        .updateTable("leads")
        .set({ status: changes.status, status_changed_by: staff.email, status_changed_at: at })
        .where("id", "=", leadId)
        .execute();
      await recordLeadEvent(trx, {
        ...event,
        action: "status",
        fromStatus: lead.status,
        toStatus: changes.status,
      });
    }
    if (changes.followUp !== undefined) {
      const { dueAt, text } = changes.followUp;
      await trx
        .updateTable("leads")
        .set({ next_action_at: dueAt, next_action_text: text })
        .where("id", "=", leadId)
        .execute();
      await recordLeadEvent(trx, { ...event, action: "follow_up", dueAt, note: text });
    }
    if (changes.note !== undefined) {
      await recordLeadEvent(trx, { ...event, action: "note", note: changes.note });
    }
    return true;
  });
}
