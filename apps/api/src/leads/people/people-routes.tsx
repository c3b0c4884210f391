import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { sendNotFound, sendStaffPage } from "../../console/views/send-page";
import type { Database } from "../../infrastructure/database/schema";
import { leadIdParam } from "../lead-id-param";
import { PersonPage } from "./person-page";
import { findPerson } from "./person-repository";

/** `/admin/people/<lead id>`: the person who sent that lead, with all their leads. */
export async function peopleRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; firmTimeZone: string },
) {
  const { db, firmTimeZone } = options;

  app.get("/people/:id", async (request, reply) => {
    const id = leadIdParam(request.params);
    const person = id === undefined ? undefined : await findPerson(db, id);
    if (person === undefined) return sendNotFound(reply);
    return sendStaffPage(reply, PersonPage, { person, firmTimeZone });
  });
}
