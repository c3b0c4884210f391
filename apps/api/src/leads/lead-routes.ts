import {
  aiLeadPayloadSchema,
  contactPayloadSchema,
  leadPayloadSchema,
  partnerPayloadSchema,
  productLeadPayloadSchema,
  productOfLeadType,
} from "@site/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { LeadKind } from "../infrastructure/database/schema";
import { parseInput } from "../infrastructure/http/parse-input";
import { sendSaveOk } from "../infrastructure/http/save-ok";
import type { BookingTokens } from "../meetings/booking/booking-tokens";
import type { NewLead } from "./lead-repository";
import { requestFacts } from "./request-facts";
import { sendReference } from "./request-reference";

/** A save call that stores its payload as a lead and answers "OK"; see saveCalls. */
export interface SaveCall<S extends z.ZodType = z.ZodType, K extends LeadKind = LeadKind> {
  /** Under `/api`; the lead's `sourceCall` is the path without its slash. */
  path: `/${string}`;
  /** The form's payload, checked with the form's rules and messages. */
  schema: S;
  kind: K;
  /** Which pages send it, for the API description. */
  summary: string;
  /**
   * The lead for a valid payload, written as one literal with the request facts spread last: a
   * lead merged from parts would cost every save a slow spread (see requestFacts).
   */
  toLead(payload: z.output<S>, request: FastifyRequest): NewLead & { kind: NoInfer<K> };
}

// Infers each call's payload type, and holds its lead to the kind the table gives.
const saveCall = <S extends z.ZodType, K extends LeadKind>(call: SaveCall<S, K>): SaveCall<S, K> =>
  call;

/**
 * The lead save calls that differ only in their payload and its mapping to a lead. SaveEstimate
 * (answers a price) and SaveCandidate (answers an upload token) keep their own handlers.
 */
export const saveCalls: readonly SaveCall[] = [
  saveCall({
    path: "/SaveFeedback",
    schema: contactPayloadSchema,
    kind: "contact",
    summary: "The home page's contact form.",
    toLead: (feedback, request) => ({
      kind: "contact",
      sourceCall: "SaveFeedback",
      name: feedback.name,
      email: feedback.email,
      phone: feedback.phone,
      reportedIp: feedback.ipadd,
      details: feedback,
      attribution: feedback,
      consent: feedback,
      ...requestFacts(request),
    }),
  }),
  saveCall({
    path: "/SaveLead",
    schema: leadPayloadSchema,
    kind: "checklist",
    summary: "Checklists, the SRS template, the ROI calculator and the early-access pages.",
    toLead: (lead, request) => ({
      kind: "checklist",
      sourceCall: "SaveLead",
      name: lead.name,
      company: lead.companyname,
      email: lead.email,
      phone: lead.mobileno,
      leadCode: lead.leadtype,
      offer: lead.checklist,
      reportedIp: lead.ipadd,
      details: lead,
      attribution: lead,
      consent: lead,
      ...requestFacts(request),
    }),
  }),
  // The lead type is stored as the page sent it; the product only when the text is one the site
  // knows.
  saveCall({
    path: "/SaveProdLead",
    schema: productLeadPayloadSchema,
    kind: "product_demo",
    summary: "HR & Payroll, Lexema RPA and Qualetics AI demo requests.",
    toLead: (lead, request) => ({
      kind: "product_demo",
      sourceCall: "SaveProdLead",
      name: lead.name,
      company: lead.companyname,
      email: lead.email,
      phone: lead.mobileno,
      leadCode: lead.leadtype,
      offer: productOfLeadType(lead.leadtype) ?? null,
      reportedIp: lead.ipadd,
      details: lead,
      attribution: lead,
      consent: lead,
      ...requestFacts(request),
    }),
  }),
  saveCall({
    path: "/SupportSave",
    schema: aiLeadPayloadSchema,
    kind: "ai_support",
    summary: "The medical-clinic and manufacturing AI pages.",
    toLead: (lead, request) => ({
      kind: "ai_support",
      sourceCall: "SupportSave",
      name: lead.name,
      company: lead.company,
      email: lead.email,
      phone: lead.mobile,
      leadCode: lead.supportfor,
      reportedIp: lead.ip,
      details: lead,
      attribution: lead,
      consent: lead,
      ...requestFacts(request),
    }),
  }),
  saveCall({
    path: "/SavePartner",
    schema: partnerPayloadSchema,
    kind: "partner",
    summary: "The become-a-partner form.",
    toLead: (partner, request) => ({
      kind: "partner",
      sourceCall: "SavePartner",
      name: `${partner.fname} ${partner.lname}`,
      company: partner.company,
      email: partner.email,
      phone: partner.phoneno,
      reportedIp: partner.ipadd,
      details: partner,
      attribution: partner,
      consent: partner,
      ...requestFacts(request),
    }),
  }),
];

const saveOptions = { config: { rateLimitBudget: "write" } } as const;

/**
 * The lead save calls of saveCalls. Each re-checks its payload with the form's rules and messages,
 * then answers "OK" once the lead's transaction has committed, with the lead's reference in a
 * header, and for a request that may book a first call, its booking token in another.
 */
export async function leadRoutes(
  app: FastifyInstance,
  options: { bookingTokens?: BookingTokens } = {},
): Promise<void> {
  // JSON only: a text body would otherwise reach the schema as a string.
  app.removeContentTypeParser("text/plain");

  for (const call of saveCalls) {
    app.post(call.path, saveOptions, async (request, reply) => {
      const payload = parseInput(call.schema, request.body);
      const saved = await app.leadWriter.save(call.toLead(payload, request));
      await options.bookingTokens?.sendWith(reply, { id: saved.id, kind: call.kind });
      return sendSaveOk(sendReference(reply, saved));
    });
  }
}
