import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import type { JobWorker } from "../../src/jobs/job-worker";
import { type TestDatabase, testDatabases } from "../helpers/databases";
import { createTestNotifier } from "../helpers/notifier";
import { createTestApp } from "../helpers/test-app";
import { notificationJobs, post, validPayloads } from "../leads/lead-fixtures";
import { startSmtpServer, startWebhookReceiver } from "./mail-and-webhook-receivers";

const BASE = "https://www.kaizenfusion.in";

describe.each(testDatabases)("chat notifications and per-kind e-mail routes on $name", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let worker: JobWorker;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let slack: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let teams: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let googleChat: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeEach(async () => {
    database = await kind.open();
    smtp = await startSmtpServer();
    slack = await startWebhookReceiver([500]);
    teams = await startWebhookReceiver();
    googleChat = await startWebhookReceiver();
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEAD_NOTIFY_TO: "sales@kaizenfusion.in",
      LEAD_NOTIFY_ROUTES:
        "candidate=hr@kaizenfusion.in; partner=partners@kaizenfusion.in,cto@kaizenfusion.in",
      SLACK_WEBHOOK_URL: slack.url,
      TEAMS_WEBHOOK_URL: teams.url,
      GOOGLE_CHAT_WEBHOOK_URL: googleChat.url,
      PUBLIC_BASE_URL: BASE,
      RATE_LIMIT_WRITES_PER_MIN: "100000",
    };
    app = await createTestApp(database, env);
    clock = new Date();
    worker = createTestNotifier(database, env, {
      now: () => clock,
      firstDelayMs: 1000,
      maxDelayMs: 1000,
    });
  });
  let clock: Date;
  const advance = () => {
    clock = new Date(clock.getTime() + 1000);
  };

  afterEach(async () => {
    await worker.stop();
    await app.close();
    await smtp.close();
    await Promise.all([slack.close(), teams.close(), googleChat.close()]);
    await database.dispose();
  });

  it("posts Slack, Teams and Google Chat messages with name, source, company and link, retrying a failure", async () => {
    const saved = await post(app, "SaveLead", validPayloads.SaveLead);
    expect(saved.statusCode).toBe(200);
    const lead = await database.db.selectFrom("leads").select("id").executeTakeFirstOrThrow();
    const link = `${BASE}/admin/leads/${lead.id}`;

    clock = new Date();
    expect(await worker.drain()).toBe(4);
    expect(slack.calls).toHaveLength(1);
    // Slack answered 500 the first time: the queue tries again.
    advance();
    expect(await worker.drain()).toBe(1);
    expect(slack.calls).toHaveLength(2);

    const slackBody = JSON.parse(slack.calls[1]?.body ?? "{}");
    expect(slackBody).toEqual({
      text: `New lead: Asha Rao (Rao Labs) · Healthcare checklist\n<${link}|Open the lead in the console>`,
    });
    expect(slack.calls[1]?.headers["content-type"]).toBe("application/json");

    expect(JSON.parse(googleChat.calls[0]?.body ?? "{}")).toEqual({
      text: `New lead: Asha Rao (Rao Labs) · Healthcare checklist\n<${link}|Open the lead in the console>`,
    });

    const teamsBody = JSON.parse(teams.calls[0]?.body ?? "{}");
    expect(teamsBody).toMatchObject({
      type: "message",
      attachments: [
        {
          contentType: "application/vnd.microsoft.card.adaptive",
          content: {
            type: "AdaptiveCard",
            version: "1.4",
            body: [
              { type: "TextBlock", text: "New lead" },
              {
                type: "FactSet",
                facts: [
                  { title: "Name", value: "Asha Rao" },
                  { title: "Source", value: "Healthcare checklist" },
                  { title: "Company", value: "Rao Labs" },
                ],
              },
            ],
            actions: [{ type: "Action.OpenUrl", url: link }],
          },
        },
      ],
    });
    // No more personal data than needed: no address, phone or message in any chat.
    for (const call of [...slack.calls, ...teams.calls, ...googleChat.calls]) {
      expect(call.body).not.toContain("asha@raolabs.in");
      expect(call.body).not.toContain("9876543210");
    }
    const channels = await notificationJobs(database.db);
    expect(channels.map((row) => [row.channel, row.sent_at !== null])).toEqual([
      ["email", true],
      ["google_chat", true],
      ["slack", true],
      ["teams", true],
    ]);
  });

  it("e-mails a candidate to HR and any other lead to LEAD_NOTIFY_TO", async () => {
    const candidate = await post(app, "SaveCandidate", {
      fullname: "Priya Nair",
      emailid: "priya.nair@example.in",
      phoneno: "+919810012345",
      totexp: 3.5,
      jobappl: "Full Stack Developer",
      canddet: "Led a clinic portal.",
      ipadd: "203.0.113.5",
    });
    expect(candidate.statusCode).toBe(200);
    expect((await post(app, "SaveFeedback", validPayloads.SaveFeedback)).statusCode).toBe(200);
    clock = new Date();
    await worker.drain();

    const recipients = smtp.messages.map((message) => [
      message.to,
      /^Subject: (.*)\r$/m.exec(message.raw)?.[1],
    ]);
    expect(recipients).toHaveLength(2);
    expect(recipients).toContainEqual([
      ["hr@kaizenfusion.in"],
      expect.stringMatching(/^New lead: Candidate from Priya Nair \(KF-[0-9A-Z]{4}-[0-9A-Z]{4}\)$/),
    ]);
    expect(recipients.find(([to]) => String(to) === "sales@kaizenfusion.in")).toBeDefined();
    expect(smtp.messages.every((message) => !message.to.includes("partners@kaizenfusion.in"))).toBe(
      true,
    );
  });
});

describe("LEAD_NOTIFY_ROUTES", () => {
  it("reads kind=address pairs and names a bad entry", () => {
    const config = loadConfig({
      LEAD_NOTIFY_TO: "sales@kaizenfusion.in",
      LEAD_NOTIFY_ROUTES:
        "candidate=hr@kaizenfusion.in;partner=a@kaizenfusion.in, b@kaizenfusion.in;",
    });
    expect(config.leadNotifyRoutes).toEqual({
      candidate: ["hr@kaizenfusion.in"],
      partner: ["a@kaizenfusion.in", "b@kaizenfusion.in"],
    });
    expect(() =>
      loadConfig({
        LEAD_NOTIFY_TO: "s@kaizenfusion.in",
        LEAD_NOTIFY_ROUTES: "intern=x@kaizenfusion.in",
      }),
    ).toThrow(/LEAD_NOTIFY_ROUTES: must be kind=address pairs/);
    expect(() =>
      loadConfig({
        LEAD_NOTIFY_TO: "s@kaizenfusion.in",
        LEAD_NOTIFY_ROUTES: "candidate=not-an-address",
      }),
    ).toThrow(/LEAD_NOTIFY_ROUTES: has an entry for candidate/);
    expect(() => loadConfig({ LEAD_NOTIFY_ROUTES: "candidate=hr@kaizenfusion.in" })).toThrow(
      /LEAD_NOTIFY_TO: must be set when LEAD_NOTIFY_ROUTES is set/,
    );
  });
});
