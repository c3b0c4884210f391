import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { migrateToLatest } from "../../src/infrastructure/database/migrate";
import type { TestDatabase } from "./databases";

export const BASIC_USER = "site";
export const BASIC_PASSWORD = "site-dev-password";

/** The real app on a migrated test database, configured as from these environment variables. */
export async function createTestApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: { now?: () => Date } = {},
): Promise<FastifyInstance> {
  // Suites send the same fixture many times on purpose, from one address; the suspect e-mail
  // check's own tests set its limit.
  const config = loadConfig({
    LOG_LEVEL: "silent",
    SUSPECT_MAX_PER_HOUR: "100000",
    ...env,
  });
  await migrateToLatest(database.db, database.dialect);
  return buildApp({
    config: { ...config, database: database.settings },
    db: database.db,
    ...options,
  });
}

export function basicAuth(user = BASIC_USER, password = BASIC_PASSWORD): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
}
