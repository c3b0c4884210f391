import { randomInt } from "node:crypto";
import { BLOG_POSTS } from "@site/content/blog-posts";
import { API_CALLS, fillPath } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { seedDatabase } from "../../src/seed-database";
import { testDatabases } from "../helpers/databases";
import { basicAuth, useTestApps } from "../helpers/test-app";
import { countRows, post, SAVE_CALLS, validPayloads } from "../leads/lead-fixtures";
import { REDIS_URL, withRedis } from "./redis";
import { startTcpProxy } from "./tcp-proxy";

const TOO_MANY = { message: "Too many requests. Please wait a minute and try again." };
const openBlog = BLOG_POSTS.find((post) => !post.commentsClosed);
if (openBlog === undefined) throw new Error("The seed needs an article that takes comments");

/** An address no earlier run used: counts kept in Redis outlive a test by a minute. */
const freshVisitor = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.each(testDatabases)("abuse limits on $name", (kind) => {
  const { database, start } = useTestApps(kind);

  const checkEmail = (app: FastifyInstance, remoteAddress: string, email = "asha@raolabs.in") =>
    app.inject({
      url: fillPath(API_CALLS.checkSuspectEmail.path, { email, ip: "203.0.113.7" }),
      remoteAddress,
      headers: { authorization: basicAuth() },
    });

  it("never stops a visitor who fills in every form of the site, with the default limits", async () => {
    // The production settings: 30 writes a minute.
    const app = await start();
    await seedDatabase(database.db);
    const statuses: number[] = [];
    for (const call of SAVE_CALLS) {
      // Each form checks the address first; the visitor mistypes it once on every form.
      statuses.push((await checkEmail(app, "127.0.0.1", "asha@raolabs")).statusCode);
      statuses.push((await checkEmail(app, "127.0.0.1")).statusCode);
      statuses.push((await post(app, call, validPayloads[call])).statusCode);
    }
    const blogCall = (path: string, payload: object) =>
      app.inject({ method: "POST", url: path, payload, headers: { authorization: basicAuth() } });
    statuses.push(
      (await blogCall(API_CALLS.updateBlogLikes.path, { blogid: openBlog.id, like: true }))
        .statusCode,
      (
        await blogCall(API_CALLS.updateBlogComments.path, {
          blogid: openBlog.id,
          comment: "Useful.",
        })
      ).statusCode,
    );
    expect(statuses).not.toContain(429);
    expect(await countRows(database.db, "leads")).toBe(SAVE_CALLS.length);
  });

  it.skipIf(!withRedis)("shares the e-mail check budget between instances", async () => {
    const env = { REDIS_URL, RATE_LIMIT_WRITES_PER_MIN: "2" };
    const first = await start(env);
    const second = await start(env);
    const visitor = freshVisitor();
    // The check's budget is four times the write budget: 8 a minute, wherever they land.
    for (let check = 0; check < 8; check += 1) {
      const app = check % 2 === 0 ? first : second;
      expect((await checkEmail(app, visitor)).statusCode).toBe(200);
    }
    const refused = await checkEmail(second, visitor);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(refused.headers["retry-after"]).toBeDefined();
    // Another visitor is not affected.
    expect((await checkEmail(first, freshVisitor())).statusCode).toBe(200);
  });

  it.skipIf(!withRedis)(
    "keeps saving leads while Redis is unreachable, still limited in this process",
    async () => {
      const redis = new URL(REDIS_URL);
      const proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
      try {
        const app = await start({
          REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
          RATE_LIMIT_WRITES_PER_MIN: "2",
        });
        await proxy.cut();
        // Neither the rate limit nor the hourly lead count can ask Redis: both count in memory.
        const visitor = freshVisitor();
        const statuses: number[] = [];
        for (const call of ["SaveLead", "SaveFeedback", "SavePartner"] as const) {
          const response = await post(app, call, validPayloads[call], { remoteAddress: visitor });
          statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([200, 200, 429]);
        expect(await countRows(database.db, "leads")).toBe(2);
      } finally {
        await proxy.close();
      }
    },
  );
});
