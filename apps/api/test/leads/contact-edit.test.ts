import { describe, expect, it } from "vitest";
import { formatFirmTime } from "../../src/console/views/firm-time";
import { testDatabases } from "../helpers/databases";
import { formAsShown, workSection } from "../helpers/lead-page-form";
import { insertLeads, leadEvents, leadRow } from "../helpers/lead-rows";
import {
  createStaff,
  postForm,
  STAFF_PASSWORD,
  signInCookie,
  useSignedInStaff,
} from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

describe.each(testDatabases)("correcting a lead's contact details on $name", (kind) => {
  const { database, app } = useTestApp(kind, {
    per: "test",
    env: { FIRM_TIME_ZONE: "Asia/Kolkata" },
  });
  const staff = useSignedInStaff({ database, app }, { columns: { display_name: "Priya" } });

  const stored = (id: number) =>
    database.db
      .selectFrom("leads")
      .select(["name", "phone", "company", "email", "version"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  it("corrects the phone in the page's one form, kept on the timeline as old → new, who and when", async () => {
    const [id = 0] = await insertLeads(database.db, [leadRow({ phone: "+919825070707" })]);
    const page = await staff.page(`/admin/leads/${id}`);
    const work = workSection(page);
    expect(work).toMatch(/name="contact_phone"[^>]*value="\+91 98250 70707"/);
    expect(work.match(/<form /g)).toHaveLength(1);

    const saved = await staff.post(
      `/admin/leads/${id}`,
      formAsShown(page, { contact_phone: "098230-60606", note: "Gave his new number." }),
    );
    expect(saved.statusCode).toBe(303);
    expect(await stored(id)).toMatchObject({ phone: "+919823060606", version: 1 });
    expect(await leadEvents(database.db, ["action", "field", "from_value", "to_value"])).toEqual([
      {
        action: "contact_edit",
        field: "phone",
        from_value: "+919825070707",
        to_value: "+919823060606",
      },
      { action: "note", field: null, from_value: null, to_value: null },
    ]);
    const after = await staff.page(`/admin/leads/${id}`);
    expect(after).toContain("Phone: +91 98250 70707 → +91 98230 60606 — by Priya");
    // When, on the firm's clock like the rest of the timeline.
    const [edit] = await leadEvents(database.db, ["created_at"]);
    expect(after).toMatch(
      new RegExp(
        `<p class="timeline-what">Phone: [^<]*</p><p class="muted timeline-when"><time dateTime="${edit?.created_at}">${formatFirmTime(edit?.created_at ?? "", "Asia/Kolkata")}</time>`,
      ),
    );
    expect(formatFirmTime("2026-11-29T04:44:00.000Z", "Asia/Kolkata")).toBe(
      "29 Nov 2026, 10:14 am IST",
    );
    expect(after).toContain('href="tel:+919823060606"');
  });

  it("corrects name, company and e-mail together, the e-mail stored lower-cased", async () => {
    const [id = 0] = await insertLeads(database.db, [leadRow()]);
    // Indexed for search as it arrived.
    expect((await staff.get("/admin/leads?q=Textiles")).body).toContain(
      `href="/admin/leads/${id}"`,
    );
    const page = await staff.page(`/admin/leads/${id}`);
    const saved = await staff.post(
      `/admin/leads/${id}`,
      formAsShown(page, {
        contact_name: "  Asha R. Rao ",
        contact_company: "Rao Textiles Pvt Ltd",
        contact_email: "Asha.Rao@RaoTextiles.in",
      }),
    );
    expect(saved.statusCode).toBe(303);
    expect(await stored(id)).toEqual({
      name: "Asha R. Rao",
      phone: "+91 98100 12345",
      company: "Rao Textiles Pvt Ltd",
      email: "asha.rao@raotextiles.in",
      version: 1,
    });
    const after = await staff.page(`/admin/leads/${id}`);
    expect(after).toContain("Name: Asha Rao → Asha R. Rao — by Priya");
    expect(after).toContain("Company: Rao Textiles → Rao Textiles Pvt Ltd — by Priya");
    expect(after).toContain("E-mail: asha@raotextiles.in → asha.rao@raotextiles.in — by Priya");
    // The search finds the lead by its corrected name.
    const found = await staff.get("/admin/leads?q=Asha+R.+Rao+Pvt");
    expect(found.body).toContain(`href="/admin/leads/${id}"`);
    const byNewAddress = await staff.get("/admin/leads?q=asha.rao%40raotextiles.in");
    expect(byNewAddress.body).toContain(`href="/admin/leads/${id}"`);
  });

  it("refuses a bad value with the site's message beside the field, keeping everything typed", async () => {
    const [id = 0] = await insertLeads(database.db, [leadRow()]);
    const page = await staff.page(`/admin/leads/${id}`);
    const refused = await staff.post(
      `/admin/leads/${id}`,
      formAsShown(page, {
        contact_email: "asha@@rao",
        contact_phone: "98 ab",
        contact_name: "",
        note: "Called twice, no answer.",
      }),
    );
    expect(refused.statusCode).toBe(400);
    const work = workSection(refused.body);
    expect(work).toContain('id="contact_email-error">Please enter a valid email address</span>');
    expect(work).toContain('id="contact_phone-error">Please enter a valid phone number</span>');
    expect(work).toContain('id="contact_name-error">Enter the person&#x27;s name.</span>');
    expect(work).toMatch(/name="contact_email"[^>]*value="asha@@rao"/);
    expect(work).toMatch(/aria-describedby="contact_email-error"/);
    expect(work).toContain("Called twice, no answer.</textarea>");
    expect(await leadEvents(database.db, ["action"])).toEqual([]);
    expect(await stored(id)).toMatchObject({ email: "asha@raotextiles.in", version: 0 });

    const tooLong = await staff.post(
      `/admin/leads/${id}`,
      formAsShown(page, { contact_company: "x".repeat(150) }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain("This field must be at most 100 characters long");
  });

  it("leaves a detail stored before the rules alone until someone changes it", async () => {
    const [id = 0] = await insertLeads(database.db, [leadRow({ phone: "ext. 12", company: null })]);
    const page = await staff.page(`/admin/leads/${id}`);
    const saved = await staff.post(
      `/admin/leads/${id}`,
      formAsShown(page, { status: "contacted" }),
    );
    expect(saved.statusCode).toBe(303);
    expect(await leadEvents(database.db, ["action"])).toEqual([{ action: "status" }]);
  });

  it("refuses a correction made on a page opened before a colleague's, saying what changed", async () => {
    await createStaff(database.db, "anita@kaizenfusion.in", { display_name: "Anita Rao" });
    const anita = await signInCookie(app, "anita@kaizenfusion.in", STAFF_PASSWORD);
    const [id = 0] = await insertLeads(database.db, [leadRow()]);
    const mine = await staff.page(`/admin/leads/${id}`);
    const hers = await staff.page(`/admin/leads/${id}`);
    const first = await postForm(
      app,
      `/admin/leads/${id}`,
      formAsShown(hers, { contact_phone: "+91 98230 60606" }),
      { cookie: anita },
    );
    expect(first.statusCode).toBe(303);

    const stale = await staff.post(
      `/admin/leads/${id}`,
      formAsShown(mine, { contact_company: "Rao Mills", note: "Asked for a quote." }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toMatch(
      /Anita Rao corrected the phone at \d{1,2}:\d{2} [ap]m after you opened this page\. Your changes were not saved; review and submit again\./,
    );
    const work = workSection(stale.body);
    expect(work).toContain("Asked for a quote.</textarea>");
    expect(work).toMatch(/name="contact_company"[^>]*value="Rao Mills"/);
    // Anita's phone, not the page's old one.
    expect(work).toMatch(/name="contact_phone"[^>]*value="\+91 98230 60606"/);
    expect(await stored(id)).toMatchObject({ company: "Rao Textiles", phone: "+919823060606" });
  });
});
