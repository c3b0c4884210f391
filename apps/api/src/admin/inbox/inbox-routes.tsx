import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { DialectName } from "../../db/database-url";
import type { Database } from "../../db/schema";
import { staffOf } from "../auth/staff-request";
import { field } from "../form-body";
import { consoleCopy } from "../views/console-copy";
import { sendNotFound, sendPage } from "../views/send-page";
import { inboxCopy } from "./inbox-copy";
import { InboxPage } from "./inbox-page";
import { LeadDetailPage } from "./lead-detail-page";
import { findLeadDetail } from "./lead-detail-repository";
import { filtersToParams, formatCursor, parseCursor, parseLeadFilters } from "./lead-filters";
import { isLeadStatus } from "./lead-labels";
import { findLeadPage } from "./lead-query";
import { MAX_NOTE_LENGTH, updateLeadStatus } from "./lead-status";
import { sendResume } from "./resume-download";

export const INBOX_PAGE_SIZE = 50;

const leadId = (params: unknown) => {
  const { id } = params as { id: string };
  return /^\d{1,15}$/.test(id) ? Number(id) : undefined;
};

/** The lead inbox, one lead's detail page, its status form and its resume download. */
export async function inboxRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; dialect: DialectName },
) {
  const { db, dialect } = options;

  app.get("/leads", async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const filters = parseLeadFilters(query);
    const before = parseCursor(query.before);
    const after = before === undefined ? parseCursor(query.after) : undefined;
    const { rows, hasMore } = await findLeadPage(db, dialect, {
      filters,
      before,
      after,
      limit: INBOX_PAGE_SIZE,
    });

    const link = (key: "before" | "after", row: (typeof rows)[number] | undefined) => {
      if (row === undefined) return undefined;
      const params = filtersToParams(filters);
      params.set(key, formatCursor({ createdAt: row.created_at, id: row.id }));
      return `/admin/leads?${params}`;
    };
    const readingNewer = after !== undefined;
    const olderHref = readingNewer || hasMore ? link("before", rows.at(-1)) : undefined;
    const newerHref =
      before !== undefined || (readingNewer && hasMore) ? link("after", rows[0]) : undefined;

    return sendPage(
      reply,
      <InboxPage
        staffEmail={staffOf(request).email}
        filters={filters}
        rows={rows}
        olderHref={olderHref}
        newerHref={newerHref}
      />,
    );
  });

  app.get("/leads/:id", async (request, reply) => {
    const id = leadId(request.params);
    const detail = id === undefined ? undefined : await findLeadDetail(db, id);
    if (detail === undefined) return sendNotFound(reply, staffOf(request).email);
    const { saved } = request.query as { saved?: string };
    return sendPage(
      reply,
      <LeadDetailPage
        staffEmail={staffOf(request).email}
        detail={detail}
        notice={saved === undefined ? undefined : consoleCopy.saved}
      />,
    );
  });

  app.post("/leads/:id/status", async (request, reply) => {
    const id = leadId(request.params);
    const staff = staffOf(request);
    const status = field(request.body, "status");
    const note = field(request.body, "note").replace(/\r\n/g, "\n").trim();

    const errors: Record<string, string> = {};
    if (!isLeadStatus(status)) errors.status = inboxCopy.errors.status;
    if (note.length > MAX_NOTE_LENGTH) errors.note = inboxCopy.errors.noteTooLong(MAX_NOTE_LENGTH);
    if (id !== undefined && isLeadStatus(status) && Object.keys(errors).length === 0) {
      const updated = await updateLeadStatus(db, {
        leadId: id,
        status,
        note,
        staff,
        now: new Date(),
      });
      if (!updated) return sendNotFound(reply, staff.email);
      return reply.redirect(`/admin/leads/${id}?saved=1`, 303);
    }

    const detail = id === undefined ? undefined : await findLeadDetail(db, id);
    if (detail === undefined) return sendNotFound(reply, staff.email);
    return sendPage(
      reply,
      <LeadDetailPage
        staffEmail={staff.email}
        detail={detail}
        form={{ status, note }}
        errors={errors}
      />,
      400,
    );
  });

  app.get("/leads/:id/resume", { config: { staffAccess: "data" } }, async (request, reply) => {
    const id = leadId(request.params);
    const sent = id === undefined ? false : await sendResume(db, id, reply);
    if (!sent) return reply.code(404).send({ message: "No resume for this lead" });
    return reply;
  });
}
