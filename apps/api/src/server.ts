import type { Kysely } from "kysely";
import { buildApp } from "./app";
import { type AppConfig, ConfigError, loadConfig } from "./config";
import { createDatabase } from "./db/create-database";
import { migrateToLatest } from "./db/migrate";
import type { Database } from "./db/schema";

// Longer than any request should take; a stuck connection must not keep a stopping server alive.
const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Open and migrate the database, then listen; any failure here ends the process with 1. */
async function start(config: AppConfig) {
  let db: Kysely<Database> | undefined;
  try {
    db = await createDatabase(config.database);
    await migrateToLatest(db, config.database.dialect);
    const app = await buildApp({ config, db });
    await app.listen({ host: config.host, port: config.port });
    return { app, db };
  } catch (error) {
    console.error("Server failed to start:", error);
    await db?.destroy();
    process.exit(1);
  }
}

const { app, db } = await start(readConfig());

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
    await app.close();
    await db.destroy();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}

process.on("SIGTERM", (signal) => void shutdown(signal));
process.on("SIGINT", (signal) => void shutdown(signal));
