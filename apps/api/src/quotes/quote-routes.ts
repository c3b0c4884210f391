import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { sendNotFound } from "../console/views/send-page";
import { staffName } from "../console/views/staff-name";
import { idField } from "../correspondence/compose-rules";
import { quoteFileName } from "../correspondence/staff-email-job";
import type { Database } from "../infrastructure/database/schema";
import { leadIdParam } from "../leads/lead-id-param";
import { staffOf } from "../staff/auth/staff-request";
import { createQuote, findQuotePdf } from "./quote-repository";

export interface QuoteRouteOptions {
  db: Kysely<Database>;
  firmTimeZone: string;
  now: () => Date;
  /** Days a quotation stays valid (QUOTE_VALID_DAYS). */
  quoteValidDays: number;
}

/**
 * "Prepare quotation" on an estimate lead: makes the quotation and its PDF, then opens the lead's
 * compose form with the quotation template and the PDF attached. The PDF downloads for staff only.
 */
export async function quoteRoutes(app: FastifyInstance, options: QuoteRouteOptions) {
  const { db, firmTimeZone, now, quoteValidDays } = options;

  app.post("/leads/:id/quotes", async (request, reply) => {
    const leadId = leadIdParam(request.params);
    if (leadId === undefined) return sendNotFound(reply);
    const staff = staffOf(request);
    const quoteId = await createQuote(db, {
      leadId,
      staff: {
        userId: staff.userId,
        name: staffName({ email: staff.email, display_name: staff.displayName }),
        email: staff.email,
      },
      validDays: quoteValidDays,
      firmTimeZone,
      now: now(),
    });
    // No such lead, or not an estimate with a price: nothing here to quote.
    if (quoteId === undefined) return sendNotFound(reply);
    return reply.redirect(`/admin/leads/${leadId}?quote=${quoteId}#write-to`, 303);
  });

  app.get(
    "/leads/:id/quotes/:quoteId",
    { config: { staffAccess: "data" } },
    async (request, reply) => {
      const leadId = leadIdParam(request.params);
      const { quoteId: raw } = request.params as { quoteId?: string };
      const quoteId = typeof raw === "string" ? idField(raw.replace(/\.pdf$/, "")) : undefined;
      const quote =
        leadId === undefined || quoteId === undefined
          ? undefined
          : await findQuotePdf(db, leadId, quoteId);
      if (quote === undefined) return reply.code(404).send({ message: "No such quotation" });
      return reply
        .type("application/pdf")
        .header("cache-control", "no-store")
        .header("content-disposition", `attachment; filename="${quoteFileName(quote.number)}"`)
        .send(Buffer.from(quote.pdf));
    },
  );
}
