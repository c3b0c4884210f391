import {
  aiLeadPayloadSchema,
  contactPayloadSchema,
  leadPayloadSchema,
  partnerPayloadSchema,
  productLeadPayloadSchema,
  productOfLeadType,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { requestFacts } from "../leads/request-facts";
import { parseInput } from "../parse-input";
import { sendSaveOk } from "../save-ok";

const saveOptions = { config: { rateLimitBudget: "write" } } as const;

/**
 * The lead save calls of both spec parts (§7). Each re-checks its payload with the form's rules
 * and messages, then answers "OK" once the lead's transaction has committed.
 */
export async function leadRoutes(app: FastifyInstance): Promise<void> {
  // JSON only: a text body would otherwise reach the schema as a string.
  app.removeContentTypeParser("text/plain");

  app.post("/SaveFeedback", saveOptions, async (request, reply) => {
    const feedback = parseInput(contactPayloadSchema, request.body);
    await app.leadWriter.save({
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
    });
    return sendSaveOk(reply);
  });

  // Checklists, the SRS template, the ROI calculator and the early-access pages.
  app.post("/SaveLead", saveOptions, async (request, reply) => {
    const lead = parseInput(leadPayloadSchema, request.body);
    await app.leadWriter.save({
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
    });
    return sendSaveOk(reply);
  });

  // HR & Payroll, Lexema RPA and Qualetics AI demo requests. The lead type is stored as the page
  // sent it; the product only when the text is one the site knows.
  app.post("/SaveProdLead", saveOptions, async (request, reply) => {
    const lead = parseInput(productLeadPayloadSchema, request.body);
    await app.leadWriter.save({
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
    });
    return sendSaveOk(reply);
  });

  // The medical-clinic and manufacturing AI pages.
  app.post("/SupportSave", saveOptions, async (request, reply) => {
    const lead = parseInput(aiLeadPayloadSchema, request.body);
    await app.leadWriter.save({
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
    });
    return sendSaveOk(reply);
  });

  app.post("/SavePartner", saveOptions, async (request, reply) => {
    const partner = parseInput(partnerPayloadSchema, request.body);
    await app.leadWriter.save({
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
    });
    return sendSaveOk(reply);
  });
}
