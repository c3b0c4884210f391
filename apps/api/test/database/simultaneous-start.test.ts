import { randomBytes } from "node:crypto";
import { BLOG_POSTS } from "@site/content/blog-posts";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrations } from "../../src/infrastructure/database/migrations";
import { STARTUP_LOCK_KEY, withStartupLock } from "../../src/infrastructure/database/startup-lock";
import { openPostgresSchema, POSTGRES_URL, testDatabases } from "../helpers/databases";
import {
  killIfRunning,
  listeningUrl,
  type RunningServer,
  runServer,
  useServerProcesses,
} from "../helpers/server-process";

const ADMIN_EMAIL = "first-admin@example.com";
const ADMIN_PASSWORD = "a long start-up password";

async function onPostgres<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const CREATED_ADMIN = `Created the first staff user ${ADMIN_EMAIL}`;
const WAITING = "Waiting for another instance to finish preparing the database (migrations, seed)";

/** What a server printed beside its info logs: pino's JSON lines at error level, or any other text. */
function errorsIn(output: string): string[] {
  return output.split("\n").filter((line) => {
    if (line.trim() === "" || line === CREATED_ADMIN || line === WAITING) return false;
    if (!line.startsWith("{")) return true;
    const { level } = JSON.parse(line) as { level?: number };
    return level !== undefined && level >= 50;
  });
}

// A deploy starts its instances together against one PostgreSQL. Each runs the migrations, seeds
// the blog and the employees and creates the first staff user at start: one must do the work and
// the other find it done, and both must serve.
describe.skipIf(!testDatabases.some((kind) => kind.name === "postgres"))(
  "two servers starting together on one PostgreSQL",
  () => {
    const servers = useServerProcesses("site-api-simultaneous-");
    let schema = "";
    let started: RunningServer[] = [];

    beforeEach(async () => {
      schema = `start_${process.pid}_${randomBytes(4).toString("hex")}`;
      await onPostgres((client) => client.query(`CREATE SCHEMA "${schema}"`));
    });

    afterEach(async () => {
      for (const server of started) killIfRunning(server);
      await Promise.all(started.map((server) => server.exitCode));
      started = [];
      await onPostgres((client) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
    });

    it("both come up healthy, with each migration, the seed and the first admin done once", async () => {
      const url = new URL(POSTGRES_URL);
      url.searchParams.set("options", `-c search_path=${schema}`);
      const env = servers.env("unused.db", {
        DATABASE_URL: url.toString(),
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
      });
      started = [runServer(env), runServer(env)];

      const addresses = await Promise.all(started.map((server) => listeningUrl(server, 60_000)));
      for (const address of addresses) {
        const health = await fetch(`${address}/healthz`);
        expect(health.status).toBe(200);
        expect(await health.json()).toMatchObject({ status: "ok" });
      }
      for (const server of started) expect(errorsIn(server.output())).toEqual([]);
      const created = started.filter((server) => server.output().includes(CREATED_ADMIN));
      expect(created).toHaveLength(1);

      const counts = await onPostgres(async (client) => {
        const count = async (query: string) =>
          Number((await client.query<{ count: string }>(query)).rows[0]?.count);
        return {
          migrations: await count(`select count(*) as count from "${schema}".kysely_migration`),
          distinctMigrations: await count(
            `select count(distinct name) as count from "${schema}".kysely_migration`,
          ),
          blogs: await count(`select count(*) as count from "${schema}".blogs`),
          staff: await count(`select count(*) as count from "${schema}".staff_users`),
        };
      });
      expect(counts).toEqual({
        migrations: Object.keys(migrations).length,
        distinctMigrations: Object.keys(migrations).length,
        blogs: BLOG_POSTS.length,
        staff: 1,
      });
    }, 90_000);

    it("makes a starting instance say it waits, and prepare only once the other is done", async () => {
      const database = await openPostgresSchema();
      const holder = new pg.Client({ connectionString: POSTGRES_URL });
      await holder.connect();
      try {
        await holder.query("select pg_advisory_lock($1::bigint)", [STARTUP_LOCK_KEY]);
        const steps: string[] = [];
        const starting = withStartupLock(
          database.db,
          "postgres",
          async () => {
            steps.push("prepared");
            return "ready";
          },
          () => steps.push("waiting"),
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(steps).toEqual(["waiting"]);
        await holder.query("select pg_advisory_unlock($1::bigint)", [STARTUP_LOCK_KEY]);
        expect(await starting).toBe("ready");
        expect(steps).toEqual(["waiting", "prepared"]);
        // Released after the run: another instance takes it at once.
        const { rows } = await holder.query<{ locked: boolean }>(
          "select pg_try_advisory_lock($1::bigint) as locked",
          [STARTUP_LOCK_KEY],
        );
        expect(rows[0]?.locked).toBe(true);
      } finally {
        await holder.end();
        await database.dispose();
      }
    });
  },
);
