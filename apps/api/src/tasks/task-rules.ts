import { firmWallTimeToUtc } from "../console/views/firm-clock";
import { formatFirmTime } from "../console/views/firm-time";
import type { LeadTaskKind, LeadTaskOutcome, StaffRole } from "../infrastructure/database/schema";
import { taskCopy } from "./task-copy";

const errors = taskCopy.errors;

export const TASK_KINDS: readonly LeadTaskKind[] = ["call", "email", "meeting", "todo"];
/** The column holds 200 characters; a title is a line, not a note. */
export const MAX_TASK_TITLE_LENGTH = 200;
export const MAX_OUTCOME_NOTE_LENGTH = 2000;

/** The outcomes a task of each kind may be completed with, in the order the form offers them. */
export function outcomesOf(kind: LeadTaskKind): readonly LeadTaskOutcome[] {
  return kind === "call" ? ["no_answer", "talked", "left_message"] : ["done"];
}

/** Whether every character of `text` is an ASCII digit. */
const allDigits = (text: string) =>
  text.length > 0 && [...text].every((char) => char >= "0" && char <= "9");

/** A calendar date written YYYY-MM-DD that exists (no 30 February), between 2000 and 2200. */
export function isCalendarDate(text: string): boolean {
  if (text.length !== 10 || text[4] !== "-" || text[7] !== "-") return false;
  const [year, month, day] = [text.slice(0, 4), text.slice(5, 7), text.slice(8, 10)];
  if (!allDigits(year) || !allDigits(month) || !allDigits(day)) return false;
  if (Number(year) < 2000 || Number(year) > 2200) return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A time of day written HH:MM, 00:00 to 23:59. */
export function isTimeOfDay(text: string): boolean {
  if (text.length !== 5 || text[2] !== ":") return false;
  const [hour, minute] = [text.slice(0, 2), text.slice(3, 5)];
  return allDigits(hour) && allDigits(minute) && Number(hour) < 24 && Number(minute) < 60;
}

/** What the add-task form sent, each field as typed (already cut to a bounded length). */
export interface TaskForm {
  kind: string;
  title: string;
  due_date: string;
  due_time: string;
  owner_id: string;
  late_ok: string;
}

export type TaskFormErrors = Partial<Record<keyof TaskForm, string>>;

export interface NewTask {
  kind: LeadTaskKind;
  title: string;
  /** ISO 8601 UTC. */
  dueAt: string;
  ownerId: number;
}

/**
 * Reads the add-task form: the due date and time name a moment on the firm's clock; an empty
 * owner means the lead's owner, or the staff member adding it when the lead has none. A due time
 * already past is refused unless the late box is ticked, so a typo in the date is caught.
 */
export function parseTaskForm(
  form: TaskForm,
  context: {
    timeZone: string;
    now: Date;
    activeStaffIds: readonly number[];
    leadOwnerId: number | null;
    staffUserId: number;
  },
): { task: NewTask } | { errors: TaskFormErrors } {
  const found: TaskFormErrors = {};
  const kind = TASK_KINDS.find((entry) => entry === form.kind);
  if (kind === undefined) found.kind = errors.kind;
  const title = form.title
    .split(/\s/)
    .filter((word) => word !== "")
    .join(" ");
  if (title === "") found.title = errors.titleEmpty;
  else if (title.length > MAX_TASK_TITLE_LENGTH) {
    found.title = errors.titleTooLong(MAX_TASK_TITLE_LENGTH);
  }
  const day = form.due_date.trim();
  const time = form.due_time.trim();
  if (!isCalendarDate(day)) found.due_date = errors.date;
  if (!isTimeOfDay(time)) found.due_time = errors.time;
  const ownerId = chosenOwner(form.owner_id.trim(), context);
  if (ownerId === undefined) found.owner_id = errors.owner;
  if (Object.keys(found).length > 0 || kind === undefined || ownerId === undefined) {
    return { errors: found };
  }
  const due = firmWallTimeToUtc(day, time, context.timeZone);
  if (due.getTime() < context.now.getTime() && form.late_ok !== "1") {
    return {
      errors: { late_ok: errors.past(formatFirmTime(due.toISOString(), context.timeZone)) },
    };
  }
  return { task: { kind, title, dueAt: due.toISOString(), ownerId } };
}

function chosenOwner(
  typed: string,
  context: { activeStaffIds: readonly number[]; leadOwnerId: number | null; staffUserId: number },
): number | undefined {
  if (typed === "") {
    const { leadOwnerId } = context;
    return leadOwnerId !== null && context.activeStaffIds.includes(leadOwnerId)
      ? leadOwnerId
      : context.staffUserId;
  }
  if (typed.length > 12 || !allDigits(typed)) return undefined;
  const id = Number(typed);
  return context.activeStaffIds.includes(id) ? id : undefined;
}

export type CompletionInput =
  | { ok: true; outcome: LeadTaskOutcome; note: string | null }
  | { ok: false; field: "outcome" | "note"; message: string };

/** Reads the complete-task form: an outcome the task's kind allows and an optional note. */
export function parseCompletion(
  kind: LeadTaskKind,
  form: { outcome: string; note: string },
): CompletionInput {
  const outcome = outcomesOf(kind).find((entry) => entry === form.outcome);
  if (outcome === undefined) {
    const message = kind === "call" ? errors.outcomeCall : errors.outcomeOther;
    return { ok: false, field: "outcome", message };
  }
  const note = form.note.split("\r\n").join("\n").trim();
  if (note.length > MAX_OUTCOME_NOTE_LENGTH) {
    return { ok: false, field: "note", message: errors.noteTooLong(MAX_OUTCOME_NOTE_LENGTH) };
  }
  return { ok: true, outcome, note: note === "" ? null : note };
}

/**
 * Who may complete a task: an admin; otherwise its owner, or the owner of its lead (a sales user
 * works their own tasks and their own leads, never a colleague's task on a colleague's lead).
 */
export function mayCompleteTask(
  staff: { userId: number; role: StaffRole },
  task: { ownerId: number | null; leadOwnerId: number | null },
): boolean {
  if (staff.role === "admin") return true;
  return task.ownerId === staff.userId || task.leadOwnerId === staff.userId;
}
