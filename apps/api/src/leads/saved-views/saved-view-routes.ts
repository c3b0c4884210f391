import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { field } from "../../console/form-body";
import { idParams, typed } from "../../console/route-input";
import { sendNotFound } from "../../console/views/send-page";
import type { Database } from "../../infrastructure/database/schema";
import { staffOf } from "../../staff/auth/staff-request";
import { filtersToParams, parseLeadFilters } from "../inbox/lead-filters";
import {
  findSavedView,
  MAX_VIEW_NAME,
  MAX_VIEW_QUERY,
  removeSavedView,
  saveView,
} from "./saved-view-repository";

/** The inbox's filters in `query`, in one spelling: paging, notices and unknown keys dropped. */
export function canonicalViewQuery(query: string): string {
  const params = new URLSearchParams(query.slice(0, MAX_VIEW_QUERY));
  const filters = parseLeadFilters(Object.fromEntries(params));
  // A selection of ticked leads is not a view.
  delete filters.ids;
  return filtersToParams(filters).toString();
}

const inbox = (query: string, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams(query);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const text = params.toString();
  return text === "" ? "/admin/leads" : `/admin/leads?${text}`;
};

/**
 * Each staff member's named inbox views: save the filters on screen under a name, open one, remove
 * one. A view belongs to whoever saved it; nobody else can open or remove it.
 */
export async function savedViewRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; now: () => Date },
) {
  const { db, now } = options;

  app.post("/views", async (request, reply) => {
    const staff = staffOf(request);
    const query = canonicalViewQuery(field(request.body, "query"));
    const name = field(request.body, "name")
      .slice(0, MAX_VIEW_NAME * 4)
      .trim()
      .replace(/\s+/g, " ");
    const refuse = (error: string) =>
      reply.redirect(
        inbox(query, { view_error: error, view_name: name.slice(0, MAX_VIEW_NAME * 2) }),
        303,
      );
    if (name === "") return refuse("name_empty");
    if (name.length > MAX_VIEW_NAME) return refuse("name_too_long");
    if (query === "") return refuse("nothing");
    const saved = await saveView(db, { staffUserId: staff.userId, name, query, now: now() });
    if (saved !== "saved") return refuse(saved);
    return reply.redirect(inbox(query, { view_saved: "1" }), 303);
  });

  typed(app).get("/views/:id", { schema: { params: idParams } }, async (request, reply) => {
    const view = await findSavedView(db, staffOf(request).userId, request.params.id);
    if (view === undefined) return sendNotFound(reply);
    return reply.redirect(inbox(view.query), 303);
  });

  typed(app).post("/views/:id/delete", { schema: { params: idParams } }, async (request, reply) => {
    await removeSavedView(db, staffOf(request).userId, request.params.id);
    return reply.redirect(
      inbox(canonicalViewQuery(field(request.body, "back")), { view_removed: "1" }),
      303,
    );
  });
}
