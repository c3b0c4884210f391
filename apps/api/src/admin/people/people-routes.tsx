import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { staffOf } from "../auth/staff-request";
import { sendNotFound, sendPage } from "../views/send-page";
import { PersonPage } from "./person-page";
import { findPerson } from "./person-repository";

/** `/admin/people/<lead id>`: the person who sent that lead, with all their leads. */
export async function peopleRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; firmTimeZone: string },
) {
  const { db, firmTimeZone } = options;

  app.get("/people/:id", async (request, reply) => {
    const { id } = request.params as { id: string };
    const person = /^\d{1,15}$/.test(id) ? await findPerson(db, Number(id)) : undefined;
    if (person === undefined) return sendNotFound(reply, staffOf(request).email);
    return sendPage(
      reply,
      <PersonPage
        staffEmail={staffOf(request).email}
        person={person}
        firmTimeZone={firmTimeZone}
      />,
    );
  });
}
