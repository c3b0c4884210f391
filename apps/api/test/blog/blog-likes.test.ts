import type { BlogDetailResponse } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { createLikeVisitorCleanup } from "../../src/blog/like-visitor-cleanup";
import { loadConfig } from "../../src/config";
import { migrateToLatest } from "../../src/infrastructure/database/migrate";
import { seedDatabase } from "../../src/seed-database";
import { type TestDatabase, testDatabases } from "../helpers/databases";
import { basicAuth, closeTestApp } from "../helpers/test-app";

const authorization = basicAuth();
const ARTICLE = "agentic-ai-in-operations";
const OTHER_ARTICLE = "saas-tech-health-check";
const VISITOR = {
  ip: "203.0.113.45",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) LikeBot/1.0",
};
const silentLog = { info() {}, warn() {} };

describe.each(testDatabases)("blog likes, one per visitor and day, on $name", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  // The server's clock; a test moves it on.
  let clock: Date;

  beforeEach(async () => {
    clock = new Date("2026-03-10T09:00:00.000Z");
    database = await kind.open();
    const config = loadConfig({
      LOG_LEVEL: "silent",
      RATE_LIMIT_WRITES_PER_MIN: "100000",
    });
    await migrateToLatest(database.db, database.dialect);
    app = await buildApp({
      config: { ...config, database: database.settings },
      db: database.db,
      now: () => clock,
    });
    await seedDatabase(database.db);
  });

  afterEach(() => closeTestApp({ app, database }));

  const like = (
    visitor: { ip: string; userAgent: string } = VISITOR,
    blogid: string | number = ARTICLE,
  ) =>
    app.inject({
      method: "POST",
      url: "/api/UpdateBlogLikes",
      payload: { blogid, like: true },
      remoteAddress: visitor.ip,
      headers: { authorization, "user-agent": visitor.userAgent },
    });

  const likes = async (blogid = ARTICLE) =>
    (
      await app.inject({ url: `/api/getablog/${blogid}`, headers: { authorization } })
    ).json<BlogDetailResponse>().blog.likes;

  it("counts 30 likes a minute from one client as one, answering each as a success", async () => {
    const before = await likes();
    for (let index = 0; index < 30; index += 1) {
      const response = await like();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe("OK");
      clock = new Date(clock.getTime() + 2000);
    }
    expect(await likes()).toBe(before + 1);
  });

  it("counts one like when one client sends many at once", async () => {
    const before = await likes();
    const answers = await Promise.all(Array.from({ length: 20 }, () => like()));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(await likes()).toBe(before + 1);
  });

  it("counts another address and another browser as other visitors", async () => {
    const before = await likes();
    await like();
    await like({ ...VISITOR, ip: "198.51.100.7" });
    await like({ ...VISITOR, userAgent: "Mozilla/5.0 (iPhone) Safari/605.1" });
    await like({ ...VISITOR, ip: "2001:db8::45" });
    expect(await likes()).toBe(before + 4);
  });

  it("counts the same visitor once on each article", async () => {
    const before = [await likes(ARTICLE), await likes(OTHER_ARTICLE)];
    await like(VISITOR, ARTICLE);
    await like(VISITOR, OTHER_ARTICLE);
    await like(VISITOR, OTHER_ARTICLE);
    // The numeric id names the same article as its slug.
    const { id } = await database.db
      .selectFrom("blogs")
      .select("id")
      .where("slug", "=", ARTICLE)
      .executeTakeFirstOrThrow();
    await like(VISITOR, id);
    expect([await likes(ARTICLE), await likes(OTHER_ARTICLE)]).toEqual([
      (before[0] ?? 0) + 1,
      (before[1] ?? 0) + 1,
    ]);
  });

  it("counts the same visitor again on the next day", async () => {
    const before = await likes();
    await like();
    clock = new Date("2026-03-10T23:59:59.000Z");
    await like();
    clock = new Date("2026-03-11T00:00:01.000Z");
    await like();
    await like();
    expect(await likes()).toBe(before + 2);
  });

  it("stores neither the address nor the browser, and cannot link a visitor's days", async () => {
    const ipv6 = { ...VISITOR, ip: "2001:db8::45" };
    await like();
    await like(ipv6);
    clock = new Date("2026-03-11T08:00:00.000Z");
    await like();

    const rows = await database.db.selectFrom("blog_like_visitors").selectAll().execute();
    expect(rows).toHaveLength(3);
    const stored = JSON.stringify(rows);
    for (const secret of [VISITOR.ip, ipv6.ip, VISITOR.userAgent, "LikeBot"]) {
      expect(stored).not.toContain(secret);
    }
    // Nothing else the likes keep holds them either.
    const everything = JSON.stringify([
      await database.db.selectFrom("blog_like_salts").selectAll().execute(),
      await database.db.selectFrom("app_meta").selectAll().execute(),
    ]);
    expect(everything).not.toContain(VISITOR.ip);
    expect(everything).not.toContain("LikeBot");

    const [first, second, nextDay] = rows
      .sort((a, b) => a.day.localeCompare(b.day))
      .map((row) => row.visitor_hash);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set([first, second, nextDay]).size).toBe(3);
  });

  it("deletes what it kept to count likes once the day before yesterday is over", async () => {
    await like();
    clock = new Date("2026-03-11T08:00:00.000Z");
    await like();
    clock = new Date("2026-03-12T08:00:00.000Z");
    await like();

    const cleanup = createLikeVisitorCleanup({ db: database.db, log: silentLog, now: () => clock });
    await cleanup.run();
    const days = await database.db
      .selectFrom("blog_like_visitors")
      .select("day")
      .orderBy("day")
      .execute();
    expect(days.map((row) => row.day)).toEqual(["2026-03-11", "2026-03-12"]);
    // Only today's salt is left: yesterday's hashes can no longer be recomputed from an address.
    const salts = await database.db.selectFrom("blog_like_salts").select("day").execute();
    expect(salts.map((row) => row.day)).toEqual(["2026-03-12"]);

    // Still counted once today.
    const before = await likes();
    await like();
    expect(await likes()).toBe(before);
  });

  it("refuses an unknown article with a 404 and keeps nothing", async () => {
    const response = await like(VISITOR, "no-such-article");
    expect(response.statusCode).toBe(404);
    const { count } = await database.db
      .selectFrom("blog_like_visitors")
      .select(sql<number>`count(*)`.as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
  });
});
