import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { queueStaffEmail } from "../../src/correspondence/staff-email-repository";
import { createJobQueue } from "../../src/jobs/job-kinds";
import { openMigratedDatabase, type TestDatabase, testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { createStaff } from "../helpers/staff-session";
import { type ReceivedMail, startSmtpServer } from "../notifications/mail-and-webhook-receivers";
import { readMail, startRefusingSmtpServer } from "./mail-reader";

const silentLog = { info() {}, warn() {} };
const NOW = new Date("2026-12-01T06:30:00.000Z");
const REP_EMAIL = "ravi@kaizenfusion.in";

describe.each(testDatabases)("staff e-mail delivery on $name", (kind) => {
  let database: TestDatabase;
  let clock: Date;
  let repId: number;
  let leadId: number;
  const running: { stop(): Promise<void> }[] = [];

  beforeEach(async () => {
    database = await openMigratedDatabase(kind);
    clock = NOW;
    repId = await createStaff(database.db, REP_EMAIL, {
      role: "sales",
      display_name: "Ravi Kumar",
    });
    [leadId] = (await insertLeads(database.db, [leadRow()])) as [number];
  });

  afterEach(async () => {
    for (const worker of running.splice(0)) await worker.stop();
    await database.dispose();
  });

  function queue(port: number, maxAttempts?: number) {
    const config = {
      ...loadConfig({ LOG_LEVEL: "silent", SMTP_URL: `smtp://127.0.0.1:${port}` }),
      database: database.settings,
    };
    const worker = createJobQueue(config, database.db, silentLog, {
      now: () => clock,
      retryPolicy: { firstDelayMs: 60_000, maxDelayMs: 60_000 },
      ...(maxAttempts === undefined ? {} : { maxAttempts }),
    });
    running.push(worker);
    return worker;
  }

  const write = () =>
    queueStaffEmail(database.db, {
      leadId,
      staff: { userId: repId, name: "Ravi Kumar", email: REP_EMAIL },
      to: "asha@raotextiles.in",
      subject: "Your ERP for three plants",
      body: "Dear Asha,\n\nThank you for writing to us.\n\nRavi",
      templateId: null,
      quoteId: null,
      now: NOW,
    });

  const emails = () =>
    database.db
      .selectFrom("staff_emails")
      .select(["status", "error", "sent_at", "job_id"])
      .execute();

  it("writes the e-mail and its job together, then sends it from the firm with replies to the rep", async () => {
    const smtp = await startSmtpServer();
    try {
      await write();
      const [queued] = await emails();
      expect(queued).toMatchObject({ status: "queued", error: null, sent_at: null });
      const job = await database.db
        .selectFrom("jobs")
        .select(["id", "kind", "lead_id"])
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({ kind: "staff-email", lead_id: leadId });
      expect(queued?.job_id).toBe(Number(job.id));

      await queue(smtp.port).drain();
      expect(smtp.messages).toHaveLength(1);
      const mail = readMail(smtp.messages[0] as ReceivedMail);
      expect(mail.to).toEqual(["asha@raotextiles.in"]);
      expect(mail.from).toBe('"Ravi Kumar (Kaizen Fusion)" <hello@kaizenfusion.in>');
      expect(mail.replyTo).toBe("Ravi Kumar <ravi@kaizenfusion.in>");
      expect(mail.subject).toBe("Your ERP for three plants");
      expect(mail.text.trim()).toBe("Dear Asha,\n\nThank you for writing to us.\n\nRavi");
      expect(await emails()).toEqual([
        { status: "sent", error: null, sent_at: NOW.toISOString(), job_id: Number(job.id) },
      ]);
    } finally {
      await smtp.close();
    }
  });

  it("keeps an e-mail the mail server refuses queued while it retries, then marks it failed with the reason", async () => {
    const smtp = await startRefusingSmtpServer("Mailbox unavailable");
    try {
      await write();
      const worker = queue(smtp.port, 3);
      await worker.drain();
      expect(await emails()).toMatchObject([{ status: "queued", error: null }]);
      for (let minute = 1; minute <= 2; minute++) {
        clock = new Date(NOW.getTime() + minute * 61_000);
        await worker.drain();
      }
      const [failed] = await emails();
      expect(failed?.status).toBe("failed");
      expect(failed?.error).toContain("Mailbox unavailable");
      expect(failed?.sent_at).toBeNull();
      const job = await database.db
        .selectFrom("jobs")
        .select(["attempts", "failed_at"])
        .executeTakeFirstOrThrow();
      expect(job.attempts).toBe(3);
      expect(job.failed_at).not.toBeNull();
    } finally {
      await smtp.close();
    }
  });
});
