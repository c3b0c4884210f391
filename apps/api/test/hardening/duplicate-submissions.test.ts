import { randomBytes } from "node:crypto";
import { API_CALLS, type CandidatePayload } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BLOG_POSTS } from "../../src/content/blog-posts";
import { seedDatabase } from "../../src/db/seed";
import { type TestDatabase, testDatabases } from "../helpers/databases";
import { basicAuth, createTestApp } from "../helpers/test-app";
import { countRows, post, SAVE_CALLS, validPayloads } from "../leads/lead-fixtures";
import { REDIS_URL, withRedis } from "./redis";

const candidate: CandidatePayload = {
  fullname: "Priya Nair",
  emailid: "priya.nair@example.in",
  phoneno: "+919810012345",
  totexp: 3.5,
  jobappl: "Full Stack Developer",
  canddet: "Five years of React and Node.",
  ipadd: "203.0.113.5",
};

const openBlog = BLOG_POSTS.find((post) => !post.commentsClosed);
if (openBlog === undefined) throw new Error("The seed needs an article that takes comments");

/** An address no earlier run used: claims kept in Redis outlive a test by the window. */
const freshEmail = () => `asha.${randomBytes(6).toString("hex")}@raolabs.in`;

describe.each(testDatabases)("duplicate submissions on $name", (kind) => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];

  async function start(env: Record<string, string> = {}) {
    const app = await createTestApp(database, {
      RATE_LIMIT_WRITES_PER_MIN: "100000",
      DUPLICATE_WINDOW_SECONDS: "60",
      ...env,
    });
    apps.push(app);
    return app;
  }

  beforeEach(async () => {
    database = await kind.open();
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await database.dispose();
  });

  const leads = () => countRows(database.db, "leads");

  it.each(SAVE_CALLS)("%s: the same payload twice answers twice and stores once", async (call) => {
    // A webhook channel, so each lead queues one notification (nothing here delivers it).
    const app = await start({ WEBHOOK_URL: "http://127.0.0.1:9/leads", WEBHOOK_SECRET: "secret" });
    const first = await post(app, call, validPayloads[call]);
    const second = await post(app, call, validPayloads[call]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(await leads()).toBe(1);
    // Its notification is queued once too.
    expect(await countRows(database.db, "outbox")).toBe(1);
  });

  it("answers a repeated application with the first candidate's id, for the resume upload", async () => {
    const app = await start();
    const first = await post(app, "SaveCandidate", candidate);
    const second = await post(app, "SaveCandidate", candidate);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toBe(first.json());
    expect(await leads()).toBe(1);
  });

  it("stores a form typed again, with other spacing, letter case or key order, as a new lead", async () => {
    const app = await start();
    const { name, email, ...rest } = validPayloads.SaveFeedback;
    await post(app, "SaveFeedback", { name, email, ...rest });
    const retyped = await post(app, "SaveFeedback", { ...rest, email, name: `${name} ` });
    const reordered = await post(app, "SaveFeedback", { ...rest, email, name });
    expect(retyped.statusCode).toBe(200);
    expect(reordered.statusCode).toBe(200);
    expect(await leads()).toBe(3);
    // The same bytes once more are a repeat of the first.
    await post(app, "SaveFeedback", { name, email, ...rest });
    expect(await leads()).toBe(3);
  });

  it("keeps refusing a body that is not JSON, with Fastify's own messages", async () => {
    const app = await start();
    const send = (payload: string) =>
      app.inject({
        method: "POST",
        url: API_CALLS.saveLead.path,
        payload,
        headers: { authorization: basicAuth(), "content-type": "application/json" },
      });
    const broken = await send('{"name": ');
    const empty = await send("");
    const poisoned = await send('{"__proto__": {"admin": true}}');
    expect([broken.statusCode, empty.statusCode, poisoned.statusCode]).toEqual([400, 400, 400]);
    expect(broken.json().message).toMatch(/JSON/);
    expect(empty.json().message).toMatch(/empty/i);
    expect(await leads()).toBe(0);
  });

  it("stores a different address, message, call or visitor as a new lead", async () => {
    const app = await start();
    const lead = validPayloads.SaveFeedback;
    await post(app, "SaveFeedback", lead);
    await post(app, "SaveFeedback", { ...lead, email: "ravi@raolabs.in" });
    await post(app, "SaveFeedback", { ...lead, request: "And a patient portal, please." });
    await post(app, "SaveFeedback", lead, { remoteAddress: "198.51.100.20" });
    await post(app, "SaveLead", validPayloads.SaveLead);
    expect(await leads()).toBe(5);
  });

  it("collapses identical submissions that arrive at once into one lead", async () => {
    const app = await start();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(app, "SaveLead", validPayloads.SaveLead)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set(['"OK"']));
    expect(await leads()).toBe(1);
  });

  it("stores the same payload again once the window has passed", async () => {
    const app = await start({ DUPLICATE_WINDOW_SECONDS: "2" });
    await post(app, "SaveLead", validPayloads.SaveLead);
    await post(app, "SaveLead", validPayloads.SaveLead);
    expect(await leads()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await post(app, "SaveLead", validPayloads.SaveLead);
    expect(await leads()).toBe(2);
  });

  it("lets the retry of a save that failed through, and stores it once", async () => {
    const app = await start();
    await refuseLeadInserts(database);
    const failed = await post(app, "SaveLead", validPayloads.SaveLead);
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(await leads()).toBe(0);

    await allowLeadInserts(database);
    const retried = await post(app, "SaveLead", validPayloads.SaveLead);
    expect(retried.statusCode).toBe(200);
    expect(await post(app, "SaveLead", validPayloads.SaveLead)).toMatchObject({ statusCode: 200 });
    expect(await leads()).toBe(1);
  });

  it("does not hold back a payload the call refused", async () => {
    const app = await start();
    const invalid = { ...validPayloads.SaveLead, email: "not-an-address" };
    expect((await post(app, "SaveLead", invalid)).statusCode).toBe(400);
    expect((await post(app, "SaveLead", invalid)).statusCode).toBe(400);
  });

  it("keeps one of two identical blog comments", async () => {
    const app = await start();
    await seedDatabase(database.db);
    const comment = { blogid: openBlog.id, comment: "Clear and practical, thank you." };
    const send = () =>
      app.inject({
        method: "POST",
        url: API_CALLS.updateBlogComments.path,
        payload: comment,
        headers: { authorization: basicAuth() },
      });
    const before = await countRows(database.db, "leads");
    const comments = async () =>
      (await database.db.selectFrom("blog_comments").select("id").execute()).length;
    const seeded = await comments();
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    expect(await comments()).toBe(seeded + 1);
    expect(await countRows(database.db, "leads")).toBe(before);
  });

  it("is off when DUPLICATE_WINDOW_SECONDS is 0", async () => {
    const app = await start({ DUPLICATE_WINDOW_SECONDS: "0" });
    await post(app, "SaveLead", validPayloads.SaveLead);
    await post(app, "SaveLead", validPayloads.SaveLead);
    expect(await leads()).toBe(2);
  });

  it.skipIf(!withRedis)("stores one lead when the repeat reaches another instance", async () => {
    const first = await start({ REDIS_URL });
    const second = await start({ REDIS_URL });
    const lead = { ...validPayloads.SaveProdLead, email: freshEmail() };
    expect((await post(first, "SaveProdLead", lead)).statusCode).toBe(200);
    expect((await post(second, "SaveProdLead", lead)).statusCode).toBe(200);
    expect(await leads()).toBe(1);

    // Sent to both at the same moment: the claim in Redis lets exactly one save it.
    const racing = { ...validPayloads.SaveProdLead, email: freshEmail() };
    const answers = await Promise.all(
      [first, second, first, second].map((app) => post(app, "SaveProdLead", racing)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await leads()).toBe(2);
  });

  it.skipIf(!withRedis)("lets a retry through on another instance after a failure", async () => {
    const first = await start({ REDIS_URL });
    const second = await start({ REDIS_URL });
    const lead = { ...validPayloads.SaveLead, email: freshEmail() };
    await refuseLeadInserts(database);
    expect((await post(first, "SaveLead", lead)).statusCode).toBeGreaterThanOrEqual(500);
    await allowLeadInserts(database);
    expect((await post(second, "SaveLead", lead)).statusCode).toBe(200);
    expect(await leads()).toBe(1);
  });
});

// A trigger that makes every lead insert fail, as a database fault would, on either dialect.
async function refuseLeadInserts(database: TestDatabase) {
  if (database.dialect === "sqlite") {
    await sql`create trigger refuse_leads before insert on leads
      begin select raise(abort, 'lead inserts refused'); end`.execute(database.db);
    return;
  }
  await sql`create function refuse_leads() returns trigger language plpgsql as
    $$ begin raise exception 'lead inserts refused'; end $$`.execute(database.db);
  await sql`create trigger refuse_leads before insert on leads
    for each row execute function refuse_leads()`.execute(database.db);
}

async function allowLeadInserts(database: TestDatabase) {
  await sql`drop trigger refuse_leads${sql.raw(database.dialect === "postgres" ? " on leads" : "")}`.execute(
    database.db,
  );
}
