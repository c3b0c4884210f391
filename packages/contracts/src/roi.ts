// ROI calculator: the checklist form plus two costs, and the calculation shown
// after the lead is saved through POST /api/SaveLead (the costs themselves are not sent).

import type { ChecklistFormInput } from "./checklist-lead";
import { honeypot, type Rule, required, type Validation, validateWith } from "./form-rules";
import { LEAD_FIELD_NAMES, leadFormatRules, withinLeadLimits } from "./lead-rules";
import { roiMessages } from "./messages";
import { normalizePhoneFields } from "./phone-input";

/** The checklist fields plus the two cost inputs as typed (number inputs, step 0.01, min 0). */
export type RoiFormInput = ChecklistFormInput & { manual_cost: string; automated_cost: string };
export type RoiFormValues = ChecklistFormInput & { manual_cost: number; automated_cost: number };

const readCost = (raw: string) => (raw.trim() === "" ? Number.NaN : Number(raw));
const isCost = (value: number) => Number.isFinite(value) && value >= 0;

const roiRules: Rule<RoiFormInput>[] = [
  honeypot("website", roiMessages.bot),
  required([...LEAD_FIELD_NAMES, "manual_cost", "automated_cost"], roiMessages.required),
  ...leadFormatRules,
  ({ manual_cost, automated_cost }) => {
    const manual = readCost(manual_cost);
    const automated = readCost(automated_cost);
    if (!isCost(manual)) return { message: roiMessages.invalidCost, field: "manual_cost" };
    if (!isCost(automated)) return { message: roiMessages.invalidCost, field: "automated_cost" };
    return automated < manual
      ? undefined
      : { message: roiMessages.costOrder, field: "automated_cost" };
  },
  withinLeadLimits,
];

export function validateRoiForm(input: RoiFormInput): Validation<RoiFormValues> {
  const result = validateWith(roiRules, normalizePhoneFields(input, ["mobileno"]));
  if (!result.ok) return result;
  const { manual_cost, automated_cost, ...fields } = result.value;
  return {
    ok: true,
    value: {
      ...fields,
      manual_cost: readCost(manual_cost),
      automated_cost: readCost(automated_cost),
    },
  };
}

export type RoiResult = {
  manual_cost: number;
  automated_cost: number;
  /** Manual minus automated, in dollars rounded to cents. */
  savings: number;
  /** Savings as a percentage of the automated cost, with two decimals ("150.00"); `null` when the
   * automated cost is 0 and the ratio has no finite value. */
  roi: string | null;
};

export function computeRoi(manual_cost: number, automated_cost: number): RoiResult {
  const savings = Math.round((manual_cost - automated_cost) * 100) / 100;
  const roi = automated_cost === 0 ? null : ((savings / automated_cost) * 100).toFixed(2);
  return { manual_cost, automated_cost, savings, roi };
}

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Dollars with two decimals, e.g. $12,500.00. */
export const formatUsd = (amount: number) => usd.format(amount);
