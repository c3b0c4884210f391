import { beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { createJobQueue } from "../../src/jobs/job-kinds";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { createStaff, getPage, signInCookie, staffBrowser } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";
import { sectionText } from "../meetings/console-fixtures";
import { type ReceivedMail, startSmtpServer } from "../notifications/mail-and-webhook-receivers";
import { readMail } from "./mail-reader";

// 11:30 pm in Delhi on 31 December 2026: the firm's year is still 2026, its valid-until counted
// from its own day.
const NOW = new Date("2026-12-31T18:00:00.000Z");
const REP_EMAIL = "ravi@kaizenfusion.in";
const silentLog = { info() {}, warn() {} };

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

/** The text of every page of a PDF, as a reader's copy and paste would give it. */
async function pdfText(content: Buffer): Promise<string> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const document = await pdfjs.getDocument({ data: new Uint8Array(content) }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const text = await page.getTextContent();
    pages.push(text.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return pages.join("\n").replace(/\s+/g, " ");
}

describe.each(testDatabases)("quotations from estimates on $name", (kind) => {
  const { database, app } = useTestApp(kind, {
    per: "test",
    now: () => NOW,
    env: { QUOTE_VALID_DAYS: "15" },
  });
  let rep: ReturnType<typeof staffBrowser>;
  let estimateId: number;
  let contactId: number;

  beforeEach(async () => {
    await createStaff(database.db, REP_EMAIL, { role: "sales", display_name: "Ravi Kumar" });
    const cookie = await signInCookie(app, REP_EMAIL);
    rep = staffBrowser(app, () => cookie);
    [estimateId = 0, contactId = 0] = await insertLeads(database.db, [
      leadRow({
        kind: "estimate",
        source_call: "SaveEstimate",
        name: "Asha Rao",
        reference: "KF-7Q4M-2PXR",
        details: JSON.stringify({ platform: "web", wauth: 1, wmaster: 4, wreport: 2, api: 1 }),
        estimate_cost: 351_000,
      }),
      leadRow({ name: "Vikram Shah", email: "vikram@shahexports.in" }),
    ]);
  });

  it("prepares a numbered quotation PDF, opens the e-mail with it attached and sends it", async () => {
    // The deal opened for the estimate, at the estimator's price until a quotation says otherwise.
    const stage = await database.db
      .selectFrom("deal_stages")
      .select("id")
      .where("kind", "=", "open")
      .orderBy("position")
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto("deals")
      .values({
        lead_id: estimateId,
        source_lead_id: estimateId,
        title: "Web app for Rao Textiles",
        value: 300_000,
        expected_close_on: null,
        stage_id: stage.id,
        lost_reason_id: null,
        lost_note: null,
        owner_id: null,
        created_by: null,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
        closed_at: null,
        version: 1,
      })
      .execute();
    const prepared = await rep.post(`/admin/leads/${estimateId}/quotes`, {});
    expect(prepared.statusCode).toBe(303);
    const quote = await database.db
      .selectFrom("quotes")
      .select(["id", "number", "total", "valid_until", "prepared_by_name", "pdf"])
      .executeTakeFirstOrThrow();
    expect(quote).toMatchObject({
      number: "Q-2026-0001",
      total: 351_000,
      valid_until: "2027-01-15",
      prepared_by_name: "Ravi Kumar",
    });
    expect(
      await database.db.selectFrom("deals").select(["value", "version"]).executeTakeFirst(),
    ).toEqual({ value: 351_000, version: 2 });
    expect(prepared.headers.location).toBe(`/admin/leads/${estimateId}?quote=${quote.id}#write-to`);

    const page = decode(await rep.page(`/admin/leads/${estimateId}?quote=${quote.id}`));
    expect(page).toContain("Template “Your quotation” filled in for this person.");
    expect(page).toContain('value="Your quotation Q-2026-0001 from Kaizen Fusion"');
    expect(page).toContain("for a total of ₹3,51,000. It is valid until 15 Jan 2027.");
    expect(sectionText(page, "write-to")).toContain(
      "Attached: Kaizen Fusion quotation Q-2026-0001.pdf",
    );

    const text = await pdfText(Buffer.from(quote.pdf));
    for (const expected of [
      "QUOTATION",
      "Q-2026-0001",
      "Kaizen Fusion Technologies Pvt. Ltd.",
      "Okhla Industrial Estate Phase III",
      "31 Dec 2026",
      "15 Jan 2027",
      "Asha Rao",
      "Rao Textiles",
      "Project setup (web) 40 72,000",
      "Web master entry forms × 4 48 86,400",
      "Third-party API integrations × 1 24 43,200",
      "Quality assurance and project management (25%) 39 70,200",
      "Total 3,51,000",
      "Terms and conditions",
      "Ravi Kumar",
    ]) {
      expect(text).toContain(expected);
    }

    const body = /<textarea name="body"[^>]*>([\s\S]*?)<\/textarea>/.exec(page)?.[1] ?? "";
    const sent = await rep.post(`/admin/leads/${estimateId}/emails`, {
      subject: "Your quotation Q-2026-0001 from Kaizen Fusion",
      body,
      quote_id: String(quote.id),
      action: "send",
    });
    expect(sent.statusCode).toBe(303);
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
      expect(mail.subject).toBe("Your quotation Q-2026-0001 from Kaizen Fusion");
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]?.fileName).toBe("Kaizen Fusion quotation Q-2026-0001.pdf");
      expect(mail.attachments[0]?.contentType).toBe("application/pdf");
      expect(await pdfText(mail.attachments[0]?.content ?? Buffer.alloc(0))).toContain(
        "Total 3,51,000",
      );
    } finally {
      await smtp.close();
    }
    const after = await rep.page(`/admin/leads/${estimateId}`);
    expect(sectionText(after, "timeline")).toContain(
      "E-mail sent by Ravi Kumar: Your quotation Q-2026-0001 from Kaizen Fusion — sent 31 Dec 2026, 11:30 pm IST · quotation Q-2026-0001 attached, total ₹3,51,000",
    );

    const pdf = await rep.get(`/admin/leads/${estimateId}/quotes/${quote.id}.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.equals(Buffer.from(quote.pdf))).toBe(true);
    const anonymous = await getPage(app, `/admin/leads/${estimateId}/quotes/${quote.id}.pdf`);
    expect(anonymous.statusCode).toBe(401);

    // The next one of the year takes the next number.
    await rep.post(`/admin/leads/${estimateId}/quotes`, {});
    const numbers = await database.db.selectFrom("quotes").select("number").orderBy("id").execute();
    expect(numbers.map((row) => row.number)).toEqual(["Q-2026-0001", "Q-2026-0002"]);
  });

  it("offers no quotation on a lead that is not an estimate", async () => {
    const page = await rep.page(`/admin/leads/${contactId}`);
    expect(page).not.toContain("Prepare quotation");
    expect((await rep.post(`/admin/leads/${contactId}/quotes`, {})).statusCode).toBe(404);
    expect(await database.db.selectFrom("quotes").select("id").execute()).toEqual([]);
  });
});
