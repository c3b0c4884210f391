import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { field } from "../console/form-body";
import { sendNotFound, sendStaffPage } from "../console/views/send-page";
import type { Database } from "../infrastructure/database/schema";
import { LeadDetailPage } from "../leads/inbox/lead-detail-page";
import { findLeadDetail } from "../leads/inbox/lead-detail-repository";
import { leadIdParam } from "../leads/lead-id-param";
import { loadLeadMeetings } from "../meetings/console/lead-meetings-routes";
import type { StaffSession } from "../staff/auth/session-store";
import { staffOf } from "../staff/auth/staff-request";
import { type ComposeForm, idField, parseCompose, readComposeForm } from "./compose-rules";
import type { ComposeState } from "./compose-section";
import { correspondenceCopy } from "./correspondence-copy";
import { placeholderValues } from "./lead-correspondence";
import { queueStaffEmail } from "./staff-email-repository";
import { fillTemplate } from "./template-fill";
import { findQuotationTemplate, findTemplate } from "./template-repository";

const copy = correspondenceCopy;
type Db = Kysely<Database>;

export interface ComposeRouteOptions {
  db: Db;
  firmTimeZone: string;
  now: () => Date;
}

/** The notice the lead page shows after an e-mail was queued, from its query string. */
export function composeNotice(query: unknown): string | undefined {
  const { email } = (query ?? {}) as { email?: unknown };
  return email === "sent" ? copy.compose.sent : undefined;
}

function findComposeLead(db: Db, id: number) {
  return db
    .selectFrom("leads")
    .select(["id", "name", "company", "reference", "email"])
    .where("id", "=", id)
    .executeTakeFirst();
}

type ComposeLead = NonNullable<Awaited<ReturnType<typeof findComposeLead>>>;

function findLeadQuote(db: Db, leadId: number, quoteId: number) {
  return db
    .selectFrom("quotes")
    .select(["id", "number", "total", "valid_until"])
    .where("id", "=", quoteId)
    .where("lead_id", "=", leadId)
    .executeTakeFirst();
}

/** A template filled for this person, the typed text it replaces kept beside it. */
function applyTemplate(
  typed: ComposeForm,
  template: { id: number; subject: string; body: string },
  values: ReturnType<typeof placeholderValues>,
): ComposeForm {
  const subject = fillTemplate(template.subject, values);
  const body = fillTemplate(template.body, values);
  const typedSubject = typed.subject.trim();
  const typedBody = typed.body.replace(/\r\n?/g, "\n").trim();
  const replaced = [
    typedSubject !== "" && typedSubject !== subject
      ? `${copy.compose.subject}: ${typedSubject}`
      : "",
    typedBody !== "" && typedBody !== body ? typedBody : "",
  ].filter((part) => part !== "");
  const kept = [typed.kept.trim(), replaced.join("\n\n")]
    .filter((part) => part !== "")
    .join("\n\n———\n\n");
  return { ...typed, template_id: String(template.id), subject, body, kept };
}

/**
 * The compose form a just-prepared quotation opens: the quotation template filled for this
 * person, the PDF attached. Undefined when `quote` in the query names none of the lead's.
 */
export async function composeForQuote(
  db: Db,
  leadId: number,
  query: unknown,
  staff: StaffSession,
): Promise<ComposeState | undefined> {
  const { quote: raw } = (query ?? {}) as { quote?: unknown };
  const quoteId = typeof raw === "string" ? idField(raw) : undefined;
  if (quoteId === undefined) return undefined;
  const [lead, quote, template] = await Promise.all([
    findComposeLead(db, leadId),
    findLeadQuote(db, leadId, quoteId),
    findQuotationTemplate(db),
  ]);
  if (lead === undefined || quote === undefined) return undefined;
  const empty = { template_id: "", subject: "", body: "", kept: "", quote_id: String(quote.id) };
  if (template === undefined) return { typed: empty };
  const values = placeholderValues(lead, staff, quote);
  return {
    typed: applyTemplate(empty, template, values),
    notice: copy.compose.templateApplied(template.name),
  };
}

/**
 * The lead page's compose form: "Use template" fills a template in for this person and shows
 * the form again; "Send" queues the e-mail and goes back to the lead's page. Refused input comes
 * back beside its field with everything typed.
 */
export async function composeRoutes(app: FastifyInstance, options: ComposeRouteOptions) {
  const { db, firmTimeZone, now } = options;

  async function sendLeadPage(
    reply: FastifyReply,
    leadId: number,
    compose: ComposeState,
    status: number,
  ) {
    const detail = await findLeadDetail(db, leadId);
    if (detail === undefined) return sendNotFound(reply);
    const meetings = await loadLeadMeetings(db, { firmTimeZone }, detail.lead, now());
    const props = { detail, firmTimeZone, meetings, compose };
    return sendStaffPage(reply, LeadDetailPage, props, status);
  }

  app.post("/leads/:id/emails", async (request, reply) => {
    const leadId = leadIdParam(request.params);
    // An erased person's lead is gone with everything about them: nothing to write to.
    const lead = leadId === undefined ? undefined : await findComposeLead(db, leadId);
    if (lead === undefined) return sendNotFound(reply);
    const staff = staffOf(request);
    const typed = readComposeForm(request.body);
    const refuse = (errors: ComposeState["errors"], status = 400) =>
      sendLeadPage(reply, lead.id, { typed, errors }, status);

    if (lead.email.trim() === "") return refuse({ form: copy.errors.noEmail });
    let quote: Awaited<ReturnType<typeof findLeadQuote>>;
    if (typed.quote_id !== "") {
      const quoteId = idField(typed.quote_id);
      quote = quoteId === undefined ? undefined : await findLeadQuote(db, lead.id, quoteId);
      if (quote === undefined) return refuse({ form: copy.errors.quoteUnknown });
    }

    if (field(request.body, "action") === "template") {
      return fillInTemplate(reply, lead, typed, staff, quote);
    }

    const parsed = parseCompose(typed);
    if ("errors" in parsed) return refuse(parsed.errors);
    const templateId = idField(typed.template_id);
    const template = templateId === undefined ? undefined : await findTemplate(db, templateId);
    await queueStaffEmail(db, {
      leadId: lead.id,
      staff: {
        userId: staff.userId,
        name: placeholderValues(lead, staff).staff_name,
        email: staff.email,
      },
      to: lead.email.trim(),
      subject: parsed.subject,
      body: parsed.body,
      templateId: template?.id ?? null,
      quoteId: quote?.id ?? null,
      now: now(),
    });
    return reply.redirect(`/admin/leads/${lead.id}?email=sent#timeline`, 303);
  });

  async function fillInTemplate(
    reply: FastifyReply,
    lead: ComposeLead,
    typed: ComposeForm,
    staff: StaffSession,
    quote: Awaited<ReturnType<typeof findLeadQuote>>,
  ) {
    const templateId = idField(typed.template_id);
    if (typed.template_id === "") {
      return sendLeadPage(
        reply,
        lead.id,
        { typed, errors: { template_id: copy.errors.templateNotChosen } },
        400,
      );
    }
    const template = templateId === undefined ? undefined : await findTemplate(db, templateId);
    if (template === undefined) {
      const errors = { template_id: copy.errors.templateUnknown };
      return sendLeadPage(reply, lead.id, { typed: { ...typed, template_id: "" }, errors }, 400);
    }
    const values = placeholderValues(lead, staff, quote);
    return sendLeadPage(
      reply,
      lead.id,
      {
        typed: applyTemplate(typed, template, values),
        notice: copy.compose.templateApplied(template.name),
      },
      200,
    );
  }
}
