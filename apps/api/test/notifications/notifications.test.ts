import { createHmac } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { JobWorker } from "../../src/jobs/job-worker";
import { LEAD_EMAIL_KIND, LEAD_WEBHOOK_KIND } from "../../src/notifications/notification-channels";
import { type TestDatabase, testDatabases } from "../helpers/databases";
import { createTestNotifier } from "../helpers/notifier";
import { applyWithResume } from "../helpers/resume-upload";
import { createStaff, getPage, signInCookie } from "../helpers/staff-session";
import { createTestApp } from "../helpers/test-app";
import { notificationJobs } from "../leads/lead-fixtures";
import {
  decodeQuotedPrintable,
  firstAttachment,
  startSmtpServer,
  startWebhookReceiver,
} from "./mail-and-webhook-receivers";

const SECRET = "webhook-signing-secret";
const FIRST_RETRY_MS = 30_000;

const RESUME = Buffer.concat([
  Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n", "latin1"),
  Buffer.from([0xe2, 0xe3, 0xcf, 0xd3, 0x0a]),
  Buffer.from("trailer<</Root 1 0 R>>\n%%EOF\n", "latin1"),
]);

describe.each(testDatabases)("lead notifications on $name", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let worker: JobWorker;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let clock: Date;
  let env: Record<string, string>;
  // What the worker logs, the one "job done" line per delivered job aside.
  let logged: { level: "info" | "warn"; msg: string; obj: object }[] = [];
  const log = {
    info: (obj: object, msg: string) => {
      if (msg !== "job done") logged.push({ level: "info", msg, obj });
    },
    warn: (obj: object, msg: string) => logged.push({ level: "warn", msg, obj }),
  };

  async function setUp(options: { smtpUp: boolean; hookStatuses?: number[] }) {
    database = await kind.open();
    // Reserve a port for the mail server, which may start only later.
    smtp = await startSmtpServer();
    const smtpPort = smtp.port;
    if (!options.smtpUp) {
      await smtp.close();
      smtp = undefined;
    }
    hook = await startWebhookReceiver(options.hookStatuses);
    env = {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEAD_NOTIFY_TO: "sales@kaizenfusion.in",
      WEBHOOK_URL: hook.url,
      WEBHOOK_SECRET: SECRET,
      PUBLIC_BASE_URL: "https://www.kaizenfusion.in",
      RATE_LIMIT_WRITES_PER_MIN: "100000",
    };
    app = await createTestApp(database, env);
    clock = new Date();
    worker = createTestNotifier(database, env, {
      now: () => clock,
      firstDelayMs: FIRST_RETRY_MS,
      maxDelayMs: 3_600_000,
      log,
    });
    logged = [];
    return smtpPort;
  }

  afterEach(async () => {
    await worker.stop();
    await app.close();
    await smtp?.close();
    await hook.close();
    await database.dispose();
  });

  beforeEach(() => {
    smtp = undefined;
  });

  async function saveCandidateWithResume(): Promise<number> {
    const id = await applyWithResume(
      app,
      database.db,
      {
        fullname: "Priya <Nair>",
        emailid: "priya.nair@example.in",
        phoneno: "+919810012345",
        totexp: 3.5,
        jobappl: "Full Stack Developer",
        canddet: "Led a clinic portal & its move to TypeScript.",
        ipadd: "203.0.113.5",
        utm_source: "linkedin",
      },
      { bytes: RESUME, fileName: "cv.pdf" },
    );
    // The worker's clock starts once the lead and its jobs are saved.
    clock = new Date();
    return id;
  }

  const outbox = () => notificationJobs(database.db);

  it("e-mails staff through a real SMTP server and posts a signed webhook", async () => {
    await setUp({ smtpUp: true });
    const id = await saveCandidateWithResume();

    expect(await worker.drain()).toBe(2);

    const [mail] = smtp?.messages ?? [];
    expect(smtp?.messages).toHaveLength(1);
    expect(mail?.to).toEqual(["sales@kaizenfusion.in"]);
    expect(mail?.from).toBe("hello@kaizenfusion.in");
    const { reference } = await database.db
      .selectFrom("leads")
      .select("reference")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(reference).toMatch(/^KF-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(mail?.raw).toContain(
      `Subject: New lead: Candidate from Priya <Nair> (${reference})\r\n`,
    );
    const decoded = decodeQuotedPrintable(mail?.raw ?? "");
    expect(decoded).toContain(`Reference: ${reference}`);
    expect(decoded).toContain("Name: Priya <Nair>");
    expect(decoded).toContain("jobappl: Full Stack Developer");
    expect(decoded).toContain(`https://www.kaizenfusion.in/admin/leads/${id}`);
    // The HTML part escapes what visitors typed.
    expect(decoded).toContain("Priya &lt;Nair&gt;");
    expect(decoded).toContain("clinic portal &amp; its move");
    expect(decoded).not.toContain('<td style="white-space:pre-wrap">Priya <Nair>');
    expect(firstAttachment(mail?.raw ?? "")).toEqual({ fileName: "cv.pdf", content: RESUME });

    expect(hook.calls).toHaveLength(1);
    const call = hook.calls[0];
    const expected = `sha256=${createHmac("sha256", SECRET)
      .update(call?.body ?? "")
      .digest("hex")}`;
    expect(call?.headers["x-signature-256"]).toBe(expected);
    expect(call?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(call?.body ?? "{}")).toMatchObject({
      id,
      kind: "candidate",
      name: "Priya <Nair>",
      email: "priya.nair@example.in",
      utm_source: "linkedin",
      details: { jobappl: "Full Stack Developer" },
      console_url: `https://www.kaizenfusion.in/admin/leads/${id}`,
    });

    const rows = await outbox();
    expect(rows.map((row) => [row.channel, row.attempts, row.last_error])).toEqual([
      ["email", 1, null],
      ["webhook", 1, null],
    ]);
    expect(rows.every((row) => row.sent_at !== null)).toBe(true);
    // Sent rows are never sent again.
    expect(await worker.drain()).toBe(0);
    expect(smtp?.messages).toHaveLength(1);
  });

  it("keeps the lead while the mail server is down and delivers once it is back", async () => {
    const smtpPort = await setUp({ smtpUp: false, hookStatuses: [503] });
    const id = await saveCandidateWithResume();

    expect(await worker.drain()).toBe(2);
    let rows = await outbox();
    expect(rows.map((row) => [row.channel, row.attempts, row.sent_at])).toEqual([
      ["email", 1, null],
      ["webhook", 1, null],
    ]);
    expect(rows[0]?.last_error).toMatch(/ECONNREFUSED/);
    expect(rows[1]?.last_error).toBe("Webhook answered HTTP 503");
    expect(Date.parse(rows[0]?.next_attempt_at ?? "")).toBe(clock.getTime() + FIRST_RETRY_MS);

    // The console shows the failure on the lead.
    await createStaff(database.db);
    const detail = await getPage(app, `/admin/leads/${id}`, await signInCookie(app));
    expect(detail.body).toContain("E-mail notification failing after 1 try, next try");
    expect(detail.body).toContain("Webhook answered HTTP 503");

    smtp = await startSmtpServer(smtpPort);
    // Not due yet: nothing is tried before the backoff has passed.
    expect(await worker.drain()).toBe(0);

    clock = new Date(clock.getTime() + FIRST_RETRY_MS);
    expect(await worker.drain()).toBe(2);
    expect(smtp.messages).toHaveLength(1);
    expect(hook.calls).toHaveLength(2);
    rows = await outbox();
    expect(rows.map((row) => [row.channel, row.attempts, row.last_error])).toEqual([
      ["email", 2, null],
      ["webhook", 2, null],
    ]);
    expect(rows.every((row) => row.sent_at !== null)).toBe(true);
  });

  it("logs the mail server and the webhook receiver being down once each, not at every try", async () => {
    const smtpPort = await setUp({ smtpUp: false, hookStatuses: [503, 503, 503, 503] });
    await saveCandidateWithResume();
    await saveCandidateWithResume();

    // Two rounds of tries: each lead's e-mail and webhook fail twice, eight failed tries.
    expect(await worker.drain()).toBe(4);
    clock = new Date(clock.getTime() + FIRST_RETRY_MS);
    expect(await worker.drain()).toBe(4);
    const failing = (kind: string) =>
      `${kind} jobs are failing; they are retried with backoff, and the log says when one succeeds again`;
    // The kinds' tries run side by side: in either order.
    expect(logged.map(({ level, msg }) => `${level} ${msg}`).sort()).toEqual([
      `warn ${failing(LEAD_EMAIL_KIND)}`,
      `warn ${failing(LEAD_WEBHOOK_KIND)}`,
    ]);

    smtp = await startSmtpServer(smtpPort);
    clock = new Date(clock.getTime() + 2 * FIRST_RETRY_MS);
    expect(await worker.drain()).toBe(4);
    const byMessage = (a: { msg: string }, b: { msg: string }) => a.msg.localeCompare(b.msg);
    expect(logged.slice(2).sort(byMessage)).toEqual([
      {
        level: "info",
        msg: `${LEAD_EMAIL_KIND} jobs succeed again: 4 tries failed meanwhile`,
        obj: expect.objectContaining({ kind: LEAD_EMAIL_KIND, failedTries: 4 }),
      },
      {
        level: "info",
        msg: `${LEAD_WEBHOOK_KIND} jobs succeed again: 4 tries failed meanwhile`,
        obj: expect.objectContaining({ kind: LEAD_WEBHOOK_KIND, failedTries: 4 }),
      },
    ]);
    // Every message delivered exactly once.
    expect(smtp.messages).toHaveLength(2);
    expect(hook.calls.filter((call) => call.body !== "")).toHaveLength(6);
    const rows = await outbox();
    expect(rows.every((row) => row.sent_at !== null && row.attempts === 3)).toBe(true);
    expect(await worker.drain()).toBe(0);
    expect(smtp.messages).toHaveLength(2);
    expect(logged).toHaveLength(4);
  });
});
