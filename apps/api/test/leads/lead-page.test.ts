import { describe, expect, it } from "vitest";
import { formatFirmTime } from "../../src/console/views/firm-time";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadEvents, leadRow, notificationJobRow } from "../helpers/lead-rows";
import { createStaff, useSignedInStaff } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";
import { post, validPayloads } from "./lead-fixtures";

const IST = "Asia/Kolkata";

/** The text of the page's <h1>. */
const title = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

/** The timeline's entries, top to bottom, as plain text. */
function timelineEntries(html: string): string[] {
  const list = /<ol class="timeline">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "";
  return [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) =>
    (match[1] ?? "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

/** What comes before the folded stored fields: everything a salesperson reads first. */
const beforeStoredFields = (html: string) =>
  html.slice(0, html.indexOf('<details class="stored-fields"'));

describe.each(testDatabases)("lead page on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test" });
  const staff = useSignedInStaff({ database, app }, { columns: { display_name: "Priya Nair" } });

  const page = staff.page;

  async function saved(call: string, body: unknown): Promise<number> {
    expect((await post(app, call, body)).statusCode).toBe(200);
    const row = await database.db
      .selectFrom("leads")
      .select("id")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("titles an estimate with the person's name and shows the project and rupee parts first", async () => {
    const id = await saved("SaveEstimate", {
      ...validPayloads.SaveEstimate,
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "diwali-sale",
      landing_page: "/estimate-builder",
    });
    const html = await page(`/admin/leads/${id}`);
    expect(title(html)).toBe("Asha Rao");
    expect(html).not.toContain("Lead #");

    const top = beforeStoredFields(html);
    expect(top).toContain("<dt>Project</dt><dd>Appointment booking for three clinics</dd>");
    // 278 hours at ₹1,800, in Indian digit grouping; each part of it with its own amount.
    expect(top).toContain('Estimate: <span class="estimate-total">₹5,00,400</span>');
    expect(top).toMatch(
      /<td>Web master entry forms × 5<\/td><td class="number">60<\/td><td class="number">₹1,08,000<\/td>/,
    );
    expect(top).toContain("Quality assurance and project management (25%)");
    expect(top).toContain("₹1,00,800");
    expect(top).not.toContain("500400");
    expect(top).toContain("<dt>Source</dt><dd>Cost estimate</dd>");
    expect(top).toContain(
      "<dt>Attribution</dt><dd>Came from google / cpc, campaign diwali-sale, landing on /estimate-builder</dd>",
    );
  });

  it("links the address, the phone and WhatsApp, and names what a checklist lead asked for", async () => {
    const id = await saved("SaveLead", validPayloads.SaveLead);
    const html = await page(`/admin/leads/${id}`);
    expect(html).toContain('<a href="mailto:asha@raolabs.in">asha@raolabs.in</a>');
    expect(html).toContain('<a href="tel:+919876543210">+91 98765 43210</a>');
    // An Indian mobile without its country code gets 91 for WhatsApp.
    expect(html).toContain('<a href="https://wa.me/919876543210">WhatsApp</a>');
    expect(beforeStoredFields(html)).toContain("<dt>Checklist</dt><dd>Healthcare Checklist</dd>");
    expect(beforeStoredFields(html)).toContain("<dt>Source</dt><dd>Healthcare checklist</dd>");
  });

  it("shows a contact form's message first and the raw stored fields only inside <details>", async () => {
    const id = await saved("SaveFeedback", validPayloads.SaveFeedback);
    const html = await page(`/admin/leads/${id}`);
    const top = beforeStoredFields(html);
    expect(top).toContain("<dt>Message</dt><dd>We need a booking app for our three clinics.</dd>");
    expect(top).toContain('<a href="tel:+919876543210">+91 98765 43210</a>');
    expect(top).toContain('<a href="https://wa.me/919876543210">WhatsApp</a>');
    expect(top).toContain("Consent and privacy");
    for (const internal of ["client_ip", "utm_source", "user_agent", "ipadd", "source_call"]) {
      expect(top).not.toContain(`<dt>${internal}</dt>`);
    }
    const stored = html.slice(html.indexOf('<details class="stored-fields">'));
    expect(stored).toContain("<summary>Stored fields (as received)</summary>");
    expect(stored).toContain("<dt>client_ip</dt>");
    expect(stored).toContain("<dt>user_agent</dt>");
    expect(stored).toContain("<dt>ipadd</dt><dd>203.0.113.7</dd>");
    expect(stored.indexOf("</details>")).toBeGreaterThan(stored.indexOf("<dt>ipadd</dt>"));
  });

  it("keeps two notes, in order, with their line breaks, escaped, each with who and when", async () => {
    const [id] = await insertLeads(database.db, [leadRow()]);
    const first = "Called her.\nWants a demo on Monday <b>10am</b>";
    const second = "Sent the proposal & price list";
    expect((await staff.post(`/admin/leads/${id}/notes`, { note: first })).statusCode).toBe(303);
    expect((await staff.post(`/admin/leads/${id}/notes`, { note: second })).statusCode).toBe(303);

    const events = await leadEvents(database.db, ["action", "note", "staff_user_id", "created_at"]);
    expect(events.map((event) => [event.action, event.note, event.staff_user_id])).toEqual([
      ["note", first, staff.id()],
      ["note", second, staff.id()],
    ]);
    // The first staff action ends the lead's wait for a first response.
    const lead = await database.db
      .selectFrom("leads")
      .select(["first_touched_at", "staff_note"])
      .executeTakeFirstOrThrow();
    // A note is not contacting the person.
    expect(lead.first_touched_at).toBeNull();
    expect(lead.staff_note).toBeNull();

    const html = await page(`/admin/leads/${id}`);
    expect(html).toContain(
      '<p class="note-text">Called her.\nWants a demo on Monday &lt;b&gt;10am&lt;/b&gt;</p>',
    );
    const entries = timelineEntries(html);
    const when = (index: number) => formatFirmTime(events[index]?.created_at ?? "", IST);
    expect(entries[0]).toBe(
      `Priya Nair added a note ${when(1)} Sent the proposal &amp; price list`,
    );
    expect(entries[1]).toContain(`Priya Nair added a note ${when(0)} Called her.`);
    expect(entries.at(-1)).toBe(
      `The request arrived: Contact form ${formatFirmTime("2026-03-01T10:00:00.000Z", IST)}`,
    );
    expect(entries.at(-1)).toContain("1 Mar 2026, 3:30 pm IST");
  });

  it("lists status changes, assignments, follow-ups, escalations and notifications, newest first", async () => {
    const [id = 0] = await insertLeads(database.db, [
      leadRow({ created_at: "2026-03-01T04:00:00.000Z" }),
    ]);
    const colleague = await createStaff(database.db, "ravi@kaizenfusion.in");
    await database.db
      .insertInto("lead_events")
      .values([
        {
          lead_id: id,
          staff_user_id: null,
          action: "assign",
          owner_id: colleague,
          created_at: "2026-03-01T04:00:05.000Z",
        },
        {
          lead_id: id,
          staff_user_id: null,
          action: "escalation",
          note: "No response in 4 working hours",
          created_at: "2026-03-01T09:00:00.000Z",
        },
        {
          lead_id: id,
          staff_user_id: staff.id(),
          action: "assign",
          owner_id: staff.id(),
          created_at: "2026-03-01T09:30:00.000Z",
        },
        {
          lead_id: id,
          staff_user_id: staff.id(),
          action: "follow_up",
          due_at: "2026-03-02T05:30:00.000Z",
          note: "Send the quote",
          created_at: "2026-03-01T09:40:00.000Z",
        },
      ])
      .execute();
    await database.db
      .insertInto("jobs")
      .values([
        notificationJobRow({
          lead_id: id,
          channel: "email",
          attempts: 1,
          next_attempt_at: "2026-03-01T04:01:00.000Z",
          sent_at: "2026-03-01T04:00:03.000Z",
          created_at: "2026-03-01T04:00:00.000Z",
        }),
        notificationJobRow({
          lead_id: id,
          channel: "webhook",
          attempts: 3,
          next_attempt_at: "2026-03-01T05:00:00.000Z",
          last_error: "Webhook answered HTTP 503",
          created_at: "2026-03-01T04:00:00.000Z",
        }),
        notificationJobRow({
          lead_id: id,
          channel: "email",
          attempts: 100,
          next_attempt_at: "2026-03-05T04:00:00.000Z",
          last_error: "Mail server refused the recipient",
          failed_at: "2026-03-01T04:30:00.000Z",
          created_at: "2026-03-01T04:00:00.000Z",
        }),
      ])
      .execute();
    expect(
      (await staff.post(`/admin/leads/${id}/status`, { status: "contacted" })).statusCode,
    ).toBe(303);

    const entries = timelineEntries(await page(`/admin/leads/${id}`));
    const at = (iso: string) => formatFirmTime(iso, IST);
    expect(entries[0]).toMatch(/^Priya Nair moved it from New to Contacted \d/);
    expect(entries.slice(1)).toEqual([
      `Priya Nair planned a follow-up for ${at("2026-03-02T05:30:00.000Z")} ${at("2026-03-01T09:40:00.000Z")} Send the quote`,
      `Priya Nair assigned it to Priya Nair ${at("2026-03-01T09:30:00.000Z")}`,
      `Flagged as waiting too long for a first response; an admin was told ${at("2026-03-01T09:00:00.000Z")} No response in 4 working hours`,
      `E-mail notification not sent: given up after 100 tries ${at("2026-03-01T04:30:00.000Z")} Mail server refused the recipient`,
      `Assigned to ravi@kaizenfusion.in in turn ${at("2026-03-01T04:00:05.000Z")}`,
      `E-mail notification sent ${at("2026-03-01T04:00:03.000Z")}`,
      `Webhook notification failing after 3 tries, next try ${at("2026-03-01T05:00:00.000Z")} ${at("2026-03-01T04:00:00.000Z")} Webhook answered HTTP 503`,
      `The request arrived: Contact form ${at("2026-03-01T04:00:00.000Z")}`,
    ]);
    expect(at("2026-03-01T09:30:00.000Z")).toBe("1 Mar 2026, 3:00 pm IST");
  });

  it("shows a note kept in the old staff_note column as the first note", async () => {
    const [id] = await insertLeads(database.db, [
      leadRow({
        staff_note: "Spoke before the timeline existed",
        status_changed_by: "old.staff@kaizenfusion.in",
        status_changed_at: "2026-03-02T06:00:00.000Z",
      }),
    ]);
    const before = timelineEntries(await page(`/admin/leads/${id}`));
    const legacyEntry = `old.staff@kaizenfusion.in wrote a note ${formatFirmTime("2026-03-02T06:00:00.000Z", IST)} Spoke before the timeline existed`;
    expect(before[0]).toBe(legacyEntry);
    // A note added now goes above it; the old words stay.
    await staff.post(`/admin/leads/${id}/notes`, { note: "A new note" });
    const after = timelineEntries(await page(`/admin/leads/${id}`));
    expect(after[0]).toMatch(/^Priya Nair added a note .* A new note$/);
    expect(after[1]).toBe(legacyEntry);

    // A lead whose column repeats a note the timeline holds shows that note once.
    const [repeated] = await insertLeads(database.db, [
      leadRow({
        email: "other@example.in",
        staff_note: "Same words",
        status_changed_at: "2026-03-02T06:00:00.000Z",
      }),
    ]);
    await database.db
      .insertInto("lead_events")
      .values({
        lead_id: repeated ?? 0,
        staff_user_id: staff.id(),
        action: "note",
        note: "Same words",
        created_at: "2026-03-02T06:00:00.000Z",
      })
      .execute();
    const html = await page(`/admin/leads/${repeated}`);
    expect(html.split("Same words</p>")).toHaveLength(2);
  });

  it("refuses an empty note and a cross-site note, and keeps what was typed", async () => {
    const [id] = await insertLeads(database.db, [leadRow()]);
    const empty = await staff.post(`/admin/leads/${id}/notes`, { note: "  \r\n " });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("Write the note before adding it.");
    const crossSite = await staff.post(
      `/admin/leads/${id}/notes`,
      { note: "forged" },
      { origin: "https://evil.example" },
    );
    expect(crossSite.statusCode).toBe(403);
    const badStatus = await staff.post(`/admin/leads/${id}/status`, { status: "archived" });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.body).toContain("Choose one of the statuses.");
    expect(await database.db.selectFrom("lead_events").selectAll().execute()).toEqual([]);
    expect((await staff.post("/admin/leads/999999/notes", { note: "x" })).statusCode).toBe(404);
  });

  it("groups one person's leads by address whatever its case, and keeps other people out", async () => {
    const [first, second, third, other] = await insertLeads(database.db, [
      leadRow({
        name: "Asha Rao",
        email: "asha@raotextiles.in",
        created_at: "2026-03-01T10:00:00.000Z",
      }),
      leadRow({
        kind: "estimate",
        source_call: "SaveEstimate",
        name: "Asha R.",
        email: "Asha@RaoTextiles.in",
        phone: "+91 99999 00000",
        estimate_cost: 500400,
        created_at: "2026-03-05T10:00:00.000Z",
      }),
      leadRow({
        kind: "checklist",
        source_call: "SaveLead",
        offer: "Healthcare Checklist",
        email: "ASHA@raotextiles.in",
        owner_id: staff.id(),
        status: "contacted",
        created_at: "2026-03-03T10:00:00.000Z",
      }),
      leadRow({
        name: "Someone Else",
        email: "asha@raotextiles.com",
        // A person is matched by phone too: someone else has a number of their own.
        phone: "+91 97000 11111",
        created_at: "2026-03-04T10:00:00.000Z",
      }),
    ]);

    const lead = await page(`/admin/leads/${first}`);
    expect(lead).toContain(
      `<a href="/admin/leads/${first}/person">All 3 requests from this person</a>`,
    );
    expect(await page(`/admin/leads/${other}`)).not.toContain("requests from this person");

    const toPerson = await staff.get(`/admin/leads/${third}/person`);
    expect(toPerson.statusCode).toBe(303);
    const person = await page(toPerson.headers.location ?? "");
    // The person record keeps the name it was first made with.
    expect(title(person)).toBe("Asha Rao");
    const requests = person.split('id="person-timeline"')[0] ?? "";
    const linked = [...requests.matchAll(/<a href="\/admin\/leads\/(\d+)">([^<]*)<\/a>/g)].map(
      (match) => [Number(match[1]), match[2]],
    );
    expect(linked).toEqual([
      [second, "Cost estimate"],
      [third, "Healthcare checklist"],
      [first, "Contact form"],
    ]);
    expect(person).not.toContain("Someone Else");
    expect(person).not.toContain("raotextiles.com");
    expect(person).toContain("3 requests");
    expect(person).toContain('<a href="tel:+919999900000">+91 99999 00000</a>');
    expect(person).toContain('<td data-label="Owner">Priya Nair</td>');
    expect(person).toContain('<td data-label="Status">Contacted</td>');
    expect(person).toContain(formatFirmTime("2026-03-05T10:00:00.000Z", IST));
    expect((await staff.get("/admin/people/999999")).statusCode).toBe(404);
    expect((await staff.get("/admin/people/asha@raotextiles.in")).statusCode).toBe(404);
  });
});
