import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import {
  createStaff,
  signInCookie,
  staffBrowser,
  useSignedInStaff,
} from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

const NOW = new Date("2026-12-01T06:30:00.000Z");
const PATH = "/admin/settings/email-templates";
const UNKNOWN =
  "Unknown placeholder {{firstname}}. Use only {{first_name}}, {{name}}, {{company}}, {{request_reference}}, {{staff_name}}, {{staff_email}}, {{quote_number}}, {{quote_total}}, {{quote_valid_until}}.";

const decode = (html: string) => html.replace(/&amp;/g, "&").replace(/&quot;/g, '"');

describe.each(testDatabases)("e-mail templates on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test", now: () => NOW });
  const admin = useSignedInStaff({ database, app }, { columns: { display_name: "Priya Nair" } });

  const templates = () =>
    database.db
      .selectFrom("email_templates")
      .select(["name", "subject", "body", "updated_by"])
      .orderBy("name")
      .execute();

  it("lists the seeded templates and lets an admin add, change and delete one", async () => {
    const page = await admin.page(PATH);
    expect(page).toContain("First reply to a request");
    expect(page).toContain("Follow-up after our call");
    expect(page).toContain("Your quotation");

    const added = await admin.post(PATH, {
      name: "Proposal sent",
      subject: "Our proposal for {{company}}",
      body: "Dear {{first_name}},\r\n\r\nPlease find our proposal attached.\r\n\r\n{{staff_name}}",
    });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe(`${PATH}?done=added`);
    const [row] = await database.db
      .selectFrom("email_templates")
      .select(["id", "body", "updated_by"])
      .where("name", "=", "Proposal sent")
      .execute();
    expect(row?.body).toBe(
      "Dear {{first_name}},\n\nPlease find our proposal attached.\n\n{{staff_name}}",
    );
    expect(row?.updated_by).toBe(admin.id());
    expect(await admin.page(`${PATH}?done=added`)).toContain("Template added.");

    const saved = await admin.post(`${PATH}/${row?.id}`, {
      name: "Proposal sent",
      subject: "Our proposal, {{name}}",
      body: "Hello {{first_name}}",
    });
    expect(saved.statusCode).toBe(303);
    expect((await templates()).find((t) => t.name === "Proposal sent")?.subject).toBe(
      "Our proposal, {{name}}",
    );

    const deleted = await admin.post(`${PATH}/${row?.id}/delete`, {});
    expect(deleted.statusCode).toBe(303);
    expect((await templates()).map((t) => t.name)).toEqual([
      "First reply to a request",
      "Follow-up after our call",
      "Your quotation",
    ]);
    expect((await admin.get(`${PATH}/${row?.id}`)).statusCode).toBe(404);
  });

  it("refuses an unknown placeholder and every bad field with its message, keeping what was typed", async () => {
    const refused = await admin.post(PATH, {
      name: "Check-in",
      subject: "Checking in",
      body: "Dear {{firstname}}, how is it going?",
    });
    expect(refused.statusCode).toBe(400);
    expect(decode(refused.body)).toContain(UNKNOWN);
    expect(decode(refused.body)).toContain("Dear {{firstname}}, how is it going?");

    const empty = await admin.post(PATH, { name: "", subject: "", body: "" });
    expect(empty.statusCode).toBe(400);
    for (const message of ["Enter a name.", "Enter a subject.", "Write the text."]) {
      expect(empty.body).toContain(message);
    }
    const taken = await admin.post(PATH, {
      name: "your quotation",
      subject: "x",
      body: "y",
    });
    expect(taken.body).toContain("Another template already has this name.");
    const long = await admin.post(PATH, { name: "n", subject: "s".repeat(201), body: "b" });
    expect(long.body).toContain("The subject must be at most 200 characters.");
    expect((await templates()).length).toBe(3);
  });

  it("answers a sales user 403 on the templates page and its forms", async () => {
    await createStaff(database.db, "ravi@kaizenfusion.in", { role: "sales" });
    const rep = staffBrowser(app, () => cookie);
    let cookie = "";
    cookie = await signInCookie(app, "ravi@kaizenfusion.in");
    expect((await rep.get(PATH)).statusCode).toBe(403);
    const post = await rep.post(PATH, { name: "Mine", subject: "s", body: "b" });
    expect(post.statusCode).toBe(403);
    expect((await templates()).length).toBe(3);
  });
});
