import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import {
  insertLeads as insertRows,
  type LeadRow,
  leadEvents,
  leadRow,
  leadsOverTime,
  notificationJobRow,
} from "../helpers/lead-rows";
import { STAFF_EMAIL, useSignedInStaff } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

// Each lead here is someone else: the inbox shows one row per person, and these tests are about
// the leads' own columns, filters and paging.
const insertLeads = (db: Parameters<typeof insertRows>[0], rows: LeadRow[]) =>
  insertRows(
    db,
    rows.map((row, index) =>
      index === 0 ? row : { ...row, email: `person${index}.${row.email}`, phone: null },
    ),
  );

/** The names listed on an inbox page, top to bottom. */
function listedNames(html: string): string[] {
  return [...html.matchAll(/<a href="\/admin\/leads\/\d+">([^<]*)<\/a>/g)].map((match) =>
    (match[1] ?? "").replaceAll("&amp;", "&"),
  );
}

function pagerLink(html: string, label: "Older" | "Newer"): string | undefined {
  const pattern =
    label === "Older" ? /<a href="([^"]+)">Older →<\/a>/ : /<a href="([^"]+)">← Newer<\/a>/;
  return pattern.exec(html)?.[1]?.replaceAll("&amp;", "&");
}

describe.each(testDatabases)("lead inbox on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test" });
  const staff = useSignedInStaff({ database, app });

  const inbox = (query = "") => staff.page(`/admin/leads${query}`);

  it("lists every kind of lead, newest first, with its source and attribution", async () => {
    await insertLeads(database.db, [
      leadRow({ name: "Old Contact", created_at: "2026-03-01T09:00:00.000Z" }),
      leadRow({
        kind: "checklist",
        source_call: "SaveLead",
        name: "Checklist Reader",
        lead_code: "HCT",
        offer: "Healthcare Checklist",
        utm_source: "linkedin",
        utm_campaign: "erp-q1",
        created_at: "2026-03-02T09:00:00.000Z",
      }),
      leadRow({
        kind: "candidate",
        source_call: "SaveCandidate",
        name: "Job Seeker",
        offer: "Sales Intern",
        created_at: "2026-03-03T09:00:00.000Z",
      }),
    ]);
    const html = await inbox();
    expect(listedNames(html)).toEqual(["Job Seeker", "Checklist Reader", "Old Contact"]);
    // The source in words, never the internal call name.
    expect(html).toContain("Healthcare checklist");
    expect(html).toContain("Job application: Sales Intern");
    expect(html).not.toContain("SaveLead");
    expect(html).toContain("linkedin / erp-q1");
  });

  it("filters by kind, status and date range", async () => {
    await insertLeads(database.db, [
      // 23:59 on 10 Mar and midnight on 1 Apr on the firm's clock (IST).
      leadRow({ name: "March Contact", created_at: "2026-03-10T18:29:00.000Z" }),
      leadRow({ name: "April Contact", created_at: "2026-03-31T18:30:00.000Z" }),
      leadRow({
        kind: "estimate",
        name: "Won Estimate",
        status: "won",
        created_at: "2026-03-15T12:00:00.000Z",
      }),
    ]);
    expect(listedNames(await inbox("?kind=estimate"))).toEqual(["Won Estimate"]);
    expect(listedNames(await inbox("?status=won"))).toEqual(["Won Estimate"]);
    expect(listedNames(await inbox("?status=new&kind=contact"))).toEqual([
      "April Contact",
      "March Contact",
    ]);
    expect(listedNames(await inbox("?from=2026-03-10&to=2026-03-31"))).toEqual([
      "Won Estimate",
      "March Contact",
    ]);
    expect(listedNames(await inbox("?to=2026-03-10"))).toEqual(["March Contact"]);
  });

  it("searches name, company and e-mail without case, and treats % and _ literally", async () => {
    await insertLeads(database.db, [
      leadRow({ name: "Priya Nair", company: "Nair Logistics", email: "priya@nairlog.in" }),
      leadRow({ name: "Vikram Shah", company: "Shah & Sons", email: "vikram@shah.in" }),
      leadRow({ name: "Meera 100% Iyer", company: null, email: "meera_iyer@example.in" }),
    ]);
    expect(listedNames(await inbox("?q=NAIR"))).toEqual(["Priya Nair"]);
    expect(listedNames(await inbox("?q=sons"))).toEqual(["Vikram Shah"]);
    expect(listedNames(await inbox("?q=SHAH.IN"))).toEqual(["Vikram Shah"]);
    expect(listedNames(await inbox("?q=100%25"))).toEqual(["Meera 100% Iyer"]);
    expect(listedNames(await inbox("?q=_eera"))).toEqual([]);
    expect(listedNames(await inbox("?q=meera_"))).toEqual(["Meera 100% Iyer"]);
  });

  it("pages through 120 leads 50 at a time, older and back newer, keeping the filters", async () => {
    await insertLeads(database.db, [
      ...leadsOverTime(120),
      leadRow({ kind: "estimate", name: "Not a contact", created_at: "2026-01-01T00:30:30.000Z" }),
    ]);
    const first = await inbox("?kind=contact");
    const firstNames = listedNames(first);
    expect(firstNames).toHaveLength(50);
    expect(firstNames[0]).toBe("Lead 00119");
    expect(pagerLink(first, "Newer")).toBeUndefined();

    const secondHref = pagerLink(first, "Older");
    expect(secondHref).toContain("kind=contact");
    const second = await inbox((secondHref ?? "").replace("/admin/leads", ""));
    expect(listedNames(second)[0]).toBe("Lead 00069");

    const third = await inbox((pagerLink(second, "Older") ?? "").replace("/admin/leads", ""));
    const thirdNames = listedNames(third);
    expect(thirdNames).toHaveLength(20);
    expect(thirdNames.at(-1)).toBe("Lead 00000");
    expect(pagerLink(third, "Older")).toBeUndefined();

    const back = await inbox((pagerLink(third, "Newer") ?? "").replace("/admin/leads", ""));
    expect(listedNames(back)).toEqual(listedNames(second));
    const top = await inbox((pagerLink(back, "Newer") ?? "").replace("/admin/leads", ""));
    expect(listedNames(top)).toEqual(firstNames);
    expect(pagerLink(top, "Newer")).toBeUndefined();
  });

  it("keeps every stored field of a lead, escaped, folded away, with its notifications", async () => {
    const [id] = await insertLeads(database.db, [
      leadRow({
        name: "<script>alert(1)</script>",
        details: JSON.stringify({ message: "<b>bold</b> & more", budget: { min: 5, max: 9 } }),
        utm_source: "newsletter",
      }),
    ]);
    await database.db
      .insertInto("jobs")
      .values([
        notificationJobRow({
          lead_id: id ?? 0,
          channel: "email",
          attempts: 2,
          next_attempt_at: "2026-03-01T10:05:00.000Z",
          last_error: "connect ECONNREFUSED",
          created_at: "2026-03-01T10:00:00.000Z",
        }),
        notificationJobRow({
          lead_id: id ?? 0,
          channel: "webhook",
          attempts: 0,
          next_attempt_at: "2026-03-01T10:00:00.000Z",
          sent_at: "2026-03-01T10:00:02.000Z",
          created_at: "2026-03-01T10:00:00.000Z",
        }),
      ])
      .execute();

    const response = await staff.get(`/admin/leads/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("<script>alert(1)</script>");
    expect(response.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    const stored = response.body.slice(response.body.indexOf('<details class="stored-fields">'));
    expect(stored).toContain("<dt>message</dt><dd>&lt;b&gt;bold&lt;/b&gt; &amp; more</dd>");
    expect(stored).toContain("<dt>budget</dt><dd>{&quot;min&quot;:5,&quot;max&quot;:9}</dd>");
    expect(stored).toContain("<dt>utm_source</dt><dd>newsletter</dd>");
    // The notifications are in the timeline, in the firm's time (Asia/Kolkata by default).
    expect(response.body).toContain(
      "E-mail notification failing after 2 tries, next try 1 Mar 2026, 3:35 pm IST",
    );
    expect(response.body).toContain("connect ECONNREFUSED");
    expect(response.body).toContain("Webhook notification sent");
  });

  it("answers 404 for a lead that does not exist", async () => {
    expect((await staff.get("/admin/leads/999999")).statusCode).toBe(404);
    expect((await staff.get("/admin/leads/abc")).statusCode).toBe(404);
  });

  it("records a status change and a note with who and when, in the timeline", async () => {
    const [id] = await insertLeads(database.db, [leadRow()]);
    const response = await staff.post(`/admin/leads/${id}/status`, { status: "qualified" });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/admin/leads/${id}?saved=1`);
    const noted = await staff.post(`/admin/leads/${id}/notes`, {
      note: "Call back Monday <b>10am</b>",
    });
    expect(noted.statusCode).toBe(303);

    const lead = await database.db
      .selectFrom("leads")
      .select(["status", "staff_note", "status_changed_by", "status_changed_at"])
      .where("id", "=", id ?? 0)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      status: "qualified",
      staff_note: null,
      status_changed_by: STAFF_EMAIL,
    });
    expect(Date.now() - Date.parse(lead.status_changed_at ?? "")).toBeLessThan(60_000);

    const events = await leadEvents(database.db, ["action", "from_status", "to_status", "note"]);
    expect(events).toEqual([
      { action: "status", from_status: "new", to_status: "qualified", note: null },
      { action: "note", from_status: null, to_status: null, note: "Call back Monday <b>10am</b>" },
    ]);

    const page = await staff.get(`/admin/leads/${id}?saved=1`);
    expect(page.body).toContain("Saved.");
    expect(page.body).toContain(`${STAFF_EMAIL} moved it from New to Qualified`);
    expect(page.body).toContain(`${STAFF_EMAIL} added a note`);
    expect(page.body).toContain("Call back Monday &lt;b&gt;10am&lt;/b&gt;");
    expect(listedNames(await inbox("?status=qualified"))).toEqual(["Asha Rao"]);
  });

  it("refuses an unknown status and a note over 5000 characters, keeping the input", async () => {
    const [id] = await insertLeads(database.db, [leadRow()]);
    const badStatus = await staff.post(`/admin/leads/${id}/status`, { status: "archived" });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.body).toContain("Choose one of the statuses.");

    const longNote = await staff.post(`/admin/leads/${id}/notes`, {
      note: `keep me ${"x".repeat(5001)}`,
    });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.body).toContain("at most 5000 characters");
    expect(longNote.body).toContain("keep me xxx");
    const lead = await database.db
      .selectFrom("leads")
      .select(["status", "staff_note"])
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ status: "new", staff_note: null });
    expect(await database.db.selectFrom("lead_events").selectAll().execute()).toEqual([]);
  });
});
