import { type Kysely, sql } from "kysely";
import type { Database } from "../infrastructure/database/schema";
import type { InsightsRange } from "./insights-range";
import { PAGE_FAMILIES } from "./vitals-pages";
import {
  DEVICE_CLASSES,
  type DeviceClass,
  VITAL_METRICS,
  type VitalMetric,
} from "./vitals-payload";

export type VitalRating = "good" | "needs-improvement" | "poor";

/**
 * Google's thresholds for each metric (web.dev/articles/vitals): at or below `good` is good, above
 * `poor` is poor, between the two needs improvement. Milliseconds; CLS is a score.
 */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export function ratingOf(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

/** The 75th percentile of one metric's samples and how many there were. */
export interface VitalValue {
  p75: number;
  samples: number;
  rating: VitalRating;
}

export interface VitalsRow {
  /** A page family (`vitals-pages.ts`), or a page's path in `worstPages`. */
  name: string;
  device: DeviceClass;
  metrics: Partial<Record<VitalMetric, VitalValue>>;
}

export interface WorstPage {
  page: string;
  device: DeviceClass;
  /** The metric furthest past its "good" threshold on this page and device. */
  metric: VitalMetric;
  value: VitalValue;
}

export interface VitalsReport {
  families: VitalsRow[];
  worstPages: WorstPage[];
  /** Page views measured in the range: the most samples any one metric has, summed. */
  samples: number;
}

const WORST_PAGES_SHOWN = 10;

interface PercentileRow {
  name: string;
  device: string;
  metric: string;
  p75: number | string;
  samples: number | string;
}

/**
 * The 75th percentile by the nearest-rank method: the samples sorted from fastest, the value at
 * rank ⌈0.75 · n⌉ (for 11 samples the 9th). Always a value someone measured, computed in the
 * database with window functions both SQLite and PostgreSQL have, so only one row per group
 * leaves it. ⌈3n/4⌉ is written (3n + 3) / 4 in integer division.
 */
async function percentiles(
  db: Kysely<Database>,
  range: InsightsRange,
  by: "family" | "page",
): Promise<PercentileRow[]> {
  const column = sql.ref(by);
  const { rows } = await sql<PercentileRow>`
    select name, device, metric, value as p75, n as samples from (
      select ${column} as name, device, metric, value,
        row_number() over (partition by ${column}, device, metric order by value) as nth,
        count(*) over (partition by ${column}, device, metric) as n
      from web_vital_samples
      where day >= ${range.from} and day <= ${range.to}
    ) ranked
    where nth = (3 * n + 3) / 4`.execute(db);
  return rows;
}

const isMetric = (value: string): value is VitalMetric =>
  (VITAL_METRICS as readonly string[]).includes(value);
const isDevice = (value: string): value is DeviceClass =>
  (DEVICE_CLASSES as readonly string[]).includes(value);

function rowsOf(found: PercentileRow[]): VitalsRow[] {
  const rows = new Map<string, VitalsRow>();
  for (const row of found) {
    if (!isMetric(row.metric) || !isDevice(row.device)) continue;
    const key = `${row.name}\n${row.device}`;
    const entry = rows.get(key) ?? { name: row.name, device: row.device, metrics: {} };
    rows.set(key, entry);
    const p75 = Number(row.p75);
    entry.metrics[row.metric] = {
      p75,
      samples: Number(row.samples),
      rating: ratingOf(row.metric, p75),
    };
  }
  return [...rows.values()];
}

const familyOrder = (name: string) => {
  const index = (PAGE_FAMILIES as readonly string[]).indexOf(name);
  return index === -1 ? PAGE_FAMILIES.length : index;
};

/** Real visitors' speed for a range of firm days, from `web_vital_samples`. */
export async function buildVitalsReport(
  db: Kysely<Database>,
  range: InsightsRange,
): Promise<VitalsReport> {
  const [byFamily, byPage] = await Promise.all([
    percentiles(db, range, "family"),
    percentiles(db, range, "page"),
  ]);
  const families = rowsOf(byFamily).sort(
    (a, b) =>
      familyOrder(a.name) - familyOrder(b.name) ||
      a.name.localeCompare(b.name) ||
      DEVICE_CLASSES.indexOf(a.device) - DEVICE_CLASSES.indexOf(b.device),
  );
  const samples = families.reduce(
    (sum, row) =>
      sum + Math.max(0, ...Object.values(row.metrics).map((value) => value?.samples ?? 0)),
    0,
  );

  // A page is as slow as its metric furthest past the "good" line, measured in multiples of it.
  const worstPages: WorstPage[] = [];
  for (const row of rowsOf(byPage)) {
    let worst: { metric: VitalMetric; value: VitalValue; over: number } | undefined;
    for (const metric of VITAL_METRICS) {
      const value = row.metrics[metric];
      if (value === undefined || value.rating === "good") continue;
      const over = value.p75 / VITAL_THRESHOLDS[metric].good;
      if (worst === undefined || over > worst.over) worst = { metric, value, over };
    }
    if (worst) {
      worstPages.push({
        page: row.name,
        device: row.device,
        metric: worst.metric,
        value: worst.value,
      });
    }
  }
  worstPages.sort(
    (a, b) =>
      b.value.p75 / VITAL_THRESHOLDS[b.metric].good -
        a.value.p75 / VITAL_THRESHOLDS[a.metric].good || a.page.localeCompare(b.page),
  );
  return { families, worstPages: worstPages.slice(0, WORST_PAGES_SHOWN), samples };
}
