import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { REDIS_URL, withRedis } from "../hardening/redis";
import { testDatabases } from "../helpers/databases";
import { basicAuth, useTestApps } from "../helpers/test-app";
import { countRows, post, validPayloads } from "../leads/lead-fixtures";

const LIMIT = 3;
const TOO_MANY = { message: "Too many requests. Please wait a minute and try again." };
function checkEmail(app: FastifyInstance, remoteAddress: string) {
  return app.inject({
    url: "/api/checksuspectemail/asha%40raolabs.in/203.0.113.7",
    remoteAddress,
    headers: { authorization: basicAuth() },
  });
}

describe.each(testDatabases)("per-IP rate limits on $name", (kind) => {
  const { database, start } = useTestApps(kind, {
    RATE_LIMIT_WRITES_PER_MIN: String(LIMIT),
    SUSPECT_MAX_PER_HOUR: "1000",
  });

  it("shares one write budget between every save call and answers 429 past it", async () => {
    const app = await start();
    const calls = ["SaveLead", "SaveFeedback", "SaveEstimate"] as const;
    for (const call of calls) {
      const saved = await post(app, call, validPayloads[call]);
      expect(saved.statusCode).toBe(200);
      expect(saved.headers["x-ratelimit-remaining"]).toBeUndefined();
    }
    const refused = await post(app, "SavePartner", validPayloads.SavePartner);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    const resetInSeconds = Number(refused.headers["retry-after"]);
    expect(resetInSeconds).toBeGreaterThanOrEqual(1);
    expect(resetInSeconds).toBeLessThanOrEqual(60);
    expect(refused.headers["x-ratelimit-limit"]).toBe(String(LIMIT));
    expect(refused.headers["x-ratelimit-remaining"]).toBe("0");
    expect(refused.headers["x-ratelimit-reset"]).toBe(String(resetInSeconds));
    expect(await countRows(database.db, "leads")).toBe(LIMIT);

    // Another visitor keeps a budget of their own.
    const other = await post(app, "SavePartner", validPayloads.SavePartner, {
      remoteAddress: "198.51.100.9",
    });
    expect(other.statusCode).toBe(200);
  });

  it("lets the saves of a burst through up to the budget, and refuses only the rest", async () => {
    const app = await start();
    expect((await post(app, "SaveLead", validPayloads.SaveLead)).statusCode).toBe(200);
    const burst = await Promise.all(
      ["SaveFeedback", "SaveEstimate", "SavePartner", "SaveLead"].map((call) =>
        post(app, call, validPayloads[call as keyof typeof validPayloads]),
      ),
    );
    expect(burst.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429, 429]);
    expect(await countRows(database.db, "leads")).toBe(LIMIT);
  });

  it("counts invalid saves too", async () => {
    const app = await start();
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      expect((await post(app, "SaveLead", {})).statusCode).toBe(400);
    }
    expect((await post(app, "SaveLead", validPayloads.SaveLead)).statusCode).toBe(429);
  });

  it("gives the e-mail check its own budget, four times the write budget", async () => {
    const app = await start();
    for (let save = 0; save <= LIMIT; save += 1)
      await post(app, "SaveLead", validPayloads.SaveLead);
    for (let check = 0; check < 4 * LIMIT; check += 1) {
      expect((await checkEmail(app, "127.0.0.1")).statusCode).toBe(200);
    }
    const refused = await checkEmail(app, "127.0.0.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
  });

  it("does not count callers without the API credentials", async () => {
    const app = await start();
    for (let attempt = 0; attempt < 2 * LIMIT; attempt += 1) {
      const response = await post(app, "SaveLead", validPayloads.SaveLead, { authorization: null });
      expect(response.statusCode).toBe(401);
    }
    expect((await post(app, "SaveLead", validPayloads.SaveLead)).statusCode).toBe(200);
  });

  it("limits each forwarded client separately behind a trusted proxy", async () => {
    const app = await start({ TRUST_PROXY: "true" });
    const from = (client: string) =>
      post(app, "SaveFeedback", validPayloads.SaveFeedback, {
        headers: { "x-forwarded-for": client },
      });
    for (let save = 0; save < LIMIT; save += 1) {
      expect((await from("203.0.113.50")).statusCode).toBe(200);
    }
    expect((await from("203.0.113.50")).statusCode).toBe(429);
    expect((await from("203.0.113.51")).statusCode).toBe(200);

    const rows = await database.db.selectFrom("leads").select("client_ip").execute();
    expect(rows.map((row) => row.client_ip).sort()).toEqual([
      "203.0.113.50",
      "203.0.113.50",
      "203.0.113.50",
      "203.0.113.51",
    ]);
  });

  it.skipIf(!withRedis)("shares the counts between instances through Redis", async () => {
    const first = await start({ REDIS_URL });
    const second = await start({ REDIS_URL });
    // A fresh address per run: counts in Redis outlive the test for up to a minute.
    const visitor = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const save = (app: FastifyInstance) =>
      post(app, "SaveLead", validPayloads.SaveLead, { remoteAddress: visitor });

    expect((await save(first)).statusCode).toBe(200);
    expect((await save(second)).statusCode).toBe(200);
    expect((await save(first)).statusCode).toBe(200);
    const refused = await save(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
  });

  it.skipIf(!withRedis)(
    "counts a sender's leads of the hour across instances through Redis",
    async () => {
      const env = { REDIS_URL, RATE_LIMIT_WRITES_PER_MIN: "1000", SUSPECT_MAX_PER_HOUR: "2" };
      const first = await start(env);
      const second = await start(env);
      const visitor = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      const save = (app: FastifyInstance, lead: number) =>
        post(
          app,
          "SaveLead",
          { ...validPayloads.SaveLead, email: `lead${lead}@raolabs.in` },
          { remoteAddress: visitor },
        );

      expect((await save(first, 1)).statusCode).toBe(200);
      expect((await save(second, 2)).statusCode).toBe(200);
      expect((await checkEmail(first, visitor)).statusCode).toBe(301);
      expect((await save(first, 3)).statusCode).toBe(422);
      expect(await countRows(database.db, "leads")).toBe(2);
    },
  );
});
