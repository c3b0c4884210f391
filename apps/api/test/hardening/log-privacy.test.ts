import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { openMigratedDatabase, type TestDatabase, testDatabases } from "../helpers/databases";
import { basicAuth, closeTestApp } from "../helpers/test-app";

// The privacy erase deletes a visitor's rows; it cannot reach the server's log. So the request
// log must never hold the e-mail addresses and IPs visitors send in a path or a query string.

const authorization = basicAuth();

describe.each(testDatabases)("the request log on $name", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await openMigratedDatabase(kind);
    const config = loadConfig({ LOG_LEVEL: "info" });
    app = await buildApp({
      config: { ...config, database: database.settings },
      db: database.db,
      logStream: { write: (line: string) => logLines.push(line) },
    });
  });

  afterAll(() => closeTestApp({ app, database }));

  const get = (url: string) => app.inject({ url, headers: { authorization } });

  it("logs the e-mail check's route, never the address and IP in its path", async () => {
    logLines.length = 0;
    expect(
      (await get("/api/checksuspectemail/asha.rao%40raolabs.in/203.0.113.77")).statusCode,
    ).toBe(200);
    expect(
      (await get("/api/checksuspectemail/meera.iyer@example.in/198.51.100.23")).statusCode,
    ).toBe(200);
    // A suspect address is logged with its reason.
    expect((await get("/api/checksuspectemail/kiran@mailinator.com/192.0.2.44")).statusCode).toBe(
      301,
    );
    const log = logLines.join("");
    const personalData = ["asha.rao", "raolabs", "203.0.113.77", "meera.iyer", "198.51.100.23"];
    for (const personal of [...personalData, "kiran", "192.0.2.44"]) {
      expect(log).not.toContain(personal);
    }
    expect(log).toContain('"url":"/api/checksuspectemail/:email/:ip"');
    expect(log).toContain("e-mail check: suspect");
  });

  it("logs no query string, nor an address in a path no route claims", async () => {
    logLines.length = 0;
    await get("/kf-blog?email=ravi.kumar@example.in");
    await get("/api/getemployee/9810012345?ref=ravi.kumar%40example.in");
    await get("/unsubscribe/priya.nair@example.in");
    await get("/api/checksuspectemail/sunil.rao%c0@example.in/203.0.113.9");
    const log = logLines.join("");
    for (const personal of ["ravi.kumar", "priya.nair", "sunil.rao", "203.0.113.9"]) {
      expect(log).not.toContain(personal);
    }
    expect(log).toContain('"url":"/kf-blog?');
    expect(log).toContain('"url":"/api/getemployee/9810012345?');
  });
});
