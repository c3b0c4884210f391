import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { field } from "../console/form-body";
import { idParams, recordId, typed } from "../console/route-input";
import { formatFirmTime } from "../console/views/firm-time";
import { sendNotFound, sendStaffPage } from "../console/views/send-page";
import type { Database } from "../infrastructure/database/schema";
import { LeadDetailPage, type LeadDetailPageProps } from "../leads/inbox/lead-detail-page";
import { findLeadDetail } from "../leads/inbox/lead-detail-repository";
import { loadLeadMeetings } from "../meetings/console/lead-meetings-routes";
import { staffOf } from "../staff/auth/staff-request";
import { taskCopy } from "./task-copy";
import { addTask, completeTask, findTask } from "./task-repository";
import {
  MAX_OUTCOME_NOTE_LENGTH,
  MAX_TASK_TITLE_LENGTH,
  mayCompleteTask,
  parseCompletion,
  parseTaskForm,
  type TaskForm,
} from "./task-rules";

export interface TaskRouteOptions {
  db: Kysely<Database>;
  firmTimeZone: string;
  now: () => Date;
}

/** `/leads/:id/tasks/:taskId/…`: a lead and one of its tasks. */
const taskParams = z.object({ id: recordId, taskId: recordId });

/** A form field cut to a length no valid value reaches, before anything reads it. */
const bounded = (body: unknown, name: string, max: number) => field(body, name).slice(0, max);

/**
 * The lead page's task forms: add a task (due on the firm's clock, refused in the past unless
 * confirmed) and complete one with its outcome. Each posts and goes back to the lead's page, or
 * shows the page again with what was typed and why it was refused.
 */
export async function taskRoutes(app: FastifyInstance, options: TaskRouteOptions) {
  const { db, firmTimeZone, now } = options;
  const routes = typed(app);

  async function sendLeadPage(
    reply: FastifyReply,
    leadId: number,
    taskForms: LeadDetailPageProps["taskForms"],
    status: number,
  ) {
    const detail = await findLeadDetail(db, leadId);
    if (detail === undefined) return sendNotFound(reply);
    const meetings = await loadLeadMeetings(db, { firmTimeZone }, detail.lead, now());
    const props = { detail, firmTimeZone, meetings, taskForms };
    return sendStaffPage(reply, LeadDetailPage, props, status);
  }

  routes.post("/leads/:id/tasks", { schema: { params: idParams } }, async (request, reply) => {
    const lead = await db
      .selectFrom("leads")
      .select(["id", "owner_id"])
      .where("id", "=", request.params.id)
      .executeTakeFirst();
    if (lead === undefined) return sendNotFound(reply);
    const staff = staffOf(request);
    const form: TaskForm = {
      kind: bounded(request.body, "kind", 20),
      title: bounded(request.body, "title", MAX_TASK_TITLE_LENGTH * 2),
      due_date: bounded(request.body, "due_date", 30),
      due_time: bounded(request.body, "due_time", 30),
      owner_id: bounded(request.body, "owner_id", 30),
      late_ok: bounded(request.body, "late_ok", 10),
    };
    const activeStaff = await db
      .selectFrom("staff_users")
      .select("id")
      .where("disabled_at", "is", null)
      .execute();
    const parsed = parseTaskForm(form, {
      timeZone: firmTimeZone,
      now: now(),
      activeStaffIds: activeStaff.map((member) => member.id),
      leadOwnerId: lead.owner_id,
      staffUserId: staff.userId,
    });
    if ("errors" in parsed) {
      return sendLeadPage(reply, lead.id, { addForm: { typed: form, errors: parsed.errors } }, 400);
    }
    await addTask(db, {
      leadId: lead.id,
      task: parsed.task,
      staffUserId: staff.userId,
      now: now(),
    });
    return reply.redirect(`/admin/leads/${lead.id}?task=added#lead-tasks`, 303);
  });

  const taskRoute = { schema: { params: taskParams } };
  routes.post("/leads/:id/tasks/:taskId/complete", taskRoute, async (request, reply) => {
    const { id: leadId, taskId } = request.params;
    const task = await findTask(db, taskId);
    // A task is completed only from the page of its own lead.
    if (task === undefined || task.leadId !== leadId) return sendNotFound(reply);
    const staff = staffOf(request);
    const typed = {
      outcome: bounded(request.body, "outcome", 20),
      note: bounded(request.body, "note", MAX_OUTCOME_NOTE_LENGTH * 2),
    };
    const refuse = (message: string, status: number) =>
      sendLeadPage(reply, leadId, { completeForm: { taskId: task.id, ...typed, message } }, status);
    if (!mayCompleteTask(staff, task)) {
      return refuse(taskCopy.errors.notYours(task.ownerName ?? taskCopy.lead.unassignedOwner), 403);
    }
    if (task.completedAt !== null) {
      const when = formatFirmTime(task.completedAt, firmTimeZone);
      return refuse(
        taskCopy.errors.alreadyDone(task.completedByName ?? taskCopy.errors.someone, when),
        409,
      );
    }
    const completion = parseCompletion(task.kind, typed);
    if (!completion.ok) return refuse(completion.message, 400);
    const completed = await completeTask(db, {
      taskId: task.id,
      leadId,
      kind: task.kind,
      outcome: completion.outcome,
      note: completion.note,
      staffUserId: staff.userId,
      now: now(),
    });
    if (!completed) {
      const fresh = await findTask(db, task.id);
      const when = formatFirmTime(fresh?.completedAt ?? now().toISOString(), firmTimeZone);
      return refuse(
        taskCopy.errors.alreadyDone(fresh?.completedByName ?? taskCopy.errors.someone, when),
        409,
      );
    }
    return reply.redirect(`/admin/leads/${leadId}?task=completed#lead-tasks`, 303);
  });
}
