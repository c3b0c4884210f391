// The price table behind the estimate builder. It is deliberately plain data so the firm can
// read, defend and adjust every figure; the cost is always hours × rate, never a hidden factor.

export const PLATFORMS = ["web", "mobile", "both"] as const;
export type Platform = (typeof PLATFORMS)[number];

export const WEB_COUNT_FIELDS = ["wauth", "wmaster", "wtrans", "wreport"] as const;
export const MOBILE_COUNT_FIELDS = [
  "mauth",
  "mmaster",
  "mapproval",
  "moffline",
  "mreport",
] as const;
export const ADD_ON_COUNT_FIELDS = ["admin", "rbac", "anal", "pnot", "api"] as const;

export type WebCountField = (typeof WEB_COUNT_FIELDS)[number];
export type MobileCountField = (typeof MOBILE_COUNT_FIELDS)[number];
export type AddOnCountField = (typeof ADD_ON_COUNT_FIELDS)[number];
export type CountField = WebCountField | MobileCountField | AddOnCountField;

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
  units: Record<CountField, UnitEffort>;
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
