import { parse } from "csv-parse/sync";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rangeErrors } from "../../src/insights/insights-range";
import { type TestDatabase, testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { createStaff, getPage, signInCookie } from "../helpers/staff-session";
import { createTestApp } from "../helpers/test-app";
import { createWebRoot } from "../helpers/web-root";

// Noon in Delhi on Wednesday 25 Nov 2026; the default range is the 28 firm days up to today.
const NOW = new Date("2026-11-25T06:30:00.000Z");
const RANGE = "from=2026-11-16&to=2026-11-25";
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

/** The rows of one dashboard table, each cell's text, header row first. */
function tableOf(html: string, id: string): string[][] {
  const section = html.split(`aria-labelledby="${id}-heading"`)[1]?.split("</section>")[0] ?? "";
  return [...section.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? "").matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => cell[1] ?? ""),
  );
}

/** A table's rows as objects keyed by the first cell, the other cells by column name. */
function tableByRow(html: string, id: string): Record<string, Record<string, string>> {
  const [header = [], ...rows] = tableOf(html, id);
  return Object.fromEntries(
    rows.map((row) => [
      row[0] ?? "",
      Object.fromEntries(header.slice(1).map((name, index) => [name, row[index + 1] ?? ""])),
    ]),
  );
}

describe.each(testDatabases)("insights on $name", (kind) => {
  let database: TestDatabase;
  let webRoot: Awaited<ReturnType<typeof createWebRoot>>;
  let app: FastifyInstance;
  const env = () => ({ WEB_ROOT: webRoot.root, PUBLIC_BASE_URL: "https://kaizenfusion.in" });

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    database = await kind.open();
    webRoot = await createWebRoot();
    app = await createTestApp(database, env());
  });

  afterEach(async () => {
    await app.close();
    await database.dispose();
    await webRoot.dispose();
    vi.useRealTimers();
  });

  const visit = (url: string, headers: Record<string, string>, method: "GET" | "HEAD" = "GET") =>
    app.inject({ method, url, headers: { "sec-fetch-dest": "document", ...headers } });

  /** Closing the app writes what the counter holds; the next app reads it back. */
  const writeCountedVisits = async () => {
    await app.close();
    app = await createTestApp(database, env());
  };

  /** One visitor's single counted view of a page on the test day, as stored (hash aside). */
  const countedVisit = (
    row: { path: string; entries?: number } & Partial<
      Record<"referrer_host" | "utm_source" | "utm_medium" | "utm_campaign", string>
    >,
  ) => ({
    day: "2026-11-25",
    referrer_host: "",
    utm_source: "",
    utm_medium: "",
    utm_campaign: "",
    page_views: 1,
    entries: 1,
    hashed: true,
    ...row,
  });

  it("counts people's page views without a cookie, and not bots, prefetches, frames or files", async () => {
    const answers = await Promise.all([
      visit("/about", { "user-agent": CHROME, referer: "https://www.google.com/search?q=erp" }),
      visit("/index", { "user-agent": CHROME, referer: "https://kaizenfusion.in/about" }),
      visit("/about", { "user-agent": CHROME, referer: "https://kaizenfusion.in/" }),
      visit("/index?utm_source=linkedin&utm_medium=social&utm_campaign=ai-launch", {
        "user-agent": FIREFOX,
      }),
      visit("/IOT", { "user-agent": SAFARI }),
      visit("/about", {
        "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      }),
      visit("/index", { "user-agent": CHROME, "sec-purpose": "prefetch" }),
      visit("/about", { "user-agent": CHROME, "sec-fetch-dest": "iframe" }),
      visit("/assets/x-abc.js", { "user-agent": CHROME }),
      visit("/no-such-page", { "user-agent": CHROME }),
      visit("/about", { "user-agent": CHROME }, "HEAD"),
      visit("/admin/login", { "user-agent": CHROME }),
    ]);
    for (const answer of answers) expect(answer.headers["set-cookie"]).toBeUndefined();
    await writeCountedVisits();

    const rows = await database.db.selectFrom("site_visits").selectAll().execute();
    const key = (row: { path: string; referrer_host: string; utm_source: string }) =>
      `${row.path}|${row.referrer_host}|${row.utm_source}`;
    expect(
      rows
        .map(({ visitor_hash, ...row }) => ({
          ...row,
          hashed: /^[0-9a-f]{32}$/.test(visitor_hash),
        }))
        .sort((a, b) => (key(a) < key(b) ? -1 : 1)),
    ).toEqual([
      countedVisit({ path: "/IOT" }),
      countedVisit({ path: "/about", referrer_host: "google.com" }),
      countedVisit({ path: "/about", entries: 0 }),
      countedVisit({ path: "/index", entries: 0 }),
      countedVisit({
        path: "/index",
        utm_source: "linkedin",
        utm_medium: "social",
        utm_campaign: "ai-launch",
      }),
    ]);
    // One visitor hash per person: Chrome's three views share one, the others have their own.
    expect(new Set(rows.map((row) => row.visitor_hash)).size).toBe(3);
    // Nothing that names the visitor is stored: no address, no browser.
    const stored = JSON.stringify(
      await database.db.selectFrom("site_visits").selectAll().execute(),
    );
    for (const secret of ["203.0.113", "127.0.0.1", "Chrome", "Firefox", "Mozilla"]) {
      expect(stored).not.toContain(secret);
    }
  });

  it("shows numbers equal to those counted from the rows, with a CSV of each table", async () => {
    const owner = await createStaff(database.db);
    const colleague = await createStaff(database.db, "ravi@kaizenfusion.in", {
      display_name: "Ravi Kumar",
    });
    await Promise.all([
      visit("/about", { "user-agent": CHROME, referer: "https://www.google.com/" }),
      visit("/about", { "user-agent": FIREFOX, referer: "https://www.linkedin.com/feed/" }),
      visit("/index?utm_source=linkedin&utm_campaign=ai-launch", { "user-agent": SAFARI }),
      visit("/index", { "user-agent": CHROME, referer: "https://kaizenfusion.in/about" }),
    ]);
    await writeCountedVisits();
    const [lost, won, contacted, fresh, old] = await insertLeads(database.db, [
      leadRow({
        landing_page: "/about?ref=nav",
        referrer: "https://www.google.com/",
        status: "lost",
        owner_id: owner,
        created_at: "2026-11-23T04:00:00.000Z",
        first_touched_at: "2026-11-23T04:30:00.000Z",
      }),
      leadRow({
        kind: "estimate",
        landing_page: "/index",
        referrer: "https://kaizenfusion.in/",
        utm_source: "linkedin",
        utm_campaign: "ai-launch",
        status: "won",
        estimate_cost: 450000,
        owner_id: colleague,
        created_at: "2026-11-24T05:00:00.000Z",
        first_touched_at: "2026-11-24T07:00:00.000Z",
      }),
      leadRow({
        kind: "checklist",
        landing_page: "/about",
        status: "contacted",
        owner_id: owner,
        created_at: "2026-11-17T09:00:00.000Z",
        first_touched_at: "2026-11-17T09:10:00.000Z",
      }),
      leadRow({
        landing_page: "/faq",
        owner_id: colleague,
        created_at: "2026-11-25T05:00:00.000Z",
      }),
      // Before the range: counted nowhere.
      leadRow({
        landing_page: "/about",
        status: "won",
        estimate_cost: 99,
        created_at: "2026-11-01T05:00:00.000Z",
      }),
    ]);
    expect([lost, won, contacted, fresh, old].every((id) => id !== undefined)).toBe(true);
    // The lost lead had been qualified first; the won one went through every step.
    await database.db
      .insertInto("lead_events")
      .values([
        {
          lead_id: lost ?? 0,
          action: "status",
          from_status: "new",
          to_status: "qualified",
          created_at: "2026-11-23T05:00:00.000Z",
        },
        {
          lead_id: lost ?? 0,
          action: "status",
          from_status: "qualified",
          to_status: "lost",
          created_at: "2026-11-23T06:00:00.000Z",
        },
        {
          lead_id: won ?? 0,
          action: "status",
          from_status: "new",
          to_status: "contacted",
          created_at: "2026-11-24T07:00:00.000Z",
        },
        {
          lead_id: won ?? 0,
          action: "status",
          from_status: "contacted",
          to_status: "won",
          created_at: "2026-11-24T08:00:00.000Z",
        },
      ])
      .execute();

    const cookie = await signInCookie(app);
    const response = await getPage(app, `/admin/insights?${RANGE}`, cookie);
    expect(response.statusCode).toBe(200);
    const html = response.body;

    // Visits per page equal the distinct visitor-days in the rows; leads those sent from the page.
    const visitRows = await database.db.selectFrom("site_visits").selectAll().execute();
    const visitsOf = (path: string) =>
      new Set(
        visitRows.filter((row) => row.path === path).map((row) => `${row.day}|${row.visitor_hash}`),
      ).size;
    const pages = tableByRow(html, "pages");
    expect(pages["/about"]).toEqual({
      Visits: String(visitsOf("/about")),
      "Page views": "2",
      Leads: "2",
      "Leads per 100 visits": "100",
    });
    expect(visitsOf("/about")).toBe(2);
    expect(pages["/index"]).toEqual({
      Visits: "2",
      "Page views": "2",
      Leads: "1",
      "Leads per 100 visits": "50",
    });
    expect(pages["/faq"]).toEqual({
      Visits: "0",
      "Page views": "0",
      Leads: "1",
      "Leads per 100 visits": "–",
    });

    // Referrers: arrivals from other sites and the leads they referred; the site itself is none.
    expect(tableByRow(html, "referrers")).toEqual({
      "google.com": { Visits: "1", Leads: "1" },
      "linkedin.com": { Visits: "1", Leads: "0" },
    });
    expect(tableByRow(html, "sources")).toEqual({ linkedin: { Visits: "1", Leads: "1" } });
    expect(tableByRow(html, "campaigns")).toEqual({
      "ai-launch": { Source: "linkedin", Visits: "1", Leads: "1" },
    });

    // The funnel counts each step a lead reached, from its status and its history.
    expect(tableByRow(html, "funnel")).toEqual({
      New: { "Leads that reached it": "4", "Share of the step before": "–" },
      Contacted: { "Leads that reached it": "3", "Share of the step before": "75" },
      Qualified: { "Leads that reached it": "2", "Share of the step before": "66.7" },
      Won: { "Leads that reached it": "1", "Share of the step before": "50" },
      "Lost (now)": { "Leads that reached it": "1", "Share of the step before": "–" },
    });

    // Median first contact: 30 and 10 minutes for one owner, two hours for the other.
    expect(tableByRow(html, "response-times")).toEqual({
      "Ravi Kumar": {
        "Leads contacted": "1",
        "Leads waiting": "1",
        "Median time to first contact": "2 h 0 min",
      },
      "sales.lead@kaizenfusion.in": {
        "Leads contacted": "2",
        "Leads waiting": "0",
        "Median time to first contact": "20 min",
      },
    });
    expect(tableOf(html, "won-value")[1]).toEqual(["1", "1", "₹4,50,000"]);

    // Weeks start on Monday: 16 Nov holds the checklist lead, 23 Nov the other three.
    const weeks = tableByRow(html, "weekly-leads");
    expect(weeks["2026-11-16"]).toMatchObject({ Checklist: "1", "All leads": "1" });
    expect(weeks["2026-11-23"]).toMatchObject({ Contact: "2", Estimate: "1", "All leads": "3" });

    // Each chart is a titled, described image beside its table.
    expect(html).toContain('<title id="leads-by-week-title">Leads per week by kind</title>');
    expect(html).toMatch(/<desc id="status-funnel-desc">Of 4 leads, 1 were won \(25%\)\.<\/desc>/);
    expect(html).not.toContain("<script");

    // The CSV holds the same rows as the page's table, numbers plain.
    const csv = await getPage(app, `/admin/insights/pages.csv?${RANGE}`, cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(
      'attachment; filename="pages-2026-11-16-to-2026-11-25.csv"',
    );
    const records: string[][] = parse(csv.body.replace(/^\uFEFF/, ""));
    expect(records[0]).toEqual(["Page", "Visits", "Page views", "Leads", "Leads per 100 visits"]);
    expect(records).toContainEqual(["/about", "2", "2", "2", "100"]);
    expect(records).toContainEqual(["/faq", "0", "0", "1", ""]);
    const times: string[][] = parse(
      (await getPage(app, `/admin/insights/response-times.csv?${RANGE}`, cookie)).body.replace(
        /^\uFEFF/,
        "",
      ),
    );
    expect(times).toContainEqual(["Ravi Kumar", "1", "1", "120"]);
  });

  it("refuses a date range it cannot show, in words", async () => {
    const cookie = await signInCookie(await createStaff(database.db).then(() => app));
    for (const [query, message] of [
      ["from=2026-02-30&to=2026-03-01", rangeErrors.format],
      ["from=yesterday&to=2026-03-01", rangeErrors.format],
      ["from=2026-11-25&to=2026-11-01", rangeErrors.order],
      ["from=2024-01-01&to=2026-11-25", rangeErrors.span],
    ] as const) {
      const page = await getPage(app, `/admin/insights?${query}`, cookie);
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain(message);
      const csv = await getPage(app, `/admin/insights/pages.csv?${query}`, cookie);
      expect(csv.statusCode).toBe(400);
      expect(csv.json()).toEqual({ message });
    }
    expect((await getPage(app, "/admin/insights/secrets.csv", cookie)).statusCode).toBe(404);
  });

  it("is for signed-in staff only, sales included", async () => {
    expect((await getPage(app, "/admin/insights")).headers.location).toBe("/admin/login");
    expect((await getPage(app, "/admin/insights/pages.csv")).statusCode).toBe(401);
    await createStaff(database.db, "priya@kaizenfusion.in", { role: "sales" });
    const cookie = await signInCookie(app, "priya@kaizenfusion.in");
    const page = await getPage(app, "/admin/insights", cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<a href="/admin/insights">Insights</a>');
  });
});
