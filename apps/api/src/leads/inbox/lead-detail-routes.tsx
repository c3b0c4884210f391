import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { sendResumesClosed } from "../../candidates/resume-access";
import { field } from "../../console/form-body";
import { consoleCopy } from "../../console/views/console-copy";
import { sendNotFound, sendStaffPage } from "../../console/views/send-page";
import { composeForQuote, composeNotice } from "../../correspondence/compose-routes";
import { leadDealNotice } from "../../deals/deal-copy";
import { loadLeadDeals } from "../../deals/lead-deals";
import type { Database, LeadKind } from "../../infrastructure/database/schema";
import { leadMeetingNotice, loadLeadMeetings } from "../../meetings/console/lead-meetings-routes";
import { staffOf } from "../../staff/auth/staff-request";
import { roleAccessOf } from "../../staff/roles/role-access";
import { leadTaskNotice } from "../../tasks/task-copy";
import { leadIdParam } from "../lead-id-param";
import { CONTACT_FORM_FIELDS } from "./lead-contact";
import { leadDetailCopy } from "./lead-detail-copy";
import { LeadDetailPage, type LeadDetailPageProps } from "./lead-detail-page";
import { findLeadDetail } from "./lead-detail-repository";
import { isLeadStatus } from "./lead-labels";
import { addLeadNote, MAX_NOTE_LENGTH, updateLeadStatus } from "./lead-status";
import {
  describeChangesSince,
  parseLeadWork,
  readLeadWorkForm,
  saveLeadWork,
  shownVersion,
} from "./lead-work";
import { sendResume } from "./resume-download";

/** One lead's page, its status and note forms, and its resume download. */
export async function leadDetailRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; firmTimeZone: string; now?: () => Date },
) {
  const { db, firmTimeZone, now = () => new Date() } = options;
  const meetingsOf = (lead: { id: number; kind: LeadKind }) =>
    loadLeadMeetings(db, { firmTimeZone }, lead, now());

  /** The lead's page; a form that failed validation comes back with what was typed and why. */
  async function sendDetail(
    reply: FastifyReply,
    id: number | undefined,
    extra: Omit<LeadDetailPageProps, "staffEmail" | "detail" | "firmTimeZone">,
    statusCode?: number,
  ) {
    const detail = id === undefined ? undefined : await findLeadDetail(db, id);
    if (detail === undefined) return sendNotFound(reply);
    const meetings = await meetingsOf(detail.lead);
    const deals = await loadLeadDeals(db, { firmTimeZone, now: now() }, detail.lead);
    const props = { detail, firmTimeZone, meetings, deals, ...extra };
    return sendStaffPage(reply, LeadDetailPage, props, statusCode);
  }

  app.get("/leads/:id", async (request, reply) => {
    const { saved } = request.query as { saved?: string };
    const notice =
      saved === undefined
        ? (leadMeetingNotice(request.query) ??
          leadTaskNotice(request.query) ??
          leadDealNotice(request.query))
        : saved === "0"
          ? leadDetailCopy.nothingChanged
          : consoleCopy.saved;
    const id = leadIdParam(request.params);
    // A quotation just prepared opens the compose form with it attached.
    const compose =
      id === undefined ? undefined : await composeForQuote(db, id, request.query, staffOf(request));
    return sendDetail(reply, id, { notice: notice ?? composeNotice(request.query), compose });
  });

  // The page's one form: status, owner, next action and a note, each optional, saved together.
  app.post("/leads/:id", async (request, reply) => {
    const id = leadIdParam(request.params);
    const detail = id === undefined ? undefined : await findLeadDetail(db, id);
    if (id === undefined || detail === undefined) return sendNotFound(reply);
    const workForm = readLeadWorkForm(request.body);
    const parsed = parseLeadWork(
      workForm,
      detail.lead,
      detail.activeStaff.map((member) => member.id),
      firmTimeZone,
    );
    if ("errors" in parsed) {
      const meetings = await meetingsOf(detail.lead);
      const props = { detail, firmTimeZone, meetings, workForm, errors: parsed.errors };
      return sendStaffPage(reply, LeadDetailPage, props, 400);
    }
    if (Object.keys(parsed.changes).length === 0) {
      return reply.redirect(`/admin/leads/${id}?saved=0`, 303);
    }
    const version = shownVersion(workForm);
    const saved =
      version === undefined
        ? "stale"
        : await saveLeadWork(db, {
            leadId: id,
            version,
            changes: parsed.changes,
            staff: staffOf(request),
            now: now(),
          });
    if (saved === "not_found") return sendNotFound(reply);
    if (saved === "stale") {
      // Shown again as the lead now stands, with what was typed kept where nobody else changed it.
      const since = await describeChangesSince(db, id, workForm.opened_at, firmTimeZone);
      const fresh = (await findLeadDetail(db, id)) ?? detail;
      const kept: Partial<typeof workForm> = { ...workForm };
      delete kept.version;
      delete kept.opened_at;
      if (since.status) delete kept.status;
      if (since.owner) delete kept.owner_id;
      if (since.followUp) {
        delete kept.due_date;
        delete kept.due_time;
        delete kept.next_action;
      }
      for (const field of since.details) delete kept[CONTACT_FORM_FIELDS[field]];
      const meetings = await meetingsOf(fresh.lead);
      const props = {
        detail: fresh,
        firmTimeZone,
        meetings,
        workForm: kept,
        conflict: since.message,
      };
      return sendStaffPage(reply, LeadDetailPage, props, 409);
    }
    return reply.redirect(`/admin/leads/${id}?saved=1`, 303);
  });

  app.post("/leads/:id/status", async (request, reply) => {
    const id = leadIdParam(request.params);
    const staff = staffOf(request);
    const status = field(request.body, "status");
    if (!isLeadStatus(status)) {
      const errors = { status: leadDetailCopy.errors.status };
      return sendDetail(reply, id, { workForm: { status }, errors }, 400);
    }
    const updated =
      id !== undefined &&
      (await updateLeadStatus(db, { leadId: id, status, staff, now: new Date() }));
    if (!updated) return sendNotFound(reply);
    return reply.redirect(`/admin/leads/${id}?saved=1`, 303);
  });

  app.post("/leads/:id/notes", async (request, reply) => {
    const id = leadIdParam(request.params);
    const staff = staffOf(request);
    const raw = field(request.body, "note");
    // Bounded before anything else reads it; a little room for the \r\n a browser sends.
    const note = raw.length > MAX_NOTE_LENGTH * 2 ? raw : raw.replace(/\r\n/g, "\n").trim();
    let error: string | undefined;
    if (note.length > MAX_NOTE_LENGTH) error = leadDetailCopy.errors.noteTooLong(MAX_NOTE_LENGTH);
    else if (note === "") error = leadDetailCopy.errors.noteEmpty;
    if (error !== undefined) {
      const workForm = { note: raw.slice(0, MAX_NOTE_LENGTH * 2) };
      return sendDetail(reply, id, { workForm, errors: { note: error } }, 400);
    }
    const added =
      id !== undefined &&
      (await addLeadNote(db, { leadId: id, text: note, staff, now: new Date() }));
    if (!added) return sendNotFound(reply);
    return reply.redirect(`/admin/leads/${id}?saved=1`, 303);
  });

  app.get("/leads/:id/resume", { config: { staffAccess: "data" } }, async (request, reply) => {
    const id = leadIdParam(request.params);
    if (id !== undefined && !roleAccessOf(request).openResumes) {
      return sendResumesClosed(reply, id);
    }
    const sent = id === undefined ? false : await sendResume(db, id, reply);
    if (!sent) return reply.code(404).send({ message: "No resume for this lead" });
    return reply;
  });
}
