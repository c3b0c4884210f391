import { beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { createJobQueue } from "../../src/jobs/job-kinds";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { createStaff, signInCookie, staffBrowser } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";
import { sectionText } from "../meetings/console-fixtures";
import { type ReceivedMail, startSmtpServer } from "../notifications/mail-and-webhook-receivers";
import { readMail } from "./mail-reader";

const NOW = new Date("2026-12-01T06:30:00.000Z");
const REP_EMAIL = "ravi@kaizenfusion.in";
const silentLog = { info() {}, warn() {} };

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

describe.each(testDatabases)("writing to a lead from the console on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test", now: () => NOW });
  let rep: ReturnType<typeof staffBrowser>;
  let leadId: number;
  let templates: Record<string, number>;

  beforeEach(async () => {
    await createStaff(database.db, REP_EMAIL, { role: "sales", display_name: "Ravi Kumar" });
    const cookie = await signInCookie(app, REP_EMAIL);
    rep = staffBrowser(app, () => cookie);
    [leadId = 0] = await insertLeads(database.db, [
      leadRow({ name: "Asha Rao", reference: "KF-7Q4M-2PXR" }),
    ]);
    const rows = await database.db.selectFrom("email_templates").select(["id", "name"]).execute();
    templates = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  });

  const emails = () =>
    database.db
      .selectFrom("staff_emails")
      .select(["lead_id", "to_email", "subject", "body", "template_id", "status", "staff_name"])
      .execute();

  const form = (changes: Record<string, string> = {}) => ({
    template_id: "",
    subject: "Your ERP for three plants",
    body: "Dear Asha,\r\n\r\nThank you for writing to us.",
    action: "send",
    ...changes,
  });

  it("fills a template for the person, sends it from the firm with replies to the rep, and logs it on the timeline", async () => {
    const page = await rep.page(`/admin/leads/${leadId}`);
    expect(sectionText(page, "write-to")).toContain("To: asha@raotextiles.in");
    expect(page).toContain("Write to Asha");

    const filled = await rep.post(`/admin/leads/${leadId}/emails`, {
      ...form({ subject: "", body: "" }),
      template_id: String(templates["First reply to a request"]),
      action: "template",
    });
    expect(filled.statusCode).toBe(200);
    const html = decode(filled.body);
    expect(html).toContain("Template “First reply to a request” filled in for this person.");
    expect(html).toContain('value="Your request to Kaizen Fusion (KF-7Q4M-2PXR)"');
    expect(html).toContain("Dear Asha,\n\nThank you for writing to Kaizen Fusion.");
    expect(html).toContain("the right approach for Rao Textiles");
    expect(html).toContain(
      "Kind regards,\nRavi Kumar\nKaizen Fusion Technologies\nravi@kaizenfusion.in",
    );
    // Nothing was typed, so nothing is kept aside.
    expect(html).not.toContain("What you had typed");

    const body = /<textarea name="body"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1] ?? "";
    const sent = await rep.post(`/admin/leads/${leadId}/emails`, {
      template_id: String(templates["First reply to a request"]),
      subject: "Your request to Kaizen Fusion (KF-7Q4M-2PXR)",
      body,
      action: "send",
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/admin/leads/${leadId}?email=sent#timeline`);
    expect(await emails()).toEqual([
      {
        lead_id: leadId,
        to_email: "asha@raotextiles.in",
        subject: "Your request to Kaizen Fusion (KF-7Q4M-2PXR)",
        body: body.trim(),
        template_id: templates["First reply to a request"],
        status: "queued",
        staff_name: "Ravi Kumar",
      },
    ]);
    const after = await rep.page(`/admin/leads/${leadId}?email=sent`);
    expect(after).toContain("E-mail queued.");
    expect(sectionText(after, "timeline")).toContain(
      "E-mail sent by Ravi Kumar: Your request to Kaizen Fusion (KF-7Q4M-2PXR) — queued",
    );

    const smtp = await startSmtpServer();
    try {
      const config = {
        ...loadConfig({ LOG_LEVEL: "silent", SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }),
        database: database.settings,
      };
      const worker = createJobQueue(config, database.db, silentLog, { now: () => NOW });
      await worker.drain();
      await worker.stop();
      const mail = readMail(smtp.messages[0] as ReceivedMail);
      expect(mail.from).toBe('"Ravi Kumar (Kaizen Fusion)" <hello@kaizenfusion.in>');
      expect(mail.replyTo).toBe("Ravi Kumar <ravi@kaizenfusion.in>");
      expect(mail.subject).toBe("Your request to Kaizen Fusion (KF-7Q4M-2PXR)");
      expect(mail.text).toContain("Dear Asha,\n\nThank you for writing to Kaizen Fusion.");
      expect(mail.text).toContain("the right approach for Rao Textiles");
    } finally {
      await smtp.close();
    }
    const sentPage = await rep.page(`/admin/leads/${leadId}`);
    expect(sectionText(sentPage, "timeline")).toContain(
      "E-mail sent by Ravi Kumar: Your request to Kaizen Fusion (KF-7Q4M-2PXR) — sent 1 Dec 2026, 12:00 pm IST",
    );
    expect(sectionText(sentPage, "timeline")).toContain("Thank you for writing to Kaizen Fusion.");
  });

  it("keeps what the rep typed beside a template chosen afterwards", async () => {
    const filled = await rep.post(`/admin/leads/${leadId}/emails`, {
      ...form({ subject: "Quick question", body: "Asha, one thing I forgot to ask" }),
      template_id: String(templates["Follow-up after our call"]),
      action: "template",
    });
    expect(filled.statusCode).toBe(200);
    const html = decode(filled.body);
    expect(html).toContain('value="Following up on our call"');
    expect(html).toContain("What you had typed (kept, not sent)");
    expect(html).toContain("Subject: Quick question\n\nAsha, one thing I forgot to ask");
    expect(await emails()).toEqual([]);
  });

  it("refuses bad input with the reason beside each field and keeps what was typed", async () => {
    const cases: [Record<string, string>, string[]][] = [
      [{ subject: "  ", body: "" }, ["Enter a subject.", "Write the message."]],
      [{ subject: "x".repeat(201) }, ["The subject must be at most 200 characters."]],
      [{ body: "y".repeat(20_001) }, ["The message must be at most 20,000 characters."]],
      [{ action: "template", template_id: "" }, ["Pick the template to use."]],
      [
        { action: "template", template_id: "999" },
        ["That template no longer exists. Pick another one."],
      ],
      [{ quote_id: "12" }, ["That quotation is not one of this lead's."]],
    ];
    for (const [changes, messages] of cases) {
      const refused = await rep.post(`/admin/leads/${leadId}/emails`, form(changes));
      expect(refused.statusCode).toBe(400);
      for (const message of messages) expect(decode(refused.body)).toContain(message);
    }
    const kept = await rep.post(`/admin/leads/${leadId}/emails`, form({ subject: "" }));
    expect(decode(kept.body)).toContain("Thank you for writing to us.");
    expect(await emails()).toEqual([]);
  });

  it("refuses a lead without an e-mail address and an erased one", async () => {
    const [silent = 0] = await insertLeads(database.db, [leadRow({ email: "" })]);
    const page = await rep.page(`/admin/leads/${silent}`);
    expect(sectionText(page, "write-to")).toBe(
      "Write to Asha This lead has no e-mail address, so there is nobody to write to.",
    );
    const refused = await rep.post(`/admin/leads/${silent}/emails`, form());
    expect(refused.statusCode).toBe(400);

    await database.db.deleteFrom("leads").where("id", "=", leadId).execute();
    const erased = await rep.post(`/admin/leads/${leadId}/emails`, form());
    expect(erased.statusCode).toBe(404);
    expect(await emails()).toEqual([]);
  });
});
