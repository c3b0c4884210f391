import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import {
  createStaff,
  getPage,
  postForm,
  signInCookie,
  useSignedInStaff,
} from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

// A phone enquiry as a rep types it: the number read aloud, with spaces.
const goodEntry = {
  channel: "phone",
  name: "Ravi Shah",
  company: "Shah Forgings",
  email: "Ravi@ShahForgings.in",
  phone: "+91 98250 70707",
  request: "Wants a quote for a dealer portal",
  referrer: "",
  submission: "3f6c0a52-8f7e-4d0b-9c55-0a4b1d1e2f3a",
};

const REQUIRED = "Please fill all required fields";
const CHANNEL = "Choose how the lead came in: phone enquiry, walk-in or referral";

/** The message shown for a field, read from the element the field's aria-describedby names. */
function fieldError(html: string, name: string): string | undefined {
  const control = new RegExp(`<(?:input|select|textarea) id="entry-${name}"[^>]*>`).exec(html)?.[0];
  if (control === undefined || !control.includes(`entry-${name}-error"`)) return undefined;
  return new RegExp(`<span class="error" id="entry-${name}-error">([^<]*)</span>`).exec(html)?.[1];
}

describe.each(testDatabases)("entering a lead by hand on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test" });
  const staff = useSignedInStaff(
    { database, app },
    { columns: { role: "sales", display_name: "Meera Iyer" } },
  );

  it("offers the form from the console's navigation and the inbox, owned by whoever enters it", async () => {
    const inbox = await staff.page("/admin/leads");
    expect(inbox).toContain('<a href="/admin/leads/new">New lead</a>');
    expect(inbox).toContain('<a href="/admin/leads/import">Import leads</a>');
    const page = await staff.page("/admin/leads/new");
    expect(page).toContain("<h1>New lead</h1>");
    expect(page).toContain('<label for="entry-channel">How it came in</label>');
    expect(page).toContain(`<option value="${staff.id()}" selected="">Meera Iyer</option>`);
    expect(page).toContain('<option value="round_robin">Round robin (leave unassigned)</option>');
  });

  it.each([
    ["a blank form", {}, { channel: CHANNEL, name: REQUIRED, email: REQUIRED, request: REQUIRED }],
    [
      "an e-mail without a domain",
      { email: "ravi@shah" },
      { email: "Please enter a valid email address" },
    ],
    [
      "a phone with letters",
      { phone: "98250 7070x" },
      { phone: "Please enter a valid phone number" },
    ],
    ["a phone too short", { phone: "12345" }, { phone: "Please enter a valid phone number" }],
    [
      "a name too long",
      { name: "R".repeat(101) },
      { name: "This field must be at most 100 characters long" },
    ],
    ["a channel the form does not offer", { channel: "fax" }, { channel: CHANNEL }],
    ["an owner who is not staff", { owner: "999999" }, { owner: "Choose an owner from the list" }],
  ] as [string, Record<string, string>, Record<string, string>][])(
    "refuses %s with the site's message beside each bad field, keeping what was typed",
    async (_case, change, expected) => {
      const typed: Record<string, string> = {
        ...(Object.keys(change).length === 0
          ? { channel: "", name: "", email: "", request: "", submission: "x" }
          : goodEntry),
        owner: String(staff.id()),
        ...change,
      };
      const response = await staff.post("/admin/leads/new", typed);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('role="alert"');
      for (const [name, message] of Object.entries(expected)) {
        expect(fieldError(response.body, name)).toBe(message);
      }
      for (const name of ["channel", "name", "company", "email", "phone", "request", "referrer"]) {
        if (!(name in expected)) expect(fieldError(response.body, name)).toBeUndefined();
      }
      if (typed.email !== "") {
        expect(response.body).toContain(`value="${typed.email}"`);
      }
      if ("phone" in change) expect(response.body).toContain(`value="${typed.phone}"`);
      const leads = await database.db.selectFrom("leads").select("id").execute();
      expect(leads).toEqual([]);
    },
  );

  it("saves a good entry through the site's save path, owned by whoever entered it", async () => {
    const response = await staff.post("/admin/leads/new", {
      ...goodEntry,
      owner: String(staff.id()),
    });
    expect(response.statusCode).toBe(303);
    const leads = await database.db.selectFrom("leads").selectAll().execute();
    expect(leads).toHaveLength(1);
    const [lead] = leads;
    expect(response.headers.location).toBe(`/admin/leads/${lead?.id}?saved=1`);
    expect(lead).toMatchObject({
      kind: "contact",
      source_call: "StaffEntry",
      lead_code: "phone",
      name: "Ravi Shah",
      company: "Shah Forgings",
      email: "ravi@shahforgings.in",
      phone: "+919825070707",
      owner_id: staff.id(),
      user_agent: null,
      reported_ip: null,
      landing_page: null,
      marketing_opt_in: 0,
    });
    expect(lead?.reference).toMatch(/^KF-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(lead?.client_ip).not.toBe("");
    expect(JSON.parse(lead?.details ?? "{}")).toMatchObject({
      channel: "phone",
      request: "Wants a quote for a dealer portal",
      entered_by: staff.id(),
      entered_by_name: "Meera Iyer",
    });

    const events = await database.db
      .selectFrom("lead_events")
      .select(["action", "staff_user_id", "owner_id", "note"])
      .where("lead_id", "=", Number(lead?.id))
      .orderBy("id")
      .execute();
    expect(events).toEqual([
      {
        action: "note",
        staff_user_id: staff.id(),
        owner_id: null,
        note: "Entered this lead by hand: phone enquiry.",
      },
      { action: "assign", staff_user_id: staff.id(), owner_id: staff.id(), note: null },
    ]);

    const page = await staff.page(response.headers.location as string);
    expect(page).toContain(`<span class="nowrap">${lead?.reference}</span>`);
    expect(page).toContain("Phone enquiry — entered by Meera Iyer");
    // No privacy notice was shown to a caller; the page says so rather than blame the form.
    expect(page).toContain("None: entered by staff, so no notice was shown");
    expect(page).toContain("Wants a quote for a dealer portal");
    expect(page).toContain("+91 98250 70707");
    const inbox = await staff.page("/admin/leads");
    expect(inbox).toContain("Phone enquiry — entered by staff");
  });

  it("stores the lead once when the same form is sent twice", async () => {
    const form = { ...goodEntry, owner: String(staff.id()) };
    const first = await staff.post("/admin/leads/new", form);
    const second = await staff.post("/admin/leads/new", form);
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe(first.headers.location);
    const leads = await database.db.selectFrom("leads").select("id").execute();
    expect(leads).toHaveLength(1);
  });

  it("leaves a referral for the round robin when asked, keeping who referred them", async () => {
    const response = await staff.post("/admin/leads/new", {
      ...goodEntry,
      channel: "referral",
      referrer: "Anil Kapoor",
      owner: "round_robin",
    });
    expect(response.statusCode).toBe(303);
    const lead = await database.db
      .selectFrom("leads")
      .select(["owner_id", "lead_code", "details"])
      .executeTakeFirstOrThrow();
    expect(lead.owner_id).toBeNull();
    expect(lead.lead_code).toBe("referral");
    expect(JSON.parse(lead.details)).toMatchObject({ referred_by: "Anil Kapoor" });
  });

  it("refuses an address the site's e-mail check refuses, keeping what was typed", async () => {
    const response = await staff.post("/admin/leads/new", {
      ...goodEntry,
      email: "someone@mailinator.com",
      owner: String(staff.id()),
    });
    expect(response.statusCode).toBe(422);
    expect(fieldError(response.body, "email")).toBe(
      "This email address has been flagged. Please use a different email.",
    );
    expect(response.body).toContain('value="someone@mailinator.com"');
  });

  it("does not hold staff to the hourly limit the site's visitors have", async () => {
    for (let index = 0; index < 7; index++) {
      const response = await staff.post("/admin/leads/new", {
        ...goodEntry,
        email: `buyer${index}@shahforgings.in`,
        submission: `entry-${index}`,
        owner: String(staff.id()),
      });
      expect(response.statusCode).toBe(303);
    }
  });
});

describe.each(testDatabases)("who may enter a lead on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test" });

  it("sends a signed-out visitor to sign-in and refuses a post from another site", async () => {
    const page = await getPage(app, "/admin/leads/new");
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe("/admin/login");
    const post = await postForm(app, "/admin/leads/new", goodEntry);
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe("/admin/login");

    await createStaff(database.db, "admin@kaizenfusion.in", { role: "admin" });
    const cookie = await signInCookie(app, "admin@kaizenfusion.in");
    const crossSite = await postForm(app, "/admin/leads/new", goodEntry, {
      cookie,
      origin: "https://elsewhere.example",
    });
    expect(crossSite.statusCode).toBe(403);
    const leads = await database.db.selectFrom("leads").select("id").execute();
    expect(leads).toEqual([]);
  });

  it("lets an admin enter a lead for a colleague", async () => {
    const colleague = await createStaff(database.db, "sales@kaizenfusion.in", { role: "sales" });
    await createStaff(database.db, "admin@kaizenfusion.in", { role: "admin" });
    const cookie = await signInCookie(app, "admin@kaizenfusion.in");
    await insertLeads(database.db, [leadRow()]);
    const response = await postForm(
      app,
      "/admin/leads/new",
      { ...goodEntry, channel: "walk_in", owner: String(colleague) },
      { cookie },
    );
    expect(response.statusCode).toBe(303);
    const lead = await database.db
      .selectFrom("leads")
      .select(["owner_id", "lead_code"])
      .where("source_call", "=", "StaffEntry")
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ owner_id: colleague, lead_code: "walk_in" });
  });
});
