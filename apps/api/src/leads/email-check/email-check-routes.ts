import { EMAIL_CHECK_STATUS, emailCheckMessages, emailCheckParamsSchema } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../infrastructure/database/schema";
import { clientIp } from "../../infrastructure/http/client-ip";
import { parseInput } from "../../infrastructure/http/parse-input";
import { isAnyBlocklisted } from "../blocklist/blocklist-repository";
import type { LeadVolume } from "../lead-volume";
import { checkEmail } from "./check-email";

export interface EmailCheckRouteOptions {
  db: Kysely<Database>;
  volume: LeadVolume;
  /** Leads from one IP in an hour before its next address counts as suspect. */
  suspectMaxPerHour: number;
}

/**
 * `GET /api/checksuspectemail/{email}/{ip}`, asked by the forms before they save: 200 'Email is
 * OK' or 301 'Email is suspect', as plain text and without a Location header (the forms read the
 * status and the text; nothing follows it). The hourly count uses the address the server saw,
 * not the `{ip}` the browser reported.
 */
export async function emailCheckRoutes(
  app: FastifyInstance,
  options: EmailCheckRouteOptions,
): Promise<void> {
  const { db, volume, suspectMaxPerHour } = options;

  app.get(
    "/checksuspectemail/:email/:ip",
    // The path is a visitor's e-mail address and IP: the request log names the route only.
    { config: { rateLimitBudget: "emailCheck", personalDataInPath: true } },
    async (request, reply) => {
      const { email } = parseInput(emailCheckParamsSchema, request.params);
      const result = await checkEmail({
        email,
        ip: clientIp(request),
        isBlocked: (values) => isAnyBlocklisted(db, values),
        countRecentSubmissions: ({ ip }) => volume.count(ip),
        maxPerHour: suspectMaxPerHour,
      });
      reply.header("cache-control", "no-store").type("text/plain; charset=utf-8");
      if (!result.suspect)
        return reply.code(EMAIL_CHECK_STATUS.accepted).send(emailCheckMessages.ok);
      request.log.info({ reason: result.reason }, "e-mail check: suspect");
      return reply.code(EMAIL_CHECK_STATUS.flagged).send(emailCheckMessages.suspect);
    },
  );
}
