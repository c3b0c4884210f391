// The checklist and SRS template pipeline: the rules in order, then the
// shared SaveLead flow with the page's lead codes. Loaded on first use by checklist-form.tsx.

import { validateChecklistForm } from "@site/contracts";
import { type LeadOffer, submitLead } from "../lead-form/submit-lead";
import { checkFieldsThen, type SubmitHandler } from "../lead-form/submit-types";

const FIELDS = ["name", "companyname", "email", "mobileno", "website"] as const;

export const submitChecklist = (offer: LeadOffer): SubmitHandler<null> =>
  checkFieldsThen(FIELDS, validateChecklistForm, (visitor, context) =>
    submitLead(offer, visitor, context),
  );
