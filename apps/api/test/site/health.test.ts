import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type TestDatabase, testDatabases } from "../helpers/databases";
import { createTestApp } from "../helpers/test-app";

describe.each(testDatabases)("GET /healthz on $name", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeEach(async () => {
    database = await kind.open();
    app = await createTestApp(database);
  });

  afterEach(async () => {
    await app.close();
    await database.dispose();
  });

  it("answers 200 while the database works", async () => {
    const response = await app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("answers 503 once the database is gone", async () => {
    await database.db.destroy();
    const response = await app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: "unavailable", message: "Database unavailable" });
  });
});
