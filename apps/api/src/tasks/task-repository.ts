import type { Kysely } from "kysely";
import { staffName } from "../console/views/staff-name";
import type {
  Database,
  LeadKind,
  LeadTaskKind,
  LeadTaskOutcome,
} from "../infrastructure/database/schema";
import type { NewTask } from "./task-rules";

type Db = Kysely<Database>;

/** One task as the lead page, its timeline and the Today page show it. */
export interface TaskRow {
  id: number;
  leadId: number;
  kind: LeadTaskKind;
  title: string;
  dueAt: string;
  ownerId: number | null;
  ownerName: string | null;
  createdAt: string;
  createdByName: string | null;
  completedAt: string | null;
  completedByName: string | null;
  outcome: LeadTaskOutcome | null;
  outcomeNote: string | null;
}

const nameOf = (email: string | null, displayName: string | null) =>
  email === null ? null : staffName({ email, display_name: displayName });

/** Tasks with the names of their owner, creator and whoever completed them. */
function selectTasks(db: Db) {
  return db
    .selectFrom("lead_tasks")
    .leftJoin("staff_users as owner", "owner.id", "lead_tasks.owner_id")
    .leftJoin("staff_users as creator", "creator.id", "lead_tasks.created_by")
    .leftJoin("staff_users as completer", "completer.id", "lead_tasks.completed_by")
    .select([
      "lead_tasks.id",
      "lead_tasks.lead_id",
      "lead_tasks.kind",
      "lead_tasks.title",
      "lead_tasks.due_at",
      "lead_tasks.owner_id",
      "lead_tasks.created_at",
      "lead_tasks.completed_at",
      "lead_tasks.outcome",
      "lead_tasks.outcome_note",
      "owner.email as owner_email",
      "owner.display_name as owner_display_name",
      "creator.email as creator_email",
      "creator.display_name as creator_display_name",
      "completer.email as completer_email",
      "completer.display_name as completer_display_name",
    ]);
}

type SelectedTask = Awaited<ReturnType<ReturnType<typeof selectTasks>["execute"]>>[number];

function toTaskRow(row: SelectedTask): TaskRow {
  return {
    id: row.id,
    leadId: row.lead_id,
    kind: row.kind,
    title: row.title,
    dueAt: row.due_at,
    ownerId: row.owner_id,
    ownerName: nameOf(row.owner_email, row.owner_display_name),
    createdAt: row.created_at,
    createdByName: nameOf(row.creator_email, row.creator_display_name),
    completedAt: row.completed_at,
    completedByName: nameOf(row.completer_email, row.completer_display_name),
    outcome: row.outcome,
    outcomeNote: row.outcome_note,
  };
}

/** Every task of a lead: open ones by due time, then the completed ones. */
export async function listLeadTasks(db: Db, leadId: number): Promise<TaskRow[]> {
  const rows = await selectTasks(db)
    .where("lead_tasks.lead_id", "=", leadId)
    .orderBy("lead_tasks.due_at")
    .orderBy("lead_tasks.id")
    .execute();
  return rows.map(toTaskRow);
}

/** A task with its lead's owner, for the complete form's checks; undefined when there is none. */
export async function findTask(db: Db, taskId: number) {
  const row = await selectTasks(db)
    .innerJoin("leads", "leads.id", "lead_tasks.lead_id")
    .select("leads.owner_id as lead_owner_id")
    .where("lead_tasks.id", "=", taskId)
    .executeTakeFirst();
  return row === undefined ? undefined : { ...toTaskRow(row), leadOwnerId: row.lead_owner_id };
}

/** Adds a task to a lead; answers its id. */
export async function addTask(
  db: Db,
  input: { leadId: number; task: NewTask; staffUserId: number; now: Date },
): Promise<number> {
  const { task } = input;
  const inserted = await db
    .insertInto("lead_tasks")
    .values({
      lead_id: input.leadId,
      kind: task.kind,
      title: task.title,
      due_at: task.dueAt,
      owner_id: task.ownerId,
      created_by: input.staffUserId,
      created_at: input.now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The kinds of task whose completion is contact with the person, as a logged call is. */
const CONTACT_KINDS: readonly LeadTaskKind[] = ["call", "email", "meeting"];

/**
 * Completes an open task with its outcome. A call, e-mail or meeting done is a contact with the
 * person, so it ends the lead's wait for a first response as a logged one does; a to-do does not.
 * Answers false when the task was completed meanwhile (only one of two completions counts).
 */
export async function completeTask(
  db: Db,
  input: {
    taskId: number;
    leadId: number;
    kind: LeadTaskKind;
    outcome: LeadTaskOutcome;
    note: string | null;
    staffUserId: number;
    now: Date;
  },
): Promise<boolean> {
  const at = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("lead_tasks")
      .set({
        completed_at: at,
        completed_by: input.staffUserId,
        outcome: input.outcome,
        outcome_note: input.note,
      })
      .where("id", "=", input.taskId)
      .where("completed_at", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    if (CONTACT_KINDS.includes(input.kind)) {
      await trx
        .updateTable("leads")
        .set({ first_touched_at: at })
        .where("id", "=", input.leadId)
        .where("first_touched_at", "is", null)
        .execute();
    }
    return true;
  });
}

/** At most this many rows per group of the Today page, so a backlog never makes it slow. */
const TODAY_ROWS = 300;

/** Open tasks of one owner (or everyone's) due before `before`, oldest first. */
export async function openTasksDue(
  db: Db,
  filter: { ownerId: number | undefined; from?: string; before: string },
): Promise<(TaskRow & { leadName: string })[]> {
  let query = selectTasks(db)
    .innerJoin("leads", "leads.id", "lead_tasks.lead_id")
    .select("leads.name as lead_name")
    .where("lead_tasks.completed_at", "is", null)
    .where("lead_tasks.due_at", "<", filter.before);
  if (filter.from !== undefined) query = query.where("lead_tasks.due_at", ">=", filter.from);
  if (filter.ownerId !== undefined) query = query.where("lead_tasks.owner_id", "=", filter.ownerId);
  const rows = await query
    .orderBy("lead_tasks.due_at")
    .orderBy("lead_tasks.id")
    .limit(TODAY_ROWS)
    .execute();
  return rows.map((row) => ({ ...toTaskRow(row), leadName: row.lead_name }));
}

export interface UntouchedLead {
  id: number;
  name: string;
  company: string | null;
  kind: LeadKind;
  createdAt: string;
  ownerName: string | null;
}

/** New leads with an owner (one, or any) that no staff member has acted on yet, oldest first. */
export async function untouchedNewLeads(
  db: Db,
  filter: { ownerId: number | undefined },
): Promise<UntouchedLead[]> {
  let query = db
    .selectFrom("leads")
    .innerJoin("staff_users as owner", "owner.id", "leads.owner_id")
    .select([
      "leads.id",
      "leads.name",
      "leads.company",
      "leads.kind",
      "leads.created_at",
      "owner.email as owner_email",
      "owner.display_name as owner_display_name",
    ])
    .where("leads.status", "=", "new")
    .where("leads.first_touched_at", "is", null);
  if (filter.ownerId !== undefined) query = query.where("leads.owner_id", "=", filter.ownerId);
  const rows = await query
    .orderBy("leads.created_at")
    .orderBy("leads.id")
    .limit(TODAY_ROWS)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    company: row.company,
    kind: row.kind,
    createdAt: row.created_at,
    ownerName: nameOf(row.owner_email, row.owner_display_name),
  }));
}
