import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { migrateToLatest } from "../../src/infrastructure/database/migrate";
import { createJobQueue } from "../../src/jobs/job-kinds";
import { migrateTo, testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { createStaff } from "../helpers/staff-session";
import { useTestDatabase } from "../helpers/test-app";
import {
  decodeQuotedPrintable,
  startSmtpServer,
  startWebhookReceiver,
} from "../notifications/mail-and-webhook-receivers";

const silentLog = { info() {}, warn() {} };
const DUE = "2026-03-02T03:30:00.000Z";

describe.each(testDatabases)("moving the old queues into jobs on $name", (kind) => {
  const database = useTestDatabase(kind);
  const closing: (() => Promise<void>)[] = [];

  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  it("turns every queued notice into a job with its due time and tries, and delivers them", async () => {
    const { db } = database;
    await migrateTo(database, "0019_lead_versions");
    // The tables as the previous release has them.
    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const admin = await createStaff(db, "admin@kaizenfusion.in");
    const owner = await createStaff(db, "owner@kaizenfusion.in", { role: "sales" });
    const [leadId = 0, escalated = 0] = await insertLeads(db, [
      leadRow({
        name: "Queued Lead",
        owner_id: owner,
        next_action_at: "2026-03-01T05:00:00.000Z",
        next_action_text: "Call back",
      }),
      leadRow({ name: "Waiting Lead", escalated_at: DUE }),
    ]);
    const outboxRow = (channel: string, extra: Record<string, unknown> = {}) => ({
      lead_id: leadId,
      channel,
      attempts: 0,
      next_attempt_at: DUE,
      created_at: DUE,
      ...extra,
    });
    await old
      .insertInto("outbox")
      .values([
        outboxRow("email", { attempts: 2, last_error: "connect ECONNREFUSED" }),
        outboxRow("webhook"),
        outboxRow("slack"),
        outboxRow("teams", { attempts: 1, sent_at: "2026-03-02T03:31:00.000Z" }),
      ])
      .execute();
    await old
      .insertInto("staff_digests")
      .values([
        {
          staff_user_id: owner,
          day: "2026-03-01",
          covers_until: "2026-03-01T03:30:00.000Z",
          due_at: "2026-03-01T03:30:00.000Z",
          sent_at: "2026-03-01T03:30:05.000Z",
          attempts: 1,
        },
        {
          staff_user_id: owner,
          day: "2026-03-02",
          covers_until: DUE,
          due_at: DUE,
          attempts: 3,
          last_error: "greeting never came",
        },
      ])
      .execute();
    await old
      .insertInto("escalation_notices")
      .values({ lead_id: escalated, due_at: DUE, attempts: 1 })
      .execute();
    await old
      .updateTable("staff_users")
      .set({ throttle_notice_due_at: DUE, throttle_notice_attempts: 4 })
      .where("id", "=", admin)
      .execute();

    await migrateToLatest(db, database.dialect);

    const jobs = await db
      .selectFrom("jobs")
      .select(["kind", "payload", "run_at", "attempts", "last_error", "done_at", "lead_id"])
      .orderBy("id")
      .execute();
    expect(jobs.map((job) => ({ ...job, payload: JSON.parse(job.payload) }))).toEqual([
      {
        kind: "lead-email",
        payload: { leadId },
        run_at: DUE,
        attempts: 2,
        last_error: "connect ECONNREFUSED",
        done_at: null,
        lead_id: leadId,
      },
      ...["webhook", "slack"].map((channel) => ({
        kind: channel === "webhook" ? "lead-webhook" : "lead-chat-message",
        payload: channel === "webhook" ? { leadId } : { leadId, tool: "slack" },
        run_at: DUE,
        attempts: 0,
        last_error: null,
        done_at: null,
        lead_id: leadId,
      })),
      // Sent already: kept as done, so the lead's page still lists it.
      {
        kind: "lead-chat-message",
        payload: { leadId, tool: "teams" },
        run_at: DUE,
        attempts: 1,
        last_error: null,
        done_at: "2026-03-02T03:31:00.000Z",
        lead_id: leadId,
      },
      {
        kind: "daily-digest",
        payload: { staffUserId: owner, day: "2026-03-02" },
        run_at: DUE,
        attempts: 3,
        last_error: "greeting never came",
        done_at: null,
        lead_id: null,
      },
      {
        kind: "escalation-email",
        payload: { leadIds: [escalated] },
        run_at: DUE,
        attempts: 1,
        last_error: null,
        done_at: null,
        lead_id: null,
      },
      {
        kind: "sign-in-throttle-notice",
        payload: { staffUserId: admin, since: DUE },
        run_at: DUE,
        attempts: 4,
        last_error: null,
        done_at: null,
        lead_id: null,
      },
    ]);
    // The old queues are gone; the digest days stay as the record of what each covered.
    await expect(old.selectFrom("outbox").selectAll().execute()).rejects.toThrow();
    await expect(old.selectFrom("escalation_notices").selectAll().execute()).rejects.toThrow();
    await expect(
      old.selectFrom("staff_users").select("throttle_notice_due_at").execute(),
    ).rejects.toThrow();
    await expect(old.selectFrom("staff_digests").select("due_at").execute()).rejects.toThrow();
    expect(await db.selectFrom("staff_digests").selectAll().orderBy("day").execute()).toEqual([
      { staff_user_id: owner, day: "2026-03-01", covers_until: "2026-03-01T03:30:00.000Z" },
      { staff_user_id: owner, day: "2026-03-02", covers_until: DUE },
    ]);

    // Every moved job reaches the receivers.
    const smtp = await startSmtpServer();
    const hook = await startWebhookReceiver();
    const slack = await startWebhookReceiver();
    closing.push(smtp.close, hook.close, slack.close);
    const config = {
      ...loadConfig({
        LOG_LEVEL: "silent",
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        LEAD_NOTIFY_TO: "sales@kaizenfusion.in",
        WEBHOOK_URL: hook.url,
        WEBHOOK_SECRET: "webhook-signing-secret",
        SLACK_WEBHOOK_URL: slack.url,
        FIRM_TIME_ZONE: "Asia/Kolkata",
      }),
      database: database.settings,
    };
    const queue = createJobQueue(config, db, silentLog);
    closing.unshift(queue.stop);
    expect(await queue.drain()).toBe(6);
    expect(hook.calls).toHaveLength(1);
    expect(JSON.parse(hook.calls[0]?.body ?? "{}")).toMatchObject({ id: leadId });
    expect(slack.calls).toHaveLength(1);
    expect(slack.calls[0]?.body).toContain("Queued Lead");
    const mails = smtp.messages.map((mail) => ({
      to: mail.to,
      subject: /^Subject: (.*)$/m.exec(decodeQuotedPrintable(mail.raw))?.[1],
    }));
    expect(mails).toHaveLength(4);
    expect(mails).toEqual(
      expect.arrayContaining([
        { to: ["sales@kaizenfusion.in"], subject: expect.stringContaining("Queued Lead") },
        {
          to: ["owner@kaizenfusion.in"],
          subject: "Your leads for 2026-03-02: 0 new, 1 overdue",
        },
        {
          to: ["admin@kaizenfusion.in"],
          subject: "Lead waiting for a first response: Waiting Lead",
        },
        {
          to: ["admin@kaizenfusion.in"],
          subject: "Sign-in attempts on your staff console account",
        },
      ]),
    );
    const open = await db.selectFrom("jobs").select("id").where("done_at", "is", null).execute();
    expect(open).toEqual([]);
  });
});
