import type { DeviceClass, VitalMetric } from "./vitals-payload";
import type { VitalRating } from "./vitals-report";

/** What staff read in the Insights page's section on real visitors' speed. */
export const vitalsCopy = {
  heading: "Real visitors’ speed",
  intro:
    "How fast the site’s pages were for real visitors, as their own browsers measured it. Each figure is the 75th percentile: three in four page views were at least this fast. The colour and the word beside it follow Google’s thresholds for good, needs improvement and poor.",
  empty:
    "No page speed was measured in this range. Pages report it once visitors leave them, unless visit counting is turned off.",
  tableTitle: "75th percentile by page family and device",
  familyColumn: "Pages",
  noSamples: "–",
  samples: (count: number) =>
    `${count.toLocaleString("en-IN")} ${count === 1 ? "sample" : "samples"}`,
  totalSamples: (count: number) =>
    `${count.toLocaleString("en-IN")} page ${count === 1 ? "view" : "views"} measured.`,
  worstHeading: "Slowest pages",
  worstIntro:
    "Pages and devices whose 75th percentile misses a “good” threshold, furthest past it first, with the metric that misses it most.",
  worstEmpty: "Every page measured in this range is good on every metric.",
  worstColumns: { page: "Page", device: "Device", metric: "Metric", value: "75th percentile" },
} as const;

export const DEVICE_LABELS: Record<DeviceClass, string> = { phone: "Phone", desktop: "Desktop" };

export const METRIC_LABELS: Record<VitalMetric, { short: string; name: string }> = {
  LCP: { short: "LCP", name: "Largest contentful paint" },
  INP: { short: "INP", name: "Interaction to next paint" },
  CLS: { short: "CLS", name: "Cumulative layout shift" },
  FCP: { short: "FCP", name: "First contentful paint" },
  TTFB: { short: "TTFB", name: "Time to first byte" },
};

export const RATING_LABELS: Record<VitalRating, string> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};
