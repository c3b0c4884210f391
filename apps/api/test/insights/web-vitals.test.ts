import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { WebVitalSamplesTable } from "../../src/infrastructure/database/schema";
import { createVitalsRecorder } from "../../src/insights/vitals-recorder";
import { type TestDatabase, testDatabases } from "../helpers/databases";
import { createStaff, getPage, signInCookie } from "../helpers/staff-session";
import { createTestApp, useTestDatabase } from "../helpers/test-app";
import { createWebRoot } from "../helpers/web-root";

// Noon in Delhi on Wednesday 25 Nov 2026.
const NOW = new Date("2026-11-25T06:30:00.000Z");
const TODAY = "2026-11-25";
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const VITALS_SCRIPT = "export{};";

const beacon = {
  path: "/about",
  width: 390,
  metrics: { LCP: 1834.6, INP: 152, CLS: 0.01234, FCP: 912.3, TTFB: 211.8 },
};

/** The rows as the console reads them, in a fixed order. */
const sampleRows = (database: TestDatabase) =>
  database.db
    .selectFrom("web_vital_samples")
    .selectAll()
    .orderBy("page")
    .orderBy("metric")
    .execute();

describe.each(testDatabases)("real visitors' Web Vitals on $name", (kind) => {
  let database: TestDatabase;
  let webRoot: Awaited<ReturnType<typeof createWebRoot>>;
  let app: FastifyInstance;
  const env = (extra: Record<string, string> = {}) => ({
    WEB_ROOT: webRoot.root,
    RATE_LIMIT_WRITES_PER_MIN: "1000",
    ...extra,
  });

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    database = await kind.open();
    webRoot = await createWebRoot();
    // The bundle the web build writes beside the pages.
    await writeFile(join(webRoot.root, "vitals.js"), VITALS_SCRIPT);
    app = await createTestApp(database, env());
  });

  afterEach(async () => {
    await app.close();
    await database.dispose();
    await webRoot.dispose();
    vi.useRealTimers();
  });

  /** As navigator.sendBeacon sends a string: text/plain, no credentials, no cookie. */
  const sendBeacon = (body: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: "/api/vitals",
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME, ...headers },
      payload: typeof body === "string" ? body : JSON.stringify(body),
    });

  /** Closing the app writes what the recorder holds; the next app reads it back. */
  const writeHeldSamples = async (extra: Record<string, string> = {}) => {
    await app.close();
    app = await createTestApp(database, env(extra));
  };

  it("stores each metric of a beacon as one sample, with no cookie and nothing naming the visitor", async () => {
    const answers = [
      await sendBeacon(beacon),
      await sendBeacon({ path: "/", width: 1440, metrics: { LCP: 1200, TTFB: 90 } }),
      // A person's own page is measured under the page.
      await sendBeacon({ path: "/empcard/919876543210", width: 412, metrics: { CLS: 0 } }),
      // As JSON too.
      await app.inject({
        method: "POST",
        url: "/api/vitals",
        headers: { "content-type": "application/json", "user-agent": CHROME },
        payload: { path: "/IOT/", width: 1024, metrics: { INP: 48 } },
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(204);
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
    await writeHeldSamples();

    const sample = (
      page: string,
      family: string,
      device: WebVitalSamplesTable["device"],
      metric: WebVitalSamplesTable["metric"],
      value: number,
    ) => ({ day: TODAY, page, family, device, metric, value });
    expect(await sampleRows(database)).toEqual([
      sample("/IOT", "Services", "desktop", "INP", 48),
      sample("/about", "Other pages", "phone", "CLS", 0.0123),
      sample("/about", "Other pages", "phone", "FCP", 912),
      sample("/about", "Other pages", "phone", "INP", 152),
      sample("/about", "Other pages", "phone", "LCP", 1835),
      sample("/about", "Other pages", "phone", "TTFB", 212),
      sample("/empcard", "Employee card", "phone", "CLS", 0),
      sample("/index", "Home", "desktop", "LCP", 1200),
      sample("/index", "Home", "desktop", "TTFB", 90),
    ]);
    const stored = JSON.stringify(await sampleRows(database));
    for (const secret of ["919876543210", "127.0.0.1", "Chrome", "Mozilla"]) {
      expect(stored).not.toContain(secret);
    }
  });

  it("refuses a body that is not one page view's measurements with a 4xx, and stores nothing", async () => {
    const refused: [body: unknown, status: number, message: string][] = [
      ["{not json", 400, "Request body is not valid JSON"],
      [{ ...beacon, metrics: {} }, 400, "metrics must hold at least one measurement"],
      [{ ...beacon, metrics: { LCP: -1 } }, 400, ""],
      [{ ...beacon, metrics: { LCP: 60_001 } }, 400, ""],
      [{ ...beacon, metrics: { CLS: 101 } }, 400, ""],
      [{ ...beacon, metrics: { LCP: "1200" } }, 400, ""],
      // JSON cannot say NaN, but it can say a number too large to be finite.
      ['{"path":"/about","width":390,"metrics":{"LCP":1e999}}', 400, ""],
      [{ ...beacon, metrics: { ...beacon.metrics, FID: 10 } }, 400, ""],
      // An identifier has no place in a beacon.
      [{ ...beacon, id: "v5-1700000000000-1234" }, 400, ""],
      [{ ...beacon, path: `/${"a".repeat(200)}` }, 400, "path must be at most 200 characters"],
      [{ ...beacon, path: "javascript:alert(1)" }, 400, "path must be a page's path"],
      [{ ...beacon, width: 0 }, 400, ""],
      [{ ...beacon, width: 390.5 }, 400, ""],
      [[beacon], 400, ""],
      [{ ...beacon, path: `/${"a".repeat(2000)}` }, 413, "Request body is too large"],
    ];
    for (const [body, status, message] of refused) {
      const answer = await sendBeacon(body);
      expect({ body, status: answer.statusCode }).toEqual({ body, status });
      if (message !== "") expect(answer.json().message).toBe(message);
    }
    expect((await sendBeacon({ ...beacon, metrics: {} })).json()).toEqual({
      message: "metrics must hold at least one measurement",
      field: "metrics",
    });
    await writeHeldSamples();
    expect(await sampleRows(database)).toEqual([]);
  });

  it("stores nothing from a bot, a prefetch, a browser without a name or a page the site does not have", async () => {
    const answers = [
      await sendBeacon(beacon, { "user-agent": BOT }),
      await sendBeacon(beacon, { "sec-purpose": "prefetch;prerender" }),
      await sendBeacon(beacon, { purpose: "prefetch" }),
      await sendBeacon(beacon, { "user-agent": "" }),
      await sendBeacon({ ...beacon, path: "/no-such-page" }),
      await sendBeacon({ ...beacon, path: "/admin/insights" }),
    ];
    for (const answer of answers) expect(answer.statusCode).toBe(204);
    await writeHeldSamples();
    expect(await sampleRows(database)).toEqual([]);
  });

  it("sends the pages' beacon script and stores beacons only while visit counting is on", async () => {
    const script = await app.inject({ method: "GET", url: "/vitals.js" });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe(VITALS_SCRIPT);

    await writeHeldSamples({ VISIT_COUNTING: "off" });
    const scriptWhenOff = await app.inject({ method: "GET", url: "/vitals.js" });
    expect(scriptWhenOff.statusCode).toBe(404);
    expect((await sendBeacon(beacon)).statusCode).toBe(204);
    // A malformed body is still refused, so a broken page is noticed either way.
    expect((await sendBeacon("{")).statusCode).toBe(400);
    await writeHeldSamples({ VISIT_COUNTING: "off" });
    expect(await sampleRows(database)).toEqual([]);
  });

  it("limits beacons per address without using up the visitor's form saves", async () => {
    await writeHeldSamples({ RATE_LIMIT_WRITES_PER_MIN: "1" });
    const statuses: number[] = [];
    for (let sent = 0; sent < 5; sent += 1) statuses.push((await sendBeacon(beacon)).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 429]);
    await writeHeldSamples();
    expect(await sampleRows(database)).toHaveLength(4 * 5);
  });

  describe("on the Insights page", () => {
    /** The cells of the table whose caption is `caption`, each row's cells as text. */
    const tableCells = (html: string, caption: string) => {
      const table = html.split(`<caption class="visually-hidden">${caption}</caption>`)[1] ?? "";
      const body = table.split("</table>")[0] ?? "";
      return [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
        [...(row[1] ?? "").matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) =>
          (cell[1] ?? "")
            .replace(/<[^>]+>/g, " ")
            .replace(/\s+/g, " ")
            .trim(),
        ),
      );
    };

    const row = (
      page: string,
      family: string,
      device: WebVitalSamplesTable["device"],
      metric: WebVitalSamplesTable["metric"],
      value: number,
      day = "2026-11-20",
    ): WebVitalSamplesTable => ({ day, page, family, device, metric, value });

    /** Nearest rank, as the page documents: the ⌈0.75 n⌉-th smallest sample. */
    const p75 = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1];

    const insightsPage = async (query = "from=2026-11-01&to=2026-11-25") => {
      await createStaff(database.db);
      const cookie = await signInCookie(app);
      const answer = await getPage(app, `/admin/insights?${query}`, cookie);
      expect(answer.statusCode).toBe(200);
      return answer.body;
    };

    it("shows the 75th percentile of each metric per family and device, equal to the rows, with its rating in words", async () => {
      // LCP on phones of the home page: 1000, 1100 … 2000 ms; the 9th of 11 is 1800 ms.
      const homeLcp = Array.from({ length: 11 }, (_, index) => 1000 + index * 100);
      // INP on desktops of the services pages, shuffled: 9th of 11 is 500 ms, at the poor line.
      const servicesInp = [600, 100, 550, 150, 500, 200, 450, 250, 400, 300, 350];
      // CLS on desktops: 4 samples, the 3rd is 0.3, poor.
      const servicesCls = [0.3, 0, 0.05, 0.4];
      await database.db
        .insertInto("web_vital_samples")
        .values([
          ...homeLcp.map((value) => row("/index", "Home", "phone", "LCP", value)),
          ...servicesInp.map((value, index) =>
            row(index % 2 === 0 ? "/IOT" : "/development", "Services", "desktop", "INP", value),
          ),
          ...servicesCls.map((value) => row("/IOT", "Services", "desktop", "CLS", value)),
          row("/index", "Home", "phone", "TTFB", 2500),
          // Outside the range: counted nowhere.
          row("/index", "Home", "phone", "LCP", 9000, "2026-10-31"),
          row("/index", "Home", "phone", "LCP", 9000, "2026-11-26"),
        ])
        .execute();

      const stored = await database.db
        .selectFrom("web_vital_samples")
        .select(["family", "device", "metric", "value"])
        .where("day", ">=", "2026-11-01")
        .where("day", "<=", "2026-11-25")
        .execute();
      const fromRows = (family: string, device: string, metric: string) =>
        p75(
          stored
            .filter((r) => r.family === family && r.device === device && r.metric === metric)
            .map((r) => r.value),
        );
      expect(fromRows("Home", "phone", "LCP")).toBe(1800);
      expect(fromRows("Services", "desktop", "INP")).toBe(500);
      expect(fromRows("Services", "desktop", "CLS")).toBe(0.3);

      const html = await insightsPage();
      expect(html).toContain("Real visitors’ speed");
      // The most samples of any metric in each row, summed: 11 home page views, 11 services views.
      expect(html).toContain("22 page views measured.");
      expect(tableCells(html, "75th percentile by page family and device")).toEqual([
        ["Pages", "LCP", "INP", "CLS", "FCP", "TTFB"],
        ["Home · Phone", "1.80 s Good 11 samples", "–", "–", "–", "2.50 s Poor 1 sample"],
        [
          "Services · Desktop",
          "–",
          "500 ms Needs improvement 11 samples",
          "0.30 Poor 4 samples",
          "–",
          "–",
        ],
      ]);
      expect(html).toContain('class="number vital vital-good"');
      expect(html).toContain('class="number vital vital-poor"');
      expect(html).toContain('class="number vital vital-needs-improvement"');

      // The worst pages: TTFB 2.5 s is 3.1 times its good line, CLS 0.3 (of /IOT's 0.3, 0, 0.05,
      // 0.4) 3 times, /IOT's INP (350 … 600: p75 550) only 2.75; /development's INP (100 … 300)
      // is 250 ms.
      expect(tableCells(html, "Slowest pages")).toEqual([
        ["Page", "Device", "Metric", "75th percentile"],
        ["/index", "Phone", "TTFB", "2.50 s Poor 1 sample"],
        ["/IOT", "Desktop", "CLS", "0.30 Poor 4 samples"],
        ["/development", "Desktop", "INP", "250 ms Needs improvement 5 samples"],
      ]);
    });

    it("says so when nothing was measured in the range", async () => {
      await database.db
        .insertInto("web_vital_samples")
        .values(row("/index", "Home", "phone", "LCP", 1200, "2026-10-01"))
        .execute();
      const html = await insightsPage();
      expect(html).toContain(
        "No page speed was measured in this range. Pages report it once visitors leave them, unless visit counting is turned off.",
      );
      expect(html).not.toContain("Slowest pages");
    });
  });
});

describe.each(testDatabases)("the page speed samples kept on $name", (kind) => {
  const database = useTestDatabase(kind, { migrated: true });

  it("keeps samples for 400 days and at most the day's cap of page views", async () => {
    const old = (day: string) => ({
      day,
      page: "/about",
      family: "Other pages",
      device: "phone" as const,
      metric: "LCP" as const,
      value: 1000,
    });
    // 400 days before 25 Nov 2026 is 21 Oct 2025: kept; the day before it goes.
    await database.db
      .insertInto("web_vital_samples")
      .values([old("2025-10-20"), old("2025-10-21")])
      .execute();
    const recorder = createVitalsRecorder({
      db: database.db,
      timeZone: "Asia/Kolkata",
      log: { warn: () => undefined },
      now: () => NOW,
      viewsPerDay: 2,
    });
    const view = {
      page: "/index",
      family: "Home",
      device: "desktop" as const,
      metrics: { LCP: 900, CLS: 0 },
    };
    for (let sent = 0; sent < 3; sent += 1) recorder.record(view);
    await recorder.close();
    const rows = await database.db
      .selectFrom("web_vital_samples")
      .select(["day", "page", "metric"])
      .orderBy("day")
      .orderBy("metric")
      .execute();
    expect(rows).toEqual([
      { day: "2025-10-21", page: "/about", metric: "LCP" },
      { day: TODAY, page: "/index", metric: "CLS" },
      { day: TODAY, page: "/index", metric: "CLS" },
      { day: TODAY, page: "/index", metric: "LCP" },
      { day: TODAY, page: "/index", metric: "LCP" },
    ]);
  });
});
