// What a page sends to the server about its own speed: the path, the viewport width (the server
// tells phones from desktops by it) and the Web Vitals measured so far. Nothing that tells one
// visitor from another: no id, no time, no address.

/** The server's route for it (apps/api, insights/vitals-routes.ts). */
export const VITALS_URL = "/api/vitals";

const METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalName = (typeof METRICS)[number];

// The server refuses anything longer than its bound: a path it could not take is not sent.
const MAX_PATH = 200;

/**
 * The body of one page view's beacon, or undefined when there is nothing to send: timings in
 * whole milliseconds, CLS to four decimals, values a browser could not have measured left out.
 */
export function vitalsBeaconBody(
  measured: ReadonlyMap<string, number>,
  path: string,
  viewportWidth: number,
): string | undefined {
  const metrics: Partial<Record<VitalName, number>> = {};
  for (const name of METRICS) {
    const value = measured.get(name);
    if (value === undefined || !Number.isFinite(value) || value < 0) continue;
    metrics[name] = name === "CLS" ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  }
  if (Object.keys(metrics).length === 0 || path.length > MAX_PATH) return undefined;
  return JSON.stringify({ path, width: Math.max(1, Math.round(viewportWidth)), metrics });
}
