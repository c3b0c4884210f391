import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { migrateToLatest } from "../../src/infrastructure/database/migrate";
import { createStaffUser } from "../../src/staff/auth/staff-user-repository";
import { type TestDatabase, testDatabases } from "../helpers/databases";
import { createStaff, getPage, signInCookie } from "../helpers/staff-session";
import { createWebRoot } from "../helpers/web-root";

describe.each(testDatabases)("start-up warnings on $name", (kind) => {
  let database: TestDatabase;
  // A built site, so the only warnings are the ones under test (a fresh clone has no build yet).
  let webRoot: Awaited<ReturnType<typeof createWebRoot>>;
  const logLines: string[] = [];

  beforeEach(async () => {
    database = await kind.open();
    webRoot = await createWebRoot();
    await migrateToLatest(database.db, database.dialect);
    logLines.length = 0;
  });

  afterEach(async () => {
    await database.dispose();
    await webRoot.dispose();
  });

  async function start(env: Record<string, string> = {}) {
    const config = loadConfig({ LOG_LEVEL: "info", WEB_ROOT: webRoot.root, ...env });
    const app = await buildApp({
      config: { ...config, database: database.settings },
      db: database.db,
      logStream: { write: (line: string) => logLines.push(line) },
    });
    await app.ready();
    return app;
  }

  const warnings = () =>
    logLines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level === 40)
      .map((entry) => entry.msg);

  it("logs that no staff user exists, with the command, and that lead e-mails are off", async () => {
    const app = await start();
    expect(warnings()).toEqual([
      "No staff user exists yet, so nobody can sign in to the console at /admin. Create the first admin on the server with: npm run admin -- create-user --email <your address> --role admin",
      "Lead e-mails are off: SMTP_URL and LEAD_NOTIFY_TO are not set, so nobody is e-mailed about new leads. Set SMTP_URL and LEAD_NOTIFY_TO and restart the server.",
    ]);
    // The sign-in page says the same to whoever opens it first.
    const login = await getPage(app, "/admin/login");
    expect(login.body).toContain("No staff user exists yet");
    await app.close();
  });

  it("shows admins the notification banner on every page, and not sales staff", async () => {
    await createStaff(database.db);
    const salesId = await createStaffUser(
      database.db,
      "sales@kaizenfusion.in",
      "sales long password",
    );
    await database.db
      .updateTable("staff_users")
      .set({ role: "sales" })
      .where("id", "=", salesId)
      .execute();
    const app = await start({ SMTP_URL: "smtp://127.0.0.1:2525" });
    expect(warnings()).toEqual([
      "Lead e-mails are off: LEAD_NOTIFY_TO is not set, so nobody is e-mailed about new leads. Set LEAD_NOTIFY_TO and restart the server.",
    ]);
    const admin = await signInCookie(app);
    for (const url of ["/admin/leads", "/admin/staff", "/admin/blocklist"]) {
      expect((await getPage(app, url, admin)).body).toContain(
        "Lead e-mails are off: LEAD_NOTIFY_TO is not set",
      );
    }
    const sales = await signInCookie(app, "sales@kaizenfusion.in", "sales long password");
    expect((await getPage(app, "/admin/leads", sales)).body).not.toContain("Lead e-mails are off");
    expect((await getPage(app, "/admin/login")).body).not.toContain("No staff user exists yet");
    await app.close();
  });

  it("says nothing when staff and e-mail are set up", async () => {
    await createStaff(database.db);
    const app = await start({
      SMTP_URL: "smtp://127.0.0.1:2525",
      LEAD_NOTIFY_TO: "sales@kaizenfusion.in",
    });
    expect(warnings()).toEqual([]);
    expect((await getPage(app, "/admin/leads", await signInCookie(app))).body).not.toContain(
      "setup-warnings",
    );
    await app.close();
  });
});
