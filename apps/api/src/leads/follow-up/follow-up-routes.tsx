import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { field } from "../../console/form-body";
import { idParams, typed } from "../../console/route-input";
import { sendNotFound } from "../../console/views/send-page";
import type { Database } from "../../infrastructure/database/schema";
import { staffOf } from "../../staff/auth/staff-request";
import { sendFormRefusal } from "../assignment/form-refusal";
import { parseFollowUpForm, saveFollowUp } from "./follow-up-repository";

/** The lead page's next-action form: set or clear it. */
export async function followUpRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; firmTimeZone: string; now: () => Date },
) {
  const { db, firmTimeZone, now } = options;

  const routes = typed(app);
  routes.post("/leads/:id/follow-up", { schema: { params: idParams } }, async (request, reply) => {
    const staff = staffOf(request);
    const { id } = request.params;
    const input = parseFollowUpForm(
      {
        dueDate: field(request.body, "due_date"),
        dueTime: field(request.body, "due_time"),
        text: field(request.body, "next_action").slice(0, 2000),
        clear: field(request.body, "clear") === "1",
      },
      firmTimeZone,
    );
    if (input.kind === "invalid") return sendFormRefusal(reply, staff.email, id, input.message);
    const saved = await saveFollowUp(db, {
      leadId: id,
      dueAt: input.kind === "set" ? input.dueAt : null,
      text: input.kind === "set" ? input.text : null,
      staffUserId: staff.userId,
      now: now(),
    });
    if (!saved) return sendNotFound(reply);
    return reply.redirect(`/admin/leads/${id}?saved=1`, 303);
  });
}
