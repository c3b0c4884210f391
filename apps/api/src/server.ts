import type { Kysely } from "kysely";
import { buildApp } from "./app";
import { backgroundTasks } from "./background-tasks";
import { type AppConfig, ConfigError, loadConfig } from "./config";
import { createDatabase } from "./infrastructure/database/create-database";
import { migrateToLatest } from "./infrastructure/database/migrate";
import type { Database } from "./infrastructure/database/schema";
import { withStartupLock } from "./infrastructure/database/startup-lock";
import { taskLogOf } from "./infrastructure/periodic-task";
import { seedDatabase } from "./seed-database";
import { ensureFirstAdmin } from "./staff/auth/ensure-first-admin";

// Longer than any request should take; a stuck connection must not keep a stopping server alive.
const SHUTDOWN_TIMEOUT_MS = 10_000;
const IDLE_SWEEP_MS = 100;
const STARTUP_WAIT_MESSAGE =
  "Waiting for another instance to finish preparing the database (migrations, seed)";

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * Migrate, seed and create the first staff user, one instance at a time: instances of a deploy
 * starting together on one PostgreSQL would otherwise both seed the empty tables.
 */
async function prepareDatabase(db: Kysely<Database>, config: AppConfig): Promise<void> {
  const { dialect } = config.database;
  const prepare = async () => {
    await migrateToLatest(db, dialect);
    await seedDatabase(db);
    if (await ensureFirstAdmin(db, { email: config.adminEmail, password: config.adminPassword })) {
      console.info(`Created the first staff user ${config.adminEmail}`);
    }
  };
  await withStartupLock(db, dialect, prepare, () => console.info(STARTUP_WAIT_MESSAGE));
}

/**
 * Open, migrate and seed the database, create the first staff user, then listen and start
 * the background tasks (background-tasks.ts); any failure here ends the process with 1.
 */
async function start(config: AppConfig) {
  let db: Kysely<Database> | undefined;
  try {
    db = await createDatabase(config.database);
    await prepareDatabase(db, config);
    const app = await buildApp({ config, db });
    await app.listen({ host: config.host, port: config.port });
    const tasks = backgroundTasks(config, db, taskLogOf(app));
    for (const task of tasks) task.start();
    return { app, db, tasks };
  } catch (error) {
    console.error("Server failed to start:", error);
    await db?.destroy();
    process.exit(1);
  }
}

const { app, db, tasks } = await start(readConfig());

let stopping = false;

/** Stop accepting connections, let requests in flight finish, then release the database. */
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    app.log.warn({ signal }, "second signal during shutdown: exiting now");
    process.exit(1);
  }
  stopping = true;
  app.log.info({ signal }, "shutting down");
  const timeout = setTimeout(() => {
    app.log.error("shutdown timed out: exiting with requests still open");
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  timeout.unref();

  try {
    // Node closes the connections idle when the close begins; a keep-alive connection whose
    // request was still being answered would otherwise hold the close open until it times out.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    await app.close().finally(() => clearInterval(closeIdle));
    for (const task of tasks) await task.stop();
    await db.destroy();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}

process.on("SIGTERM", (signal) => void shutdown(signal));
process.on("SIGINT", (signal) => void shutdown(signal));
