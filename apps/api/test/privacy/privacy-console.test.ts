import { PRIVACY_NOTICE_VERSION } from "@site/contracts";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { insertBlogPost } from "../../src/blog/blog-repository";
import { formatFirmTime } from "../../src/console/views/firm-time";
import { testDatabases } from "../helpers/databases";
import { applyWithResume } from "../helpers/resume-upload";
import { getPage, postForm, STAFF_EMAIL, useSignedInStaff } from "../helpers/staff-session";
import { basicAuth, useTestApp } from "../helpers/test-app";
import { post, validPayloads } from "../leads/lead-fixtures";

// The person asking, and someone else whose data must survive their erasure.
const ASHA = "asha@raolabs.in";
const RAVI = "ravi@mehta.co.in";

const TINY_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

// Notifications queue as jobs; the test app never starts the job queue, so they stay there.
const NOTIFYING = {
  RATE_LIMIT_WRITES_PER_MIN: "100000",
  SMTP_URL: "smtp://127.0.0.1:2525",
  LEAD_NOTIFY_TO: "sales@kaizenfusion.in",
  WEBHOOK_URL: "https://hooks.example.com/leads",
  WEBHOOK_SECRET: "webhook-signing-secret",
};

const decodeHtml = (html: string) =>
  html.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

describe.each(testDatabases)("the privacy page on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test", env: NOTIFYING });
  const staff = useSignedInStaff({ database, app });

  async function saveCandidate(email: string, fileName: string): Promise<number> {
    return applyWithResume(
      app,
      database.db,
      {
        fullname: email === ASHA ? "Asha Rao" : "Ravi Mehta",
        emailid: email.toUpperCase(),
        phoneno: "+919876543210",
        totexp: 3.5,
        jobappl: "Full Stack Developer",
        canddet: "Five years of React and Node.",
        ipadd: "203.0.113.7",
      },
      { bytes: TINY_PDF, fileName },
    );
  }

  async function comment(blogid: number, text: string) {
    const response = await post(app, "UpdateBlogComments", { blogid, comment: text });
    expect(response.statusCode).toBe(200);
  }

  /** Asha's and Ravi's data, saved through the public API as the site's forms would. */
  async function seed() {
    for (const call of ["SaveFeedback", "SaveLead", "SaveEstimate"] as const) {
      const payload = { ...validPayloads[call], email: ASHA };
      const consent = {
        marketing_opt_in: call === "SaveLead",
        privacy_notice_version: PRIVACY_NOTICE_VERSION,
      };
      expect((await post(app, call, { ...payload, ...consent })).statusCode).toBe(200);
    }
    expect(
      (
        await post(app, "SaveFeedback", {
          ...validPayloads.SaveFeedback,
          name: "Ravi Mehta",
          email: RAVI,
        })
      ).statusCode,
    ).toBe(200);
    const ashaCandidate = await saveCandidate(ASHA, "asha-cv.pdf");
    const raviCandidate = await saveCandidate(RAVI, "ravi-cv.pdf");
    // A staff member worked on Asha's application: the history names her lead.
    const status = await staff.post(`/admin/leads/${ashaCandidate}/status`, {
      status: "contacted",
    });
    expect(status.statusCode).toBe(303);
    const note = await staff.post(`/admin/leads/${ashaCandidate}/notes`, { note: "Called Asha" });
    expect(note.statusCode).toBe(303);

    const blogId = await insertBlogPost(database.db, {
      slug: "erp-for-clinics",
      title: "ERP for clinics",
      author: "Team",
      description: "",
      contentHtml: "<p>Text</p>",
      publishedAt: "2026-01-01",
      commentsClosed: false,
    });
    await comment(blogId, "Great read! Write to me at Asha@RaoLabs.in about the pilot.");
    await comment(blogId, "Useful for our clinic too.");
    return { ashaCandidate, raviCandidate };
  }

  const search = (email: string, options: { cookie?: string } = { cookie: staff.cookie() }) =>
    postForm(app, "/admin/privacy/search", { email }, options);

  const erase = (
    form: Record<string, string>,
    options: { cookie?: string; origin?: string | null } = { cookie: staff.cookie() },
  ) => postForm(app, "/admin/privacy/erase", form, options);

  async function rowsAbout(email: string) {
    const { db } = database;
    const leads = await db.selectFrom("leads").select("id").where("email", "=", email).execute();
    const ids = leads.map((lead) => lead.id);
    const count = async (table: "resumes" | "jobs" | "lead_events") =>
      ids.length === 0
        ? 0
        : (await db.selectFrom(table).select("lead_id").where("lead_id", "in", ids).execute())
            .length;
    return {
      leads: ids.length,
      resumes: await count("resumes"),
      notifications: await count("jobs"),
      events: await count("lead_events"),
    };
  }

  const commentBodies = async () =>
    (await database.db.selectFrom("blog_comments").select("body").orderBy("id").execute()).map(
      (row) => row.body,
    );

  it("is in the console's navigation", async () => {
    const page = await staff.get("/admin/privacy");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<a href="/admin/privacy">Privacy</a>');
    expect(page.body).toContain("Nothing has been erased yet.");
  });

  it("finds everything held about an address, however it is typed", async () => {
    const { ashaCandidate, raviCandidate } = await seed();
    const response = await search("  Asha@RAOLABS.in ");
    expect(response.statusCode).toBe(200);
    const html = decodeHtml(response.body);
    expect(html).toContain(`Held about ${ASHA}`);
    // Three leads and the application, each linked; the resume by name; the comment's text.
    expect(html.match(/<a href="\/admin\/leads\/\d+">#\d+<\/a>/g)).toHaveLength(4);
    expect(html).toContain(`href="/admin/leads/${ashaCandidate}/resume"`);
    expect(html).toContain("asha-cv.pdf");
    expect(html).toContain("Write to me at Asha@RaoLabs.in about the pilot.");
    expect(html).toContain("Blog comments are stored without a name or e-mail address");
    expect(html).toMatch(/<td>Yes, since \d{4}-\d\d-\d\d \d\d:\d\d<\/td>/);
    // Nothing of Ravi's.
    expect(html).not.toContain("Ravi");
    expect(html).not.toContain(`/admin/leads/${raviCandidate}"`);
    expect(html).not.toContain("Useful for our clinic too.");
    expect(html).toContain('action="/admin/privacy/erase"');
  });

  it("says so when nothing is held, and refuses what is not an address", async () => {
    await seed();
    const nothing = await search("nobody@example.in");
    expect(nothing.statusCode).toBe(200);
    expect(nothing.body).toContain("Nothing is held about this address.");
    expect(nothing.body).not.toContain('action="/admin/privacy/erase"');

    const invalid = await search("asha at raolabs");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain("Enter an address such as name@example.com.");
  });

  it("erases only after the box is ticked, then removes every row about the address and logs it", async () => {
    const { raviCandidate } = await seed();
    const held = await rowsAbout(ASHA);
    expect(held).toEqual({ leads: 4, resumes: 1, notifications: 8, events: 2 });
    const ravi = await rowsAbout(RAVI);

    const unconfirmed = await erase({ email: ASHA });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body).toContain("Tick the box to confirm the erasure.");
    expect(await rowsAbout(ASHA)).toEqual(held);

    const erased = await erase({ email: "ASHA@raolabs.in", confirm: "yes" });
    expect(erased.statusCode).toBe(303);
    const location = erased.headers.location ?? "";
    expect(location).toMatch(/^\/admin\/privacy\?erased=\d+$/);

    expect(await rowsAbout(ASHA)).toEqual({ leads: 0, resumes: 0, notifications: 0, events: 0 });
    expect(await commentBodies()).toEqual(["Useful for our clinic too."]);
    // Everybody else's data is untouched.
    expect(await rowsAbout(RAVI)).toEqual(ravi);
    const raviResume = await staff.get(`/admin/leads/${raviCandidate}/resume`);
    expect(raviResume.statusCode).toBe(200);

    const log = await database.db.selectFrom("privacy_erasures").selectAll().execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      reason: "request",
      staff_user_id: staff.id(),
      staff_email: STAFF_EMAIL,
      leads: 3,
      candidates: 1,
      resumes: 1,
      comments: 1,
      notifications: 8,
      events: 2,
    });
    expect(log[0]?.subject_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(log).toLowerCase()).not.toContain("asha");

    const done = await staff.get(location);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(
      "Erased 3 leads, 1 job application, 1 resume, 1 blog comment, 8 notification records, 2 history entries.",
    );
    expect(done.body).toContain(`<td>${STAFF_EMAIL}</td>`);

    // Searching again finds nothing but the fact of the erasure.
    const again = decodeHtml((await search(ASHA)).body);
    expect(again).toContain("Nothing is held about this address.");
    expect(again).toMatch(
      /Erased before on \d{4}-\d\d-\d\d \d\d:\d\d by sales\.lead@kaizenfusion\.in: 3 leads/,
    );
    expect(decodeHtml((await search(RAVI)).body)).not.toContain("Erased before");
  });

  it("refuses anonymous and cross-site requests and erases nothing", async () => {
    await seed();
    const held = await rowsAbout(ASHA);
    const form = { email: ASHA, confirm: "yes" };

    const anonymousPage = await getPage(app, "/admin/privacy");
    expect(anonymousPage.statusCode).toBe(303);
    expect(anonymousPage.headers.location).toBe("/admin/login");
    const anonymousSearch = await search(ASHA, {});
    expect(anonymousSearch.statusCode).toBe(303);
    expect(anonymousSearch.body).not.toContain("asha");
    expect((await erase(form, {})).headers.location).toBe("/admin/login");

    const crossSite = await erase(form, { cookie: staff.cookie(), origin: "https://evil.example" });
    expect(crossSite.statusCode).toBe(403);
    const noOrigin = await erase(form, { cookie: staff.cookie(), origin: null });
    expect(noOrigin.statusCode).toBe(403);
    // The API's shared basic credentials open nothing here.
    const withApiCredentials = await app.inject({
      method: "POST",
      url: "/admin/privacy/erase",
      headers: {
        authorization: basicAuth(),
        origin: "http://localhost:80",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: new URLSearchParams(form).toString(),
    });
    expect(withApiCredentials.statusCode).toBe(303);

    expect(await rowsAbout(ASHA)).toEqual(held);
    expect(await database.db.selectFrom("privacy_erasures").selectAll().execute()).toEqual([]);
  });
});

describe.each(testDatabases)("the opt-in in the console on $name", (kind) => {
  const { database, app } = useTestApp(kind, {
    per: "test",
    env: { RATE_LIMIT_WRITES_PER_MIN: "100000" },
  });
  const staff = useSignedInStaff({ database, app });

  async function saveLead(email: string, consent: object) {
    const response = await post(app, "SaveFeedback", {
      ...validPayloads.SaveFeedback,
      email,
      ...consent,
    });
    expect(response.statusCode).toBe(200);
    const row = await database.db
      .selectFrom("leads")
      .select(["id", "marketing_opt_in_at"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    return row;
  }

  it("shows the opt-in, its time and the notice version on the lead's page", async () => {
    const optedIn = await saveLead(ASHA, {
      marketing_opt_in: true,
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
    });
    const html = (await staff.get(`/admin/leads/${optedIn.id}`)).body;
    // In the firm's time, as every time in the console.
    const at = formatFirmTime(optedIn.marketing_opt_in_at ?? "", "Asia/Kolkata");
    expect(html).toContain(`<dt>Marketing e-mail</dt><dd>Yes, opted in on ${at}</dd>`);
    expect(html).toContain(`<dt>Privacy notice shown</dt><dd>${PRIVACY_NOTICE_VERSION}</dd>`);

    // Saved today without a version: it says so, not that it predates versions.
    const without = await saveLead(RAVI, {});
    const withoutHtml = (await staff.get(`/admin/leads/${without.id}`)).body;
    expect(withoutHtml).toContain("<dt>Marketing e-mail</dt><dd>No</dd>");
    expect(withoutHtml).toContain(
      "<dt>Privacy notice shown</dt><dd>None: the request was sent without a notice version</dd>",
    );
  });

  it("exports the opt-in, the notice version and its time as CSV columns", async () => {
    const optedIn = await saveLead(ASHA, {
      marketing_opt_in: true,
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
    });
    await saveLead(RAVI, {
      marketing_opt_in: false,
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
    });
    const csv = (await staff.get("/admin/leads/export.csv")).body.slice(1);
    const [columns = [], ...rows] = parse(csv) as string[][];
    const at = (name: string) => columns.indexOf(name);
    expect(at("marketing_opt_in")).toBeGreaterThan(0);
    const byEmail = Object.fromEntries(rows.map((cells) => [cells[at("email")], cells]));
    expect(byEmail[ASHA]?.[at("marketing_opt_in")]).toBe("yes");
    expect(byEmail[ASHA]?.[at("privacy_notice_version")]).toBe(PRIVACY_NOTICE_VERSION);
    // Times are written on the firm's clock (IST, UTC+5:30), to the minute.
    const optedInIst = new Date(Date.parse(optedIn.marketing_opt_in_at ?? "") + 330 * 60_000)
      .toISOString()
      .slice(0, 16)
      .replace("T", " ");
    const optedInAt = at("marketing_opt_in_at (Asia/Kolkata)");
    expect(byEmail[ASHA]?.[optedInAt]).toBe(optedInIst);
    expect(byEmail[RAVI]?.[at("marketing_opt_in")]).toBe("no");
    expect(byEmail[RAVI]?.[optedInAt]).toBe("");
  });
});
