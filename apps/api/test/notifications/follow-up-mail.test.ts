import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { createJobQueue } from "../../src/jobs/job-kinds";
import { createLeadWorkJobs } from "../../src/leads/assignment/lead-work-jobs";
import { openMigratedDatabase, type TestDatabase, testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { createStaff } from "../helpers/staff-session";
import { decodeQuotedPrintable, startSmtpServer } from "./mail-and-webhook-receivers";

const silentLog = { info() {}, warn() {} };
const FIRST_RETRY_MS = 60_000;
const BASE = "https://www.kaizenfusion.in";

/** An instant given on the Indian clock (IST, UTC+5:30). */
const ist = (wall: string) => new Date(Date.parse(`${wall}:00.000+05:30`));

describe.each(testDatabases)("digest and untouched-lead e-mails on $name", (kind) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  let smtpPort: number;
  let clock: Date;
  const running: { stop(): Promise<void> }[] = [];

  async function setUp(options: { smtpUp: boolean }) {
    database = await openMigratedDatabase(kind);
    smtp = await startSmtpServer();
    smtpPort = smtp.port;
    if (!options.smtpUp) {
      await smtp.close();
      smtp = undefined;
    }
  }

  function jobs() {
    const config = {
      ...loadConfig({
        LOG_LEVEL: "silent",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        PUBLIC_BASE_URL: BASE,
        FIRM_TIME_ZONE: "Asia/Kolkata",
        DIGEST_HOUR: "9",
        ESCALATION_WORKING_HOURS: "4",
      }),
      database: database.settings,
    };
    // A server's lead work queues the e-mails; its job queue sends them.
    const work = createLeadWorkJobs(config, database.db, silentLog, { now: () => clock });
    const queue = createJobQueue(config, database.db, silentLog, {
      now: () => clock,
      retryPolicy: { firstDelayMs: FIRST_RETRY_MS, maxDelayMs: 3_600_000 },
    });
    const job = {
      async run() {
        await work.run();
        await queue.drain();
      },
      async stop() {
        await work.stop();
        await queue.stop();
      },
    };
    running.push(job);
    return job;
  }

  afterEach(async () => {
    for (const job of running.splice(0)) await job.stop();
    await smtp?.close();
    await database.dispose();
  });

  const bodyOf = (raw: string) => decodeQuotedPrintable(raw);

  /** Two owners taking contact leads in turn; three leads arrive on Monday afternoon. */
  async function ownersWithLeads() {
    const asha = await createStaff(database.db, "asha@kaizenfusion.in");
    const bala = await createStaff(database.db, "bala@kaizenfusion.in");
    await createStaff(database.db, "owns.nothing@kaizenfusion.in");
    await database.db
      .insertInto("lead_assignment_rules")
      .values([
        { kind: "contact", staff_user_id: asha },
        { kind: "contact", staff_user_id: bala },
      ])
      .execute();
    const arrived = ist("2026-03-02T15:00");
    const ids = await insertLeads(
      database.db,
      [0, 1, 2].map((index) =>
        leadRow({
          name: `Contact ${index}`,
          email: `contact${index}@example.in`,
          created_at: new Date(arrived.getTime() + index * 60_000).toISOString(),
          // Worked at once, so none is flagged as untouched here.
          first_touched_at: arrived.toISOString(),
        }),
      ),
    );
    // Bala's follow-up from last week is overdue.
    const [overdue] = await insertLeads(database.db, [
      leadRow({
        kind: "checklist",
        name: "Overdue Checklist",
        owner_id: bala,
        next_action_at: ist("2026-03-02T11:00").toISOString(),
        next_action_text: "Send the proposal",
        first_touched_at: "2026-02-20T10:00:00.000Z",
        created_at: "2026-02-20T09:00:00.000Z",
      }),
    ]);
    clock = ist("2026-03-02T15:10");
    await jobs().run();
    return { asha, bala, ids: ids as [number, number, number], overdue: overdue as number };
  }

  it("mails each owner one digest a day at the digest hour with their new and overdue leads, also with two servers", async () => {
    await setUp({ smtpUp: true });
    const { ids, overdue } = await ownersWithLeads();

    clock = ist("2026-03-03T08:59");
    await jobs().run();
    expect(smtp?.messages).toEqual([]);

    clock = ist("2026-03-03T09:01");
    await Promise.all([jobs().run(), jobs().run()]);
    await jobs().run();
    const messages = smtp?.messages ?? [];
    expect(messages.map((message) => message.to).sort()).toEqual([
      ["asha@kaizenfusion.in"],
      ["bala@kaizenfusion.in"],
    ]);
    const toAsha = bodyOf(messages.find((m) => m.to[0] === "asha@kaizenfusion.in")?.raw ?? "");
    expect(toAsha).toContain("Subject: Your leads for 2026-03-03: 2 new, 0 overdue");
    expect(toAsha).toContain(`Contact 0 (Rao Textiles), Contact: ${BASE}/admin/leads/${ids[0]}`);
    expect(toAsha).toContain(`${BASE}/admin/leads/${ids[2]}`);
    expect(toAsha).not.toContain(`${BASE}/admin/leads/${ids[1]}`);
    const toBala = bodyOf(messages.find((m) => m.to[0] === "bala@kaizenfusion.in")?.raw ?? "");
    expect(toBala).toContain("Subject: Your leads for 2026-03-03: 1 new, 1 overdue");
    expect(toBala).toContain(`${BASE}/admin/leads/${ids[1]}`);
    expect(toBala).toContain(
      `Overdue Checklist (Rao Textiles), Checklist: ${BASE}/admin/leads/${overdue}`,
    );
    expect(toBala).toContain("due 2 Mar 2026, 11:00 am IST: Send the proposal");

    // Later the same day: nothing more.
    clock = ist("2026-03-03T17:00");
    await jobs().run();
    expect(smtp?.messages).toHaveLength(2);

    // The next morning lists only what came since: Asha has nothing new or overdue, so no e-mail.
    clock = ist("2026-03-04T09:30");
    await jobs().run();
    expect(smtp?.messages).toHaveLength(3);
    const nextDay = bodyOf(smtp?.messages[2]?.raw ?? "");
    expect(smtp?.messages[2]?.to).toEqual(["bala@kaizenfusion.in"]);
    expect(nextDay).toContain("Subject: Your leads for 2026-03-04: 0 new, 1 overdue");
  });

  it("keeps a digest through a mail outage and sends it once the server is back", async () => {
    await setUp({ smtpUp: false });
    await ownersWithLeads();
    clock = ist("2026-03-03T09:01");
    await jobs().run();
    const waiting = await database.db
      .selectFrom("jobs")
      .select(["done_at as sent_at", "attempts", "last_error"])
      .where("kind", "=", "daily-digest")
      .where("payload", "like", '%"day":"2026-03-03"%')
      .execute();
    expect(waiting).toHaveLength(2);
    for (const row of waiting) {
      expect(row.sent_at).toBeNull();
      expect(row.attempts).toBe(1);
      expect(row.last_error).toMatch(/ECONNREFUSED/);
    }

    smtp = await startSmtpServer(smtpPort);
    // Not before the retry is due.
    await jobs().run();
    expect(smtp.messages).toEqual([]);
    clock = new Date(clock.getTime() + FIRST_RETRY_MS);
    await jobs().run();
    await jobs().run();
    expect(smtp.messages.map((message) => message.to[0]).sort()).toEqual([
      "asha@kaizenfusion.in",
      "bala@kaizenfusion.in",
    ]);
  });

  it("tells the active admins once when a lead waits untouched for four working hours", async () => {
    await setUp({ smtpUp: true });
    await createStaff(database.db, "admin@kaizenfusion.in");
    await createStaff(database.db, "sales@kaizenfusion.in", { role: "sales" });
    await createStaff(database.db, "former.admin@kaizenfusion.in", {
      disabled_at: "2026-01-01T00:00:00.000Z",
    });
    const [waiting = 0, touched = 0] = await insertLeads(database.db, [
      // Saturday 16:00 IST: two working hours on Saturday, none on Sunday.
      leadRow({ name: "Weekend Lead", created_at: ist("2026-02-28T16:00").toISOString() }),
      leadRow({
        name: "Answered Lead",
        created_at: ist("2026-02-28T16:00").toISOString(),
        first_touched_at: ist("2026-02-28T16:30").toISOString(),
      }),
    ]);

    // Monday 10:59 IST: 2 h on Saturday + 1 h 59 min on Monday.
    clock = ist("2026-03-02T10:59");
    await jobs().run();
    expect(smtp?.messages).toEqual([]);

    clock = ist("2026-03-02T11:01");
    await Promise.all([jobs().run(), jobs().run()]);
    clock = ist("2026-03-02T15:00");
    await jobs().run();
    expect(smtp?.messages).toHaveLength(1);
    const mail = smtp?.messages[0];
    expect(mail?.to).toEqual(["admin@kaizenfusion.in"]);
    const body = bodyOf(mail?.raw ?? "");
    expect(body).toContain("Subject: Lead waiting for a first response: Weekend Lead");
    expect(body).toContain(`${BASE}/admin/leads/${waiting}`);
    expect(body).not.toContain("Answered Lead");

    const leads = await database.db
      .selectFrom("leads")
      .select(["id", "escalated_at"])
      .orderBy("id")
      .execute();
    expect(leads).toEqual([
      { id: waiting, escalated_at: ist("2026-03-02T11:01").toISOString() },
      { id: touched, escalated_at: null },
    ]);
    const events = await database.db
      .selectFrom("lead_events")
      .select(["lead_id", "action", "staff_user_id"])
      .where("action", "=", "escalation")
      .execute();
    expect(events).toEqual([{ lead_id: waiting, action: "escalation", staff_user_id: null }]);
  });
});
