import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { createJobQueue } from "../../src/jobs/job-kinds";
import { createLeadWorkJobs } from "../../src/leads/assignment/lead-work-jobs";
import { openMigratedDatabase, type TestDatabase, testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { createStaff } from "../helpers/staff-session";
import {
  decodeQuotedPrintable,
  startSmtpServer,
} from "../notifications/mail-and-webhook-receivers";

const silentLog = { info() {}, warn() {} };
const BASE = "https://www.kaizenfusion.in";

/** An instant given on the Indian clock (IST, UTC+5:30). */
const ist = (wall: string) => new Date(Date.parse(`${wall}:00.000+05:30`));

describe.each(testDatabases)("the morning digest's tasks on $name", (kind) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let clock: Date;
  const running: { stop(): Promise<void> }[] = [];

  afterEach(async () => {
    for (const job of running.splice(0)) await job.stop();
    await smtp.close();
    await database.dispose();
  });

  /** One server's scheduled work and job queue, run once on the test's clock. */
  async function runJobs() {
    const config = {
      ...loadConfig({
        LOG_LEVEL: "silent",
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        PUBLIC_BASE_URL: BASE,
        FIRM_TIME_ZONE: "Asia/Kolkata",
        DIGEST_HOUR: "9",
      }),
      database: database.settings,
    };
    const work = createLeadWorkJobs(config, database.db, silentLog, { now: () => clock });
    const queue = createJobQueue(config, database.db, silentLog, { now: () => clock });
    running.push({
      async stop() {
        await work.stop();
        await queue.stop();
      },
    });
    await work.run();
    await queue.drain();
  }

  it("lists a rep's overdue task and the one due today with their leads' links, and mails nobody with nothing", async () => {
    database = await openMigratedDatabase(kind);
    smtp = await startSmtpServer();
    const ravi = await createStaff(database.db, "ravi@kaizenfusion.in", { role: "sales" });
    const bala = await createStaff(database.db, "bala@kaizenfusion.in", { role: "sales" });
    // Both leads were worked long ago and have no next action: only the tasks are news.
    const worked = {
      created_at: "2026-02-20T05:00:00.000Z",
      first_touched_at: "2026-02-20T06:00:00.000Z",
    };
    const [meera = 0, kiran = 0] = await insertLeads(database.db, [
      leadRow({ name: "Meera Iyer", owner_id: ravi, ...worked }),
      // Bala's lead, on which Ravi has a call to make.
      leadRow({ name: "Kiran Das", company: null, owner_id: bala, ...worked }),
    ]);
    const task = (lead_id: number, title: string, due: string, kind = "call" as const) => ({
      lead_id,
      kind,
      title,
      due_at: ist(due).toISOString(),
      owner_id: ravi,
      created_by: ravi,
      created_at: "2026-03-01T04:30:00.000Z",
    });
    await database.db
      .insertInto("lead_tasks")
      .values([
        task(meera, "Send the quotation", "2026-03-02T17:00"),
        task(kiran, "Call about the demo", "2026-03-03T23:30"),
        // Tomorrow on the firm's clock, though still 3 March in UTC.
        task(meera, "Visit the plant", "2026-03-04T00:30"),
        {
          ...task(meera, "Already called", "2026-03-02T12:00"),
          completed_at: ist("2026-03-02T12:05").toISOString(),
          completed_by: ravi,
          outcome: "talked" as const,
        },
      ])
      .execute();

    clock = ist("2026-03-03T09:01");
    await runJobs();
    await runJobs();

    expect(smtp.messages.map((message) => message.to)).toEqual([["ravi@kaizenfusion.in"]]);
    const body = decodeQuotedPrintable(smtp.messages[0]?.raw ?? "");
    expect(body).toContain("Subject: Your leads for 2026-03-03: 0 new, 0 overdue, 2 tasks due\r\n");
    expect(body).toContain(
      [
        "Overdue tasks (1):",
        `- Call: Send the quotation — Meera Iyer: ${BASE}/admin/leads/${meera}#lead-tasks`,
        "  due 2 Mar 2026, 5:00 pm IST",
        "",
        "Tasks due today (1):",
        `- Call: Call about the demo — Kiran Das: ${BASE}/admin/leads/${kiran}#lead-tasks`,
        "  due 3 Mar 2026, 11:30 pm IST",
        "",
        `Your day: ${BASE}/admin/today`,
      ].join("\r\n"),
    );
    expect(body).not.toContain("Visit the plant");
    expect(body).not.toContain("Already called");
    expect(body).not.toContain("New leads");
  });

  it("mails a colleague who owns no lead but has a task due today", async () => {
    database = await openMigratedDatabase(kind);
    smtp = await startSmtpServer();
    const bala = await createStaff(database.db, "bala@kaizenfusion.in", { role: "sales" });
    const nila = await createStaff(database.db, "nila@kaizenfusion.in", { role: "sales" });
    const [kiran = 0] = await insertLeads(database.db, [
      leadRow({
        name: "Kiran Das",
        owner_id: bala,
        created_at: "2026-02-20T05:00:00.000Z",
        first_touched_at: "2026-02-20T06:00:00.000Z",
      }),
    ]);
    await database.db
      .insertInto("lead_tasks")
      .values({
        lead_id: kiran,
        kind: "meeting",
        title: "Show the plant floor plan",
        due_at: ist("2026-03-03T15:00").toISOString(),
        owner_id: nila,
        created_by: bala,
        created_at: "2026-03-01T04:30:00.000Z",
      })
      .execute();

    clock = ist("2026-03-03T09:01");
    await runJobs();

    expect(smtp.messages.map((message) => message.to)).toEqual([["nila@kaizenfusion.in"]]);
    const body = decodeQuotedPrintable(smtp.messages[0]?.raw ?? "");
    expect(body).toContain("Subject: Your leads for 2026-03-03: 0 new, 0 overdue, 1 task due\r\n");
    expect(body).toContain(
      `Tasks due today (1):\r\n- Meeting: Show the plant floor plan — Kiran Das: ${BASE}/admin/leads/${kiran}#lead-tasks\r\n  due 3 Mar 2026, 3:00 pm IST`,
    );
    expect(body).not.toContain("Overdue tasks");
  });
});
