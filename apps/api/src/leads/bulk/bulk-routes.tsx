import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { field } from "../../console/form-body";
import { sendStaffPage } from "../../console/views/send-page";
import { staffName } from "../../console/views/staff-name";
import type { Database, LeadStatus } from "../../infrastructure/database/schema";
import type { StaffSession } from "../../staff/auth/session-store";
import { staffOf } from "../../staff/auth/staff-request";
import { addTask } from "../../tasks/task-repository";
import { MAX_TASK_TITLE_LENGTH, parseTaskForm, type TaskForm } from "../../tasks/task-rules";
import {
  findActiveStaff,
  listActiveStaff,
  reassignLead,
} from "../assignment/assignment-repository";
import { isLeadStatus, LEAD_STATUS_LABELS } from "../inbox/lead-labels";
import { saveLeadWork } from "../inbox/lead-work";
import { bulkCopy } from "./bulk-copy";
import { inboxAddress, MAX_BULK_LEADS, type Selection, selectedLeadIds } from "./bulk-selection";
import { BulkTaskPage } from "./bulk-task-page";

/** A form field cut to a length no valid value reaches, before anything reads it. */
const bounded = (body: unknown, name: string, max: number) => field(body, name).slice(0, max);

/** The inbox's bulk actions, as the bar's `action` select names them. */
type BulkAction =
  | { kind: "assign"; ownerId: number }
  | { kind: "status"; status: LeadStatus }
  | { kind: "task" }
  | { kind: "export"; format: "csv" | "xlsx" };

export function parseBulkAction(text: string): BulkAction | undefined {
  const [kind, value = ""] = text.slice(0, 40).split(":");
  if (kind === "assign" && /^\d{1,9}$/.test(value)) return { kind, ownerId: Number(value) };
  if (kind === "status" && isLeadStatus(value)) return { kind, status: value };
  if (kind === "task" && value === "") return { kind };
  if (kind === "export" && (value === "csv" || value === "xlsx")) return { kind, format: value };
  return undefined;
}

const selectionError = (selection: Exclude<Selection, { ok: true }>) =>
  selection.reason === "none" ? "none" : "too_many";

/**
 * Acting on the leads ticked in the inbox: assign them, set their status, or add a task to each
 * (a second page asks what task). Each change is the one a lead page makes, on its timeline; the
 * rep returns to the inbox as they left it, with what was done.
 */
export async function bulkRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; firmTimeZone: string; now: () => Date },
) {
  const { db, firmTimeZone, now } = options;

  const leadsOf = (ids: number[]) =>
    db
      .selectFrom("leads")
      .select(["id", "name", "kind", "status", "owner_id", "version"])
      .where("id", "in", ids)
      .orderBy("created_at", "desc")
      .execute();

  app.post("/leads/bulk", async (request, reply) => {
    const back = field(request.body, "back");
    const selection = selectedLeadIds(request.body);
    if (!selection.ok) {
      return reply.redirect(inboxAddress(back, { bulk_error: selectionError(selection) }), 303);
    }
    const action = parseBulkAction(field(request.body, "action"));
    if (action === undefined) {
      return reply.redirect(inboxAddress(back, { bulk_error: "action" }), 303);
    }
    const staff = staffOf(request);
    switch (action.kind) {
      case "assign":
        return assign(reply, { ids: selection.ids, ownerId: action.ownerId, staff, back });
      case "status":
        return setStatus(reply, { ids: selection.ids, status: action.status, staff, back });
      case "task":
        return sendTaskPage(reply, { ids: selection.ids, back });
      case "export": {
        const query = new URLSearchParams({ ids: selection.ids.join(",") });
        return reply.redirect(`/admin/leads/export.${action.format}?${query}`, 303);
      }
    }
  });

  async function assign(
    reply: FastifyReply,
    input: { ids: number[]; ownerId: number; staff: StaffSession; back: string },
  ) {
    const owner = await findActiveStaff(db, input.ownerId);
    if (owner === undefined) {
      return reply.redirect(inboxAddress(input.back, { bulk_error: "owner" }), 303);
    }
    let changed = 0;
    let unchanged = 0;
    for (const leadId of input.ids) {
      const result = await reassignLead(db, {
        leadId,
        ownerId: owner.id,
        staffUserId: input.staff.userId,
        now: now(),
      });
      if (result === "reassigned") changed += 1;
      if (result === "unchanged") unchanged += 1;
    }
    return reply.redirect(
      inboxAddress(input.back, {
        bulk: "assigned",
        n: String(changed),
        to: String(owner.id),
        unchanged: String(unchanged),
      }),
      303,
    );
  }

  async function setStatus(
    reply: FastifyReply,
    input: { ids: number[]; status: LeadStatus; staff: StaffSession; back: string },
  ) {
    let changed = 0;
    let unchanged = 0;
    for (const lead of await leadsOf(input.ids)) {
      if (lead.status === input.status) {
        unchanged += 1;
        continue;
      }
      // The version just read: a colleague's change in the same instant wins, as on the lead page.
      const result = await saveLeadWork(db, {
        leadId: lead.id,
        version: lead.version,
        changes: { status: input.status },
        staff: input.staff,
        now: now(),
      });
      if (result === "saved") changed += 1;
    }
    return reply.redirect(
      inboxAddress(input.back, {
        bulk: "status",
        n: String(changed),
        to: input.status,
        unchanged: String(unchanged),
      }),
      303,
    );
  }

  async function sendTaskPage(
    reply: FastifyReply,
    input: {
      ids: number[];
      back: string;
      addForm?: { typed: Partial<TaskForm>; errors: Partial<Record<keyof TaskForm, string>> };
    },
    statusCode?: number,
  ) {
    const leads = await leadsOf(input.ids);
    if (leads.length === 0) {
      return reply.redirect(inboxAddress(input.back, { bulk_error: "gone" }), 303);
    }
    const activeStaff = await listActiveStaff(db);
    return sendStaffPage(
      reply,
      BulkTaskPage,
      {
        leads,
        back: input.back,
        firmTimeZone,
        form: {
          activeStaff,
          now: now().toISOString(),
          addForm: input.addForm,
        },
      },
      statusCode,
    );
  }

  app.post("/leads/bulk/tasks", async (request, reply) => {
    const back = field(request.body, "back");
    const selection = selectedLeadIds(request.body);
    if (!selection.ok) {
      return reply.redirect(inboxAddress(back, { bulk_error: selectionError(selection) }), 303);
    }
    const staff = staffOf(request);
    const form: TaskForm = {
      kind: bounded(request.body, "kind", 20),
      title: bounded(request.body, "title", MAX_TASK_TITLE_LENGTH * 2),
      due_date: bounded(request.body, "due_date", 30),
      due_time: bounded(request.body, "due_time", 30),
      owner_id: bounded(request.body, "owner_id", 30),
      late_ok: bounded(request.body, "late_ok", 10),
    };
    const activeStaffIds = (await listActiveStaff(db)).map((member) => member.id);
    const context = {
      timeZone: firmTimeZone,
      now: now(),
      activeStaffIds,
      staffUserId: staff.userId,
    };
    const checked = parseTaskForm(form, { ...context, leadOwnerId: null });
    if ("errors" in checked) {
      return sendTaskPage(
        reply,
        { ids: selection.ids, back, addForm: { typed: form, errors: checked.errors } },
        400,
      );
    }
    const leads = await leadsOf(selection.ids);
    for (const lead of leads) {
      // An empty owner is each lead's own owner, as on the lead page.
      const parsed = parseTaskForm(form, { ...context, leadOwnerId: lead.owner_id });
      if ("errors" in parsed) continue;
      await addTask(db, {
        leadId: lead.id,
        task: parsed.task,
        staffUserId: staff.userId,
        now: now(),
      });
    }
    return reply.redirect(inboxAddress(back, { bulk: "tasks", n: String(leads.length) }), 303);
  });
}

/** The inbox's line about the last bulk action, from the address it came back to. */
export async function bulkNotice(
  db: Kysely<Database>,
  query: Record<string, unknown>,
): Promise<{ notice?: string; error?: string }> {
  const text = (name: string) => {
    const value = query[name];
    return typeof value === "string" ? value.slice(0, 40) : "";
  };
  const count = (name: string) => (/^\d{1,4}$/.test(text(name)) ? Number(text(name)) : 0);
  const error = text("bulk_error");
  if (error === "none") return { error: bulkCopy.errors.noneSelected };
  if (error === "too_many") return { error: bulkCopy.errors.tooMany(MAX_BULK_LEADS) };
  if (error === "action") return { error: bulkCopy.errors.action };
  if (error === "owner") return { error: bulkCopy.errors.owner };
  if (error === "gone") return { error: bulkCopy.errors.gone };
  const unchanged = count("unchanged") > 0 ? bulkCopy.done.unchanged(count("unchanged")) : "";
  switch (text("bulk")) {
    case "assigned": {
      const owner = /^\d{1,9}$/.test(text("to"))
        ? await findActiveStaff(db, Number(text("to")))
        : undefined;
      if (owner === undefined) return {};
      return { notice: bulkCopy.done.assigned(count("n"), staffName(owner)) + unchanged };
    }
    case "status": {
      const status = text("to");
      if (!isLeadStatus(status)) return {};
      return { notice: bulkCopy.done.status(count("n"), LEAD_STATUS_LABELS[status]) + unchanged };
    }
    case "tasks":
      return { notice: bulkCopy.done.tasks(count("n")) };
    default:
      return {};
  }
}
