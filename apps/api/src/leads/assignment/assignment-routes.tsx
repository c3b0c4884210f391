import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { field } from "../../console/form-body";
import { idParams, noticeFlag, typed } from "../../console/route-input";
import { sendNotFound, sendStaffPage } from "../../console/views/send-page";
import type { Database } from "../../infrastructure/database/schema";
import { staffOf } from "../../staff/auth/staff-request";
import { assignmentCopy } from "./assignment-copy";
import { AssignmentPage } from "./assignment-page";
import {
  findActiveStaff,
  listActiveStaff,
  listAssignmentRules,
  reassignLead,
  replaceAssignmentRules,
  rulesFromForm,
} from "./assignment-repository";
import { sendFormRefusal } from "./form-refusal";

const savedQuery = z.object({ saved: noticeFlag });

/**
 * Who takes which kind of lead (admins only: the console's role guard covers /admin/assignment)
 * and the lead page's owner change, open to everyone who works leads.
 */
export async function assignmentRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; now: () => Date },
) {
  const { db, now } = options;
  const routes = typed(app);

  routes.get("/assignment", { schema: { querystring: savedQuery } }, async (request, reply) => {
    const { saved } = request.query;
    const [staff, rules] = await Promise.all([listActiveStaff(db), listAssignmentRules(db)]);
    const notice = saved === undefined ? undefined : assignmentCopy.saved;
    return sendStaffPage(reply, AssignmentPage, { staff, rules, notice });
  });

  app.post("/assignment", async (request, reply) => {
    await replaceAssignmentRules(db, rulesFromForm(request.body));
    return reply.redirect("/admin/assignment?saved=1", 303);
  });

  routes.post("/leads/:id/owner", { schema: { params: idParams } }, async (request, reply) => {
    const staff = staffOf(request);
    const { id } = request.params;
    const ownerField = field(request.body, "owner_id");
    const owner = /^\d{1,9}$/.test(ownerField)
      ? await findActiveStaff(db, Number(ownerField))
      : undefined;
    if (owner === undefined) {
      return sendFormRefusal(reply, staff.email, id, assignmentCopy.errors.owner);
    }
    const result = await reassignLead(db, {
      leadId: id,
      ownerId: owner.id,
      staffUserId: staff.userId,
      now: now(),
    });
    if (result === "not_found") return sendNotFound(reply);
    return reply.redirect(`/admin/leads/${id}?saved=1`, 303);
  });
}
