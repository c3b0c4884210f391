// The price table behind the estimate builder and the one function that prices a request: the
// server stores its result with the request, and the builder shows it as a running total while
// the visitor counts, so the two figures always agree. The table is deliberately plain data so
// the firm can read, defend and adjust every figure; the cost is always hours × rate.

import {
  ESTIMATE_COUNT_FIELDS,
  type EstimateCountField,
  type Platform,
  toCount,
} from "./estimate-fields";

export interface UnitEffort {
  /** Shown to the visitor and stored with the request, so it names the unit being counted. */
  label: string;
  hoursPerUnit: number;
}

export interface PriceTable {
  /** Rupees per hour of blended team time (developer, designer, tester). */
  hourlyRate: number;
  /** Fixed effort before the first screen: repository, environments, CI, design system, store set-up. */
  setupHours: Record<Platform, number>;
  units: Record<EstimateCountField, UnitEffort>;
  /** Testing and project management, as a share of all build hours. */
  qaAndManagementPercent: number;
}

export const PRICE_TABLE: PriceTable = {
  hourlyRate: 1800,
  setupHours: { web: 40, mobile: 56, both: 80 },
  units: {
    wauth: { label: "Web sign-in and access screens", hoursPerUnit: 16 },
    wmaster: { label: "Web master entry forms", hoursPerUnit: 12 },
    wtrans: { label: "Web complex transaction forms", hoursPerUnit: 32 },
    wreport: { label: "Web reports", hoursPerUnit: 14 },
    mauth: { label: "Mobile sign-in and access screens", hoursPerUnit: 20 },
    mmaster: { label: "Mobile simple entry screens", hoursPerUnit: 14 },
    mapproval: { label: "Mobile approval flows", hoursPerUnit: 18 },
    moffline: { label: "Mobile offline sync modules", hoursPerUnit: 40 },
    mreport: { label: "Mobile reports", hoursPerUnit: 16 },
    admin: { label: "Admin screens", hoursPerUnit: 20 },
    rbac: { label: "Role levels", hoursPerUnit: 12 },
    anal: { label: "Analytics dashboards", hoursPerUnit: 28 },
    pnot: { label: "Push notification types", hoursPerUnit: 16 },
    api: { label: "Third-party API integrations", hoursPerUnit: 24 },
  },
  qaAndManagementPercent: 25,
};

export type EstimateLine = { label: string; hours: number; amount: number };

/** The cost in whole rupees, rounded to the nearest hundred, with the lines it adds up from. */
export type Estimate = { cost: number; currency: "INR"; breakdown: EstimateLine[] };

export type EstimateInput = Partial<Record<EstimateCountField, number>> & { platform: Platform };

const PLATFORM_NAMES: Record<Platform, string> = {
  web: "web",
  mobile: "mobile",
  both: "web and mobile",
};

const { web, mobile, addOns } = ESTIMATE_COUNT_FIELDS;
const FIELDS_BY_PLATFORM: Record<Platform, readonly EstimateCountField[]> = {
  web: [...web, ...addOns],
  mobile: [...mobile, ...addOns],
  both: [...web, ...mobile, ...addOns],
};

/**
 * Prices an estimate request. Only the counts of the chosen platform are used (a web estimate
 * ignores mobile counts left over from an earlier choice); add-ons apply to every platform.
 * Counts are read as the form reads them: not a whole number of zero or more counts as 0.
 */
export function calculateEstimate(input: EstimateInput, table: PriceTable = PRICE_TABLE): Estimate {
  const line = (label: string, hours: number): EstimateLine => ({
    label,
    hours,
    amount: Math.round(hours * table.hourlyRate),
  });

  const buildLines: EstimateLine[] = [
    line(`Project setup (${PLATFORM_NAMES[input.platform]})`, table.setupHours[input.platform]),
  ];
  for (const field of FIELDS_BY_PLATFORM[input.platform]) {
    const count = toCount(input[field]);
    if (count > 0) {
      const unit = table.units[field];
      buildLines.push(line(`${unit.label} × ${count}`, count * unit.hoursPerUnit));
    }
  }

  const buildHours = buildLines.reduce((sum, { hours }) => sum + hours, 0);
  const qaHours = Math.round((buildHours * table.qaAndManagementPercent) / 100);
  const breakdown = [
    ...buildLines,
    line(`Quality assurance and project management (${table.qaAndManagementPercent}%)`, qaHours),
  ];

  const total = breakdown.reduce((sum, { amount }) => sum + amount, 0);
  return { cost: Math.round(total / 100) * 100, currency: "INR", breakdown };
}

const inr = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** Rupees with Indian digit grouping, e.g. ₹1,23,400. */
export const formatInr = (amount: number) => inr.format(amount);
