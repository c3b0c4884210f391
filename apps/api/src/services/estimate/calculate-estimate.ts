import {
  ADD_ON_COUNT_FIELDS,
  type CountField,
  MOBILE_COUNT_FIELDS,
  type Platform,
  PRICE_TABLE,
  type PriceTable,
  WEB_COUNT_FIELDS,
} from "./price-table";

export type EstimateCounts = Partial<Record<CountField, number>>;

export interface EstimateInput extends EstimateCounts {
  platform: Platform;
}

export interface EstimateLine {
  label: string;
  hours: number;
  /** Whole rupees. */
  amount: number;
}

export interface Estimate {
  /** Whole rupees, rounded to the nearest hundred. */
  cost: number;
  currency: "INR";
  breakdown: EstimateLine[];
}

const PLATFORM_NAMES: Record<Platform, string> = {
  web: "web",
  mobile: "mobile",
  both: "web and mobile",
};

const FIELDS_BY_PLATFORM: Record<Platform, readonly CountField[]> = {
  web: [...WEB_COUNT_FIELDS, ...ADD_ON_COUNT_FIELDS],
  mobile: [...MOBILE_COUNT_FIELDS, ...ADD_ON_COUNT_FIELDS],
  both: [...WEB_COUNT_FIELDS, ...MOBILE_COUNT_FIELDS, ...ADD_ON_COUNT_FIELDS],
};

/** Counts come from a form where blank means 0; anything that is not a whole positive count is 0. */
function toCount(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * Prices an estimate request. Only the counts of the chosen platform are used (a web estimate
 * ignores mobile counts left over from an earlier choice); add-ons apply to every platform.
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
