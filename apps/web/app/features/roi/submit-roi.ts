// The ROI calculator's pipeline: the checklist rules plus the cost rule (before
// the e-mail check), the shared SaveLead flow, then the calculation. The costs are not sent.
// Loaded on first use by the ROI page's form, so the result arrives formatted for display.

import { computeRoi, formatUsd, validateRoiForm } from "@site/contracts";
import { checklistForm } from "../../content/checklists";
import { type LeadOffer, submitLead } from "../lead-form/submit-lead";
import { pickFields, type SubmitHandler } from "../lead-form/submit-types";

/** The result in dollars with two decimals and the ROI as a percentage. */
export interface RoiView {
  manualCost: string;
  automatedCost: string;
  savings: string;
  roi: string;
}

const FIELDS = [
  "name",
  "companyname",
  "email",
  "mobileno",
  "website",
  "manual_cost",
  "automated_cost",
] as const;

export const submitRoi =
  (offer: LeadOffer): SubmitHandler<RoiView> =>
  async (fields, context) => {
    const checked = validateRoiForm(pickFields(fields, FIELDS));
    if (!checked.ok) return checked;
    const { manual_cost, automated_cost, ...visitor } = checked.value;
    const saved = await submitLead(offer, visitor, context);
    if (!saved.ok) return saved;
    const result = computeRoi(manual_cost, automated_cost);
    return {
      ok: true,
      ...(saved.reference !== undefined && { reference: saved.reference }),
      result: {
        manualCost: formatUsd(result.manual_cost),
        automatedCost: formatUsd(result.automated_cost),
        savings: formatUsd(result.savings),
        roi: result.roi === null ? checklistForm.roiResult.roiUnbounded : `${result.roi}%`,
      },
    };
  };
