// The demo request pipelines: the page's rules in order, the e-mail check by status, then
// SaveProdLead with the page's lead type. Loaded on first use by demo-request-form.tsx.

import {
  API_CALLS,
  demoLeadMessages,
  hrLeadMessages,
  PRODUCT_LEAD_TYPES,
  type ProductLeadType,
  type Validation,
  validateDemoLeadForm,
  validateHrLeadForm,
} from "@site/contracts";
import { type LeadMessages, saveCheckedLead } from "../lead-form/submit-lead";
import { checkFieldsThen, type SubmitHandler } from "../lead-form/submit-types";

const FIELDS = ["name", "companyname", "email", "mobileno", "website"] as const;
type DemoFields = Record<(typeof FIELDS)[number], string>;

function demoRequestPipeline(
  leadtype: ProductLeadType,
  validate: (input: DemoFields) => Validation<DemoFields>,
  messages: LeadMessages,
): SubmitHandler<null> {
  return checkFieldsThen(FIELDS, validate, (lead, context) =>
    saveCheckedLead(API_CALLS.saveProdLead.path, { leadtype, ...lead }, context, messages),
  );
}

export const submitHrPayrollDemo = demoRequestPipeline(
  PRODUCT_LEAD_TYPES.hrPayroll,
  validateHrLeadForm,
  hrLeadMessages,
);

export const submitLexemaRpaDemo = demoRequestPipeline(
  PRODUCT_LEAD_TYPES.lexemaRpa,
  validateDemoLeadForm,
  demoLeadMessages,
);

export const submitQualeticsAiDemo = demoRequestPipeline(
  PRODUCT_LEAD_TYPES.qualeticsAi,
  validateDemoLeadForm,
  demoLeadMessages,
);
