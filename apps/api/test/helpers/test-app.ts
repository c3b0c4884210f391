import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { migrateToLatest } from "../../src/infrastructure/database/migrate";
import { type DatabaseKind, openMigratedDatabase, type TestDatabase } from "./databases";

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

/** A fresh database of one kind and the app on it, opened together and closed together. */
export interface TestApp {
  database: TestDatabase;
  app: FastifyInstance;
}

/** Opens a fresh database of this kind and builds the app on it, as `createTestApp` does. */
export async function openTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: { now?: () => Date } = {},
): Promise<TestApp> {
  const database = await kind.open();
  const app = await createTestApp(database, env, options);
  return { database, app };
}

/** Closes the app before removing its database, so no request is left on a closed pool. */
export async function closeTestApp({ app, database }: TestApp): Promise<void> {
  await app.close();
  await database.dispose();
}

/**
 * Opens a fresh database and the app on it before the suite (or before each test, with
 * `per: "test"`) and closes both after. The `database` and `app` returned stand for whichever
 * are open at the time, so tests and hooks use them as plain values.
 */
export function useTestApp(
  kind: DatabaseKind,
  {
    per = "suite",
    env = {},
    ...appOptions
  }: {
    per?: "suite" | "test";
    /** The variables, or a function answering them when the app opens (e.g. a web root's path). */
    env?: Record<string, string> | (() => Record<string, string>);
    now?: () => Date;
  } = {},
): TestApp {
  let opened: TestApp | undefined;
  const [open, close] = per === "suite" ? [beforeAll, afterAll] : [beforeEach, afterEach];
  open(async () => {
    opened = await openTestApp(kind, typeof env === "function" ? env() : env, appOptions);
  });
  close(async () => {
    if (opened !== undefined) await closeTestApp(opened);
    opened = undefined;
  });
  const current = (): TestApp => {
    if (opened === undefined) throw new Error("The test app is open only inside tests and hooks");
    return opened;
  };
  return {
    database: forwardTo(() => current().database),
    app: forwardTo(() => current().app),
  };
}

/**
 * A fresh database before each test (or before the suite, with `per: "suite"`), removed after:
 * empty, or with every migration applied if `migrated`. The `database` returned stands for
 * whichever is open at the time.
 */
export function useTestDatabase(
  kind: DatabaseKind,
  { per = "test", migrated = false }: { per?: "suite" | "test"; migrated?: boolean } = {},
): TestDatabase {
  let opened: TestDatabase | undefined;
  const [open, close] = per === "suite" ? [beforeAll, afterAll] : [beforeEach, afterEach];
  open(async () => {
    opened = migrated ? await openMigratedDatabase(kind) : await kind.open();
  });
  close(async () => {
    await opened?.dispose();
    opened = undefined;
  });
  return forwardTo(() => {
    if (opened === undefined) throw new Error("The test database is open only inside tests");
    return opened;
  });
}

/**
 * A fresh database before each test, and `start` to build apps on it: several may share it, as
 * server instances do. The apps and the database are closed after the test.
 */
export function useTestApps(
  kind: DatabaseKind,
  baseEnv: Record<string, string> = {},
): { database: TestDatabase; start(env?: Record<string, string>): Promise<FastifyInstance> } {
  let opened: TestDatabase | undefined;
  const apps: FastifyInstance[] = [];
  const current = (): TestDatabase => {
    if (opened === undefined) throw new Error("The test database is open only inside tests");
    return opened;
  };
  beforeEach(async () => {
    opened = await kind.open();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await opened?.dispose();
    opened = undefined;
  });
  return {
    database: forwardTo(current),
    async start(env = {}) {
      const app = await createTestApp(current(), { ...baseEnv, ...env });
      apps.push(app);
      return app;
    },
  };
}

/** An object that reads every property from `target()`, with its methods bound to it. */
function forwardTo<T extends object>(target: () => T): T {
  return new Proxy({} as T, {
    get(_, key) {
      const value: unknown = Reflect.get(target(), key);
      return typeof value === "function" ? value.bind(target()) : value;
    },
    has: (_, key) => Reflect.has(target(), key),
  });
}

export function basicAuth(user = BASIC_USER, password = BASIC_PASSWORD): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
}

/** Posts `body` exactly as given, labelled `contentType`, as a caller with the site's password. */
export function postRawBody(
  app: FastifyInstance,
  url: string,
  body: string,
  contentType: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url,
    payload: body,
    headers: { authorization: basicAuth(), "content-type": contentType },
  });
}

/** Checks that `url` refuses a cut-off JSON body with a 400 and a plain-text one with a 415. */
export async function expectJsonBodiesOnly(
  app: FastifyInstance,
  url: string,
  bodies: { brokenJson: string; text: string },
): Promise<void> {
  const broken = await postRawBody(app, url, bodies.brokenJson, "application/json");
  expect(broken.statusCode).toBe(400);
  expect(broken.json()).toEqual({ message: "Request body is not valid JSON" });

  const plain = await postRawBody(app, url, bodies.text, "text/plain");
  expect(plain.statusCode).toBe(415);
  expect(plain.json()).toEqual({ message: "Unsupported content type" });
}
