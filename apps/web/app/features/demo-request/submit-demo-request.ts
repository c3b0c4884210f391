// The demo request pipelines: the page's rules in order, the e-mail check by status, then
// SaveProdLead with the page's lead type. Loaded on first use by demo-request-form.tsx.

import {
  API_CALLS,
  demoLeadMessages,
  hrLeadMessages,
  type leadFormMessages,
  PRODUCT_LEAD_TYPES,
  type ProductLeadType,
  type Validation,
  validateDemoLeadForm,
  validateHrLeadForm,
} from "@site/contracts";
import { verifyEmail } from "../lead-form/email-check";
import { postSave } from "../lead-form/save-call";
import { failure, pickFields, type SubmitHandler } from "../lead-form/submit-types";

const FIELDS = ["name", "companyname", "email", "mobileno", "website"] as const;
type DemoFields = Record<(typeof FIELDS)[number], string>;
type CallMessages = Pick<
  typeof leadFormMessages,
  "emailFlagged" | "emailCheckFailed" | "saveFailed" | "fallback"
>;

function demoRequestPipeline(
  leadtype: ProductLeadType,
  validate: (input: DemoFields) => Validation<DemoFields>,
  messages: CallMessages,
): SubmitHandler<null> {
  return async (fields, { ip, sharedFields, idempotencyKey }) => {
    const checked = validate(pickFields(fields, FIELDS));
    if (!checked.ok) return checked;
    const lead = checked.value;
    try {
      const verdict = await verifyEmail(lead.email, ip);
      if (verdict === "flagged") return failure(messages.emailFlagged, "email");
      if (verdict === "failed") return failure(messages.emailCheckFailed);
      const saved = await postSave(
        API_CALLS.saveProdLead.path,
        { leadtype, ...lead, ipadd: ip, ...sharedFields },
        idempotencyKey,
      );
      return saved ? { ok: true, result: null } : failure(messages.saveFailed);
    } catch {
      return failure(messages.fallback);
    }
  };
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
