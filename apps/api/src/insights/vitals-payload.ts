import { z } from "zod";

/** The five Web Vitals the pages report, in the order the console lists them. */
export const VITAL_METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

export const DEVICE_CLASSES = ["phone", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

// Narrower viewports are phones; tablets in portrait and wider count as desktop. CSS pixels.
const PHONE_MAX_WIDTH = 767;

export const deviceClassOf = (viewportWidth: number): DeviceClass =>
  viewportWidth <= PHONE_MAX_WIDTH ? "phone" : "desktop";

// Longest value a real page view produces: a minute for the timings (a tab left loading in the
// background), a layout shift score of 100. Anything beyond is not a measurement.
const MAX_MS = 60_000;
const MAX_CLS = 100;
export const MAX_PAGE_PATH = 200;

const timing = z.number().finite().min(0).max(MAX_MS);

/**
 * The body of `POST /api/vitals`: the page's path, its viewport width and the metrics the
 * browser measured before the page was hidden, each at most once. Unknown keys are refused so a
 * body carries nothing else (no identifier).
 */
export const vitalsPayloadSchema = z
  .object({
    path: z
      .string()
      .max(MAX_PAGE_PATH, {
        error: `path must be at most ${MAX_PAGE_PATH} characters`,
        abort: true,
      })
      .regex(/^\/[\w\-./%~]*$/, { error: "path must be a page's path" }),
    width: z.number().int().min(1).max(20_000),
    metrics: z
      .object({
        LCP: timing.optional(),
        INP: timing.optional(),
        CLS: z.number().finite().min(0).max(MAX_CLS).optional(),
        FCP: timing.optional(),
        TTFB: timing.optional(),
      })
      .strict()
      .refine((metrics) => Object.keys(metrics).length > 0, {
        error: "metrics must hold at least one measurement",
      }),
  })
  .strict();

export type VitalsPayload = z.output<typeof vitalsPayloadSchema>;

/** Bytes a beacon may take: a body of five numbers and a path is far below it. */
export const MAX_VITALS_BODY = 1024;
