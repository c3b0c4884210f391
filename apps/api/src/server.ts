import type { Kysely } from "kysely";
import { buildApp } from "./app";
import { createLikeVisitorCleanup } from "./blog/like-visitor-cleanup";
import { type AppConfig, ConfigError, loadConfig } from "./config";
import { createDatabase } from "./infrastructure/database/create-database";
import { migrateToLatest } from "./infrastructure/database/migrate";
import type { Database } from "./infrastructure/database/schema";
import { createLeadWorkJobs } from "./leads/assignment/lead-work-jobs";
import { createLeadSearchIndexer } from "./leads/search/lead-search-index";
import { createNotifier } from "./notifications/create-notifier";
import { createRetentionJob } from "./privacy/retention-job";
import { seedDatabase } from "./seed-database";
import { ensureFirstAdmin } from "./staff/auth/ensure-first-admin";

// Longer than any request should take; a stuck connection must not keep a stopping server alive.
const SHUTDOWN_TIMEOUT_MS = 10_000;
const IDLE_SWEEP_MS = 100;

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
 * Open, migrate and seed the database, create the first staff user, then listen and start
 * delivering lead notifications and deleting expired leads; any failure here ends the process with 1.
 */
async function start(config: AppConfig) {
  let db: Kysely<Database> | undefined;
  try {
    db = await createDatabase(config.database);
    await migrateToLatest(db, config.database.dialect);
    await seedDatabase(db);
    if (await ensureFirstAdmin(db, { email: config.adminEmail, password: config.adminPassword })) {
      console.info(`Created the first staff user ${config.adminEmail}`);
    }
    const app = await buildApp({ config, db });
    await app.listen({ host: config.host, port: config.port });
    const notifier = createNotifier(config, db, app.log);
    notifier.start();
    const leadWork = createLeadWorkJobs(config, db, app.log);
    leadWork.start();
    // The inbox search's index is written in the background, never while a lead is saved.
    const searchIndexer = createLeadSearchIndexer({
      db,
      dialect: config.database.dialect,
      log: app.log,
    });
    searchIndexer.start();
    const retention = createRetentionJob({ db, retentionDays: config.retentionDays, log: app.log });
    retention.start();
    const likeCleanup = createLikeVisitorCleanup({ db, log: app.log });
    likeCleanup.start();
    return { app, db, notifier, leadWork, searchIndexer, retention, likeCleanup };
  } catch (error) {
    console.error("Server failed to start:", error);
    await db?.destroy();
    process.exit(1);
  }
}

const { app, db, notifier, leadWork, searchIndexer, retention, likeCleanup } = await start(
  readConfig(),
);

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
    // After the app: leads saved while it closed are in the outbox for the next start.
    await notifier.stop();
    await leadWork.stop();
    await searchIndexer.stop();
    await retention.stop();
    await likeCleanup.stop();
    await db.destroy();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}

process.on("SIGTERM", (signal) => void shutdown(signal));
process.on("SIGINT", (signal) => void shutdown(signal));
