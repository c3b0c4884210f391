import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { field } from "../../console/form-body";
import { recordId, typed } from "../../console/route-input";
import { sendStaffPage } from "../../console/views/send-page";
import type { Database } from "../../infrastructure/database/schema";
import { isEmailSyntaxValid } from "../../leads/email-check/email-syntax";
import { staffOf } from "../../staff/auth/staff-request";
import { findErasure, listErasures } from "../erasure-log";
import { describeCounts, privacyCopy } from "./privacy-copy";
import { PrivacyPage, type PrivacyPageProps } from "./privacy-page";
import { eraseSubject, findHeldData } from "./privacy-repository";

const LOG_PAGE_SIZE = 50;

// The erasure just made, whose counts the notice repeats; anything else shows none.
const erasedQuery = z.object({ erased: recordId.optional().catch(undefined) });

/** The address as stored with leads (lower-cased), or the message saying what is wrong. */
function readEmail(body: unknown): { email: string; error?: string } {
  const email = field(body, "email").trim().toLowerCase();
  if (email === "") return { email, error: privacyCopy.errors.required };
  if (!isEmailSyntaxValid(email)) return { email, error: privacyCopy.errors.invalid };
  return { email };
}

/**
 * Requests about a person's data: find everything held about an e-mail address, then erase it
 * all in one logged step. The address travels in form bodies only, never in a URL, so it stays
 * out of access logs and browser history.
 */
export async function privacyRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; now: () => Date },
) {
  const { db, now } = options;
  const sendPrivacy = async (
    reply: FastifyReply,
    props: Omit<PrivacyPageProps, "staffEmail" | "log">,
    statusCode?: number,
  ) => {
    const log = await listErasures(db, LOG_PAGE_SIZE);
    return sendStaffPage(reply, PrivacyPage, { log, ...props }, statusCode);
  };

  typed(app).get("/privacy", { schema: { querystring: erasedQuery } }, async (request, reply) => {
    const { erased } = request.query;
    const entry = erased === undefined ? undefined : await findErasure(db, erased);
    const notice = entry === undefined ? undefined : privacyCopy.erase.done(describeCounts(entry));
    return sendPrivacy(reply, { notice });
  });

  app.post("/privacy/search", async (request, reply) => {
    const { email, error } = readEmail(request.body);
    const held = error === undefined ? await findHeldData(db, email) : undefined;
    const errors = error === undefined ? undefined : { email: error };
    return sendPrivacy(reply, { email, errors, held }, error === undefined ? 200 : 400);
  });

  app.post("/privacy/erase", async (request, reply) => {
    const staff = staffOf(request);
    const { email, error } = readEmail(request.body);
    const confirmed = field(request.body, "confirm") === "yes";
    if (error === undefined && confirmed) {
      const { id, counts } = await eraseSubject(db, { email, staff, now: now() });
      request.log.info({ erasureId: id, ...counts }, "privacy: erased on request");
      return reply.redirect(`/admin/privacy?erased=${id}`, 303);
    }
    // Not confirmed (or a tampered address): show the findings again with the reason.
    return sendPrivacy(
      reply,
      {
        email,
        errors: error === undefined ? { confirm: privacyCopy.erase.mustConfirm } : { email: error },
        held: error === undefined ? await findHeldData(db, email) : undefined,
      },
      400,
    );
  });
}
