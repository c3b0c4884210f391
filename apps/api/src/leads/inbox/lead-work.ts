import type { Kysely } from "kysely";
import { field } from "../../console/form-body";
import { formatFirmTime } from "../../console/views/firm-time";
import type { FieldErrors } from "../../console/views/form-fields";
import { staffName } from "../../console/views/staff-name";
import type { Database, LeadContactField, LeadStatus } from "../../infrastructure/database/schema";
import type { StaffSession } from "../../staff/auth/session-store";
import { assignmentCopy } from "../assignment/assignment-copy";
import { parseFollowUpForm } from "../follow-up/follow-up-repository";
import { reindexLead } from "../search/lead-search-index";
import type { SearchableLead } from "../search/search-text";
import {
  CONTACT_FIELDS,
  CONTACT_FORM_FIELDS,
  CONTACT_LIMITS,
  type ContactChange,
  type CurrentContact,
  parseContactChanges,
} from "./lead-contact";
import { leadDetailCopy } from "./lead-detail-copy";
import { CONTACT_ACTIONS, type ContactAction, recordLeadEvent } from "./lead-events";
import { isLeadStatus, LEAD_STATUS_LABELS } from "./lead-labels";
import { MAX_NOTE_LENGTH } from "./lead-status";

/** What the lead page's one form sent, as typed: shown again when something is refused. */
export interface LeadWorkForm {
  status: string;
  owner_id: string;
  due_date: string;
  due_time: string;
  next_action: string;
  note: string;
  /** What the note records: "note", or a contact ("call", "email", "meeting"). */
  activity: string;
  /** The lead's version when the page was shown, and when that was (ISO UTC). */
  version: string;
  opened_at: string;
  /** The contact details as typed; absent when the form did not send them. */
  contact_name?: string;
  contact_phone?: string;
  contact_company?: string;
  contact_email?: string;
}

const FORM_FIELDS = [
  "status",
  "owner_id",
  "due_date",
  "due_time",
  "next_action",
  "note",
  "activity",
  "version",
  "opened_at",
] as const;

/** The form's fields, each bounded before anything reads it. */
export function readLeadWorkForm(body: unknown): LeadWorkForm {
  const form = {} as LeadWorkForm;
  for (const name of FORM_FIELDS) {
    form[name] = field(body, name).slice(0, name === "note" ? MAX_NOTE_LENGTH * 2 : 2000);
  }
  // Kept one character past the limit, so a longer value is refused rather than cut short.
  for (const contactField of CONTACT_FIELDS) {
    const name = CONTACT_FORM_FIELDS[contactField];
    const value = (body as Record<string, unknown> | null)?.[name];
    if (typeof value === "string") {
      form[name] = value.trim().slice(0, CONTACT_LIMITS[contactField] + 1);
    }
  }
  return form;
}

/** The lead's work as it stands, for telling what the form changes. */
interface CurrentWork extends CurrentContact {
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
  /** The note records a contact with the person. */
  contact?: ContactAction;
  /** Corrected contact details, each kept on the timeline. */
  details?: ContactChange[];
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
  const changes: LeadWorkChanges = {};
  const contactDetails = parseContactChanges(form, current);
  const errors: FieldErrors = { ...contactDetails.errors };
  if (contactDetails.changes.length > 0) changes.details = contactDetails.changes;

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
  const contact = CONTACT_ACTIONS.find((action) => action === form.activity);
  if (contact !== undefined) changes.contact = contact;

  return Object.keys(errors).length > 0 ? { errors } : { changes };
}

/** The version the form was shown with; undefined when the form sent none or garbage. */
export const shownVersion = (form: LeadWorkForm): number | undefined =>
  /^\d{1,9}$/.test(form.version) ? Number(form.version) : undefined;

export type SaveLeadWorkResult = "saved" | "stale" | "not_found";

/**
 * Writes the form's changes in one transaction, each on the timeline: the owner, the status, the
 * next action, then the note. Nothing is written, and "stale" answered, when the lead's version is
 * no longer the one the page was shown with: someone changed it since.
 */
export async function saveLeadWork(
  db: Kysely<Database>,
  work: {
    leadId: number;
    version: number;
    changes: LeadWorkChanges;
    staff: StaffSession;
    now: Date;
  },
): Promise<SaveLeadWorkResult> {
  const { leadId, version, changes, staff } = work;
  const at = work.now.toISOString();
  const event = { leadId, staffUserId: staff.userId, at };
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("leads")
      .select(["status", "name", "company", "email", "phone", "details"])
      .where("id", "=", leadId)
      .executeTakeFirst();
    if (lead === undefined) return "not_found";
    // A note alone changes no field, so it raises no version; it is still refused on a stale
    // page, as it may answer what the page showed.
    const raises =
      changes.ownerId !== undefined ||
      changes.status !== undefined ||
      changes.followUp !== undefined ||
      changes.details !== undefined;
    const corrected = Object.fromEntries(
      (changes.details ?? []).map((change) => [change.field, change.to]),
    ) as Partial<Record<LeadContactField, string | null>>;
    const claimed = await trx
      .updateTable("leads")
      .set((eb) => ({
        version: eb("version", "+", raises ? 1 : 0),
        ...(changes.ownerId === undefined ? {} : { owner_id: changes.ownerId }),
        ...(changes.status === undefined
          ? {}
          : { status: changes.status, status_changed_by: staff.email, status_changed_at: at }),
        ...(changes.followUp === undefined
          ? {}
          : {
              next_action_at: changes.followUp.dueAt,
              next_action_text: changes.followUp.text,
            }),
        ...("company" in corrected ? { company: corrected.company ?? null } : {}),
        ...("phone" in corrected ? { phone: corrected.phone ?? null } : {}),
        // Name and e-mail are never cleared: the form refuses them empty.
        ...(corrected.name == null ? {} : { name: corrected.name }),
        ...(corrected.email == null ? {} : { email: corrected.email }),
      }))
      .where("id", "=", leadId)
      .where("version", "=", version)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return "stale";
    for (const change of changes.details ?? []) {
      await recordLeadEvent(trx, {
        ...event,
        action: "contact_edit",
        field: change.field,
        fromValue: change.from,
        toValue: change.to,
      });
    }
    if (changes.details !== undefined) {
      await reindexLead(trx, { id: leadId, ...lead, ...corrected } as SearchableLead & {
        id: number;
      });
    }
    if (changes.ownerId !== undefined) {
      await recordLeadEvent(trx, { ...event, action: "assign", ownerId: changes.ownerId });
    }
    if (changes.status !== undefined) {
      await recordLeadEvent(trx, {
        ...event,
        action: "status",
        fromStatus: lead.status,
        toStatus: changes.status,
      });
    }
    if (changes.followUp !== undefined) {
      const { dueAt, text } = changes.followUp;
      await recordLeadEvent(trx, { ...event, action: "follow_up", dueAt, note: text });
    }
    if (changes.note !== undefined || changes.contact !== undefined) {
      const action = changes.contact ?? "note";
      await recordLeadEvent(trx, { ...event, action, note: changes.note ?? null });
    }
    return "saved";
  });
}

/** What others changed after a page was opened: in words, and which parts of the form. */
export interface ChangesSince {
  message: string;
  status: boolean;
  owner: boolean;
  followUp: boolean;
  /** The contact details someone corrected. */
  details: LeadContactField[];
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

/**
 * The changes of status, owner and next action made to a lead after `openedAt`, as one message
 * ("Anita Rao changed the status to Contacted at 2:05 pm after you opened this page. …").
 */
export async function describeChangesSince(
  db: Kysely<Database>,
  leadId: number,
  openedAt: string,
  timeZone: string,
): Promise<ChangesSince> {
  const since = ISO.test(openedAt) ? openedAt : "1970-01-01T00:00:00.000Z";
  const events = await db
    .selectFrom("lead_events")
    .leftJoin("staff_users as actor", "actor.id", "lead_events.staff_user_id")
    .leftJoin("staff_users as owner", "owner.id", "lead_events.owner_id")
    .select([
      "lead_events.action",
      "lead_events.staff_user_id",
      "lead_events.to_status",
      "lead_events.due_at",
      "lead_events.field",
      "lead_events.created_at",
      "actor.email as actor_email",
      "actor.display_name as actor_display_name",
      "owner.email as owner_email",
      "owner.display_name as owner_display_name",
    ])
    .where("lead_events.lead_id", "=", leadId)
    .where("lead_events.created_at", ">=", since)
    .where("lead_events.action", "in", ["status", "assign", "follow_up", "contact_edit"])
    .orderBy("lead_events.id")
    .limit(20)
    .execute();
  const clock = new Intl.DateTimeFormat("en-IN", {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  });
  const copy = leadDetailCopy.stale;
  const changes = events.map((event) => {
    const who =
      event.actor_email === null
        ? copy.automatically
        : staffName({ email: event.actor_email, display_name: event.actor_display_name });
    const when = clock.format(new Date(event.created_at));
    if (event.action === "status" && event.to_status !== null) {
      return copy.status(who, LEAD_STATUS_LABELS[event.to_status], when);
    }
    if (event.action === "contact_edit") {
      const field = leadDetailCopy.contactEdit.inSentence[event.field ?? "name"];
      return copy.contact(who, field, when);
    }
    if (event.action === "assign") {
      const owner =
        event.owner_email === null
          ? assignmentCopy.unassigned
          : staffName({ email: event.owner_email, display_name: event.owner_display_name });
      return copy.owner(who, owner, when);
    }
    return event.due_at === null
      ? copy.followUpCleared(who, when)
      : copy.followUp(who, formatFirmTime(event.due_at, timeZone), when);
  });
  return {
    message: [...(changes.length === 0 ? [copy.someone] : changes), copy.notSaved].join(" "),
    status: events.some((event) => event.action === "status"),
    owner: events.some((event) => event.action === "assign"),
    followUp: events.some((event) => event.action === "follow_up"),
    details: events.flatMap((event) =>
      event.action === "contact_edit" && event.field != null ? [event.field] : [],
    ),
  };
}
