import { beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/infrastructure/database/migrate";
import { testDatabases } from "../helpers/databases";
import { createTestApp, useTestDatabase } from "../helpers/test-app";
import { clearLeads, notificationJobs, post, validPayloads } from "./lead-fixtures";

const SMTP = { SMTP_URL: "smtp://127.0.0.1:2525", LEAD_NOTIFY_TO: "sales@kaizenfusion.in" };
const WEBHOOK = {
  WEBHOOK_URL: "https://hooks.kaizenfusion.in/leads",
  WEBHOOK_SECRET: "a-shared-signing-secret",
};

describe.each(testDatabases)("lead notifications queued on $name", (kind) => {
  const database = useTestDatabase(kind, { per: "suite" });

  beforeEach(async () => {
    await migrateToLatest(database.db, database.dialect);
    await clearLeads(database.db);
  });

  it.each([
    ["SMTP and the webhook", { ...SMTP, ...WEBHOOK }, ["email", "webhook"]],
    ["the webhook only", WEBHOOK, ["webhook"]],
    ["SMTP only", SMTP, ["email"]],
    ["an SMTP server without recipients", { SMTP_URL: SMTP.SMTP_URL }, []],
    ["nothing", {}, []],
  ])("with %s configured", async (_case, env, channels) => {
    const app = await createTestApp(database, env);
    try {
      expect((await post(app, "SavePartner", validPayloads.SavePartner)).json()).toBe("OK");
      expect((await post(app, "SaveEstimate", validPayloads.SaveEstimate)).statusCode).toBe(200);
    } finally {
      await app.close();
    }

    const leads = await database.db.selectFrom("leads").select("id").orderBy("id").execute();
    const outbox = await notificationJobs(database.db);
    expect(outbox.map((row) => [row.lead_id, row.channel])).toEqual(
      leads.flatMap(({ id }) => channels.map((channel) => [id, channel])),
    );
    for (const row of outbox) {
      expect(row).toMatchObject({ attempts: 0, sent_at: null, last_error: null });
      expect(Date.parse(row.next_attempt_at)).toBeGreaterThan(Date.now() - 60_000);
    }
  });
});
