// The estimate builder's platforms and count fields, and how a count input is read. Kept apart
// from the payload schema so the builder's page script can price counts without loading zod.

import { ESTIMATE_COUNT_MAX } from "./constants";

export const PLATFORMS = ["web", "mobile", "both"] as const;
export type Platform = (typeof PLATFORMS)[number];

/** The count inputs: web forms, mobile screens, and add-ons that apply to any platform. */
export const ESTIMATE_COUNT_FIELDS = {
  web: ["wauth", "wmaster", "wtrans", "wreport"],
  mobile: ["mauth", "mmaster", "mapproval", "moffline", "mreport"],
  addOns: ["admin", "rbac", "anal", "pnot", "api"],
} as const;
type CountGroup = typeof ESTIMATE_COUNT_FIELDS;
export type EstimateCountField = CountGroup[keyof CountGroup][number];
export type EstimateCounts = Record<EstimateCountField, number>;

/** The platform count fields the form shows, and the server prices, for a platform choice. */
export function countFieldsFor(platform: Platform | ""): EstimateCountField[] {
  switch (platform) {
    case "web":
      return [...ESTIMATE_COUNT_FIELDS.web];
    case "mobile":
      return [...ESTIMATE_COUNT_FIELDS.mobile];
    case "both":
      return [...ESTIMATE_COUNT_FIELDS.web, ...ESTIMATE_COUNT_FIELDS.mobile];
    default:
      return [];
  }
}

/** Reads a count input: anything that is not a number becomes 0; fractions drop, the top is capped. */
export function toCount(raw: unknown): number {
  const value = typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(Math.floor(value), ESTIMATE_COUNT_MAX);
}
