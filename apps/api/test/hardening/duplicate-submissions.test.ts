import { randomUUID } from "node:crypto";
import { BLOG_POSTS } from "@site/content/blog-posts";
import { API_CALLS } from "@site/contracts";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_MESSAGE } from "../../src/leads/request-facts";
import { seedDatabase } from "../../src/seed-database";
import { type TestDatabase, testDatabases } from "../helpers/databases";
import { leadIdOfUploadToken, uploadResume } from "../helpers/resume-upload";
import { basicAuth, useTestApps } from "../helpers/test-app";
import { CANDIDATE, countRows, post, SAVE_CALLS, validPayloads } from "../leads/lead-fixtures";

const openBlog = BLOG_POSTS.find((post) => !post.commentsClosed);
if (openBlog === undefined) throw new Error("The seed needs an article that takes comments");

const RESUME = {
  bytes: Buffer.from("%PDF-1.4\ntrailer<<>>\n%%EOF\n", "latin1"),
  fileName: "cv.pdf",
};

/** The header the site's forms send: one key per submission, kept when it is sent again. */
const keyed = (key: string = randomUUID()) => ({ headers: { "idempotency-key": key } });

describe.each(testDatabases)("duplicate submissions on $name", (kind) => {
  const { database, start } = useTestApps(kind, { RATE_LIMIT_WRITES_PER_MIN: "100000" });

  const leads = () => countRows(database.db, "leads");
  const onlyLeadId = async () =>
    Number((await database.db.selectFrom("leads").select("id").executeTakeFirstOrThrow()).id);

  it.each(SAVE_CALLS)("%s: the same key twice answers twice and stores once", async (call) => {
    // A webhook channel, so each lead queues one notification (nothing here delivers it).
    const app = await start({ WEBHOOK_URL: "http://127.0.0.1:9/leads", WEBHOOK_SECRET: "secret" });
    const submission = keyed();
    const first = await post(app, call, validPayloads[call], submission);
    const second = await post(app, call, validPayloads[call], submission);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(await leads()).toBe(1);
    // Its notification is queued once too.
    expect(await countRows(database.db, "jobs")).toBe(1);
  });

  it("stores a repeated job application once; the repeat's token opens its upload", async () => {
    const app = await start();
    const submission = keyed();
    const first = await post(app, "SaveCandidate", CANDIDATE, submission);
    const second = await post(app, "SaveCandidate", CANDIDATE, submission);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(await leads()).toBe(1);
    expect(await countRows(database.db, "jobs")).toBe(0);
    // Only a hash of the first token is kept: the repeat gets a fresh one in its place.
    const firstToken = first.json<string>();
    const secondToken = second.json<string>();
    expect(secondToken).not.toBe(firstToken);
    expect(await leadIdOfUploadToken(database.db, secondToken)).toBe(await onlyLeadId());
    expect((await uploadResume(app, firstToken, RESUME)).statusCode).toBe(404);
    expect((await uploadResume(app, secondToken, RESUME)).statusCode).toBe(200);

    // Once the resume is stored, a repeat is answered alike, but its token opens nothing.
    const late = await post(app, "SaveCandidate", CANDIDATE, submission);
    expect(late.statusCode).toBe(200);
    expect(typeof late.json()).toBe("string");
    expect((await uploadResume(app, late.json<string>(), RESUME)).statusCode).toBe(404);
    expect((await uploadResume(app, secondToken, RESUME)).statusCode).toBe(404);
    expect(await leads()).toBe(1);
    const resumes = await database.db.selectFrom("resumes").select("lead_id").execute();
    expect(resumes).toEqual([{ lead_id: await onlyLeadId() }]);
  });

  it("stores one job application when its repeats arrive at once", async () => {
    const app = await start();
    const submission = keyed();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post(app, "SaveCandidate", CANDIDATE, submission)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await leads()).toBe(1);
    const tokens = await database.db.selectFrom("resume_upload_tokens").select("lead_id").execute();
    expect(tokens).toEqual([{ lead_id: await onlyLeadId() }]);
  });

  it("stores every job application sent without a key or with another key", async () => {
    const app = await start();
    await post(app, "SaveCandidate", CANDIDATE);
    await post(app, "SaveCandidate", CANDIDATE);
    await post(app, "SaveCandidate", CANDIDATE, keyed());
    expect(await leads()).toBe(3);
  });

  it("stores the same payload again when it comes without a key or with another key", async () => {
    const app = await start();
    const lead = validPayloads.SaveFeedback;
    await post(app, "SaveFeedback", lead);
    await post(app, "SaveFeedback", lead);
    await post(app, "SaveFeedback", lead, keyed());
    await post(app, "SaveFeedback", lead, keyed());
    expect(await leads()).toBe(4);
  });

  it("refuses a key that is empty, too long or holds other characters, and stores nothing", async () => {
    const app = await start();
    for (const key of ["", "k".repeat(101), "two words", "a/b", "ключ"]) {
      const refused = await app.inject({
        method: "POST",
        url: API_CALLS.saveLead.path,
        payload: JSON.stringify(validPayloads.SaveLead),
        headers: {
          authorization: basicAuth(),
          "content-type": "application/json",
          "idempotency-key": key,
        },
      });
      expect(refused.statusCode, key).toBe(400);
      expect(refused.json()).toEqual({ message: IDEMPOTENCY_KEY_MESSAGE });
    }
    const longest = await post(app, "SaveLead", validPayloads.SaveLead, keyed("k".repeat(100)));
    expect(longest.statusCode).toBe(200);
    expect(await leads()).toBe(1);
  });

  it("keeps refusing a body that is not JSON, with Fastify's own messages", async () => {
    const app = await start();
    const send = (payload: string) =>
      app.inject({
        method: "POST",
        url: API_CALLS.saveLead.path,
        payload,
        headers: {
          authorization: basicAuth(),
          "content-type": "application/json",
          "idempotency-key": randomUUID(),
        },
      });
    const broken = await send('{"name": ');
    const empty = await send("");
    const poisoned = await send('{"__proto__": {"admin": true}}');
    expect([broken.statusCode, empty.statusCode, poisoned.statusCode]).toEqual([400, 400, 400]);
    expect(broken.json().message).toMatch(/JSON/);
    expect(empty.json().message).toMatch(/empty/i);
    expect(await leads()).toBe(0);
  });

  it("collapses identical submissions that arrive at once into one lead", async () => {
    const app = await start({ WEBHOOK_URL: "http://127.0.0.1:9/leads", WEBHOOK_SECRET: "secret" });
    const submission = keyed();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(app, "SaveLead", validPayloads.SaveLead, submission)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set(['"OK"']));
    expect(await leads()).toBe(1);
    expect(await countRows(database.db, "jobs")).toBe(1);
  });

  it("stores one lead when the repeats reach two servers at once", async () => {
    const first = await start();
    const second = await start();
    const submission = keyed();
    const answers = await Promise.all(
      [first, second, first, second].map((app) =>
        post(app, "SaveProdLead", validPayloads.SaveProdLead, submission),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await leads()).toBe(1);
  });

  it("answers a repeat as the first even when the hourly count would now refuse the address", async () => {
    const app = await start({ SUSPECT_MAX_PER_HOUR: "1" });
    const submission = keyed();
    expect((await post(app, "SaveLead", validPayloads.SaveLead, submission)).statusCode).toBe(200);
    expect((await post(app, "SaveLead", validPayloads.SaveLead, submission)).statusCode).toBe(200);
    // A new submission from the address is the one over the limit.
    expect((await post(app, "SaveLead", validPayloads.SaveLead, keyed())).statusCode).toBe(422);
    expect(await leads()).toBe(1);
  });

  it("saves the retry of a save that failed, and stores it once", async () => {
    const app = await start();
    const submission = keyed();
    await refuseLeadInserts(database);
    const failed = await post(app, "SaveLead", validPayloads.SaveLead, submission);
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(await leads()).toBe(0);

    await allowLeadInserts(database);
    const retried = await post(app, "SaveLead", validPayloads.SaveLead, submission);
    expect(retried.statusCode).toBe(200);
    const again = await post(app, "SaveLead", validPayloads.SaveLead, submission);
    expect(again).toMatchObject({ statusCode: 200 });
    expect(await leads()).toBe(1);
  });

  it("keeps one of two identical blog comments", async () => {
    const app = await start();
    await seedDatabase(database.db);
    const comment = { blogid: openBlog.id, comment: "Clear and practical, thank you." };
    const send = (headers: Record<string, string> = {}) =>
      app.inject({
        method: "POST",
        url: API_CALLS.updateBlogComments.path,
        payload: comment,
        headers: { authorization: basicAuth(), ...headers },
      });
    const before = await countRows(database.db, "leads");
    const comments = async () =>
      (await database.db.selectFrom("blog_comments").select("id").execute()).length;
    const seeded = await comments();
    const submission = keyed().headers;
    const first = await send(submission);
    const second = await send(submission);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.body).toBe(first.body);
    expect(await comments()).toBe(seeded + 1);
    expect(await countRows(database.db, "leads")).toBe(before);

    // Repeats at once leave one too; without a key, or under another, a comment is a new one.
    const racing = keyed().headers;
    const answers = await Promise.all(Array.from({ length: 4 }, () => send(racing)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await comments()).toBe(seeded + 2);
    await send();
    await send();
    expect(await comments()).toBe(seeded + 4);
    const refused = await send({ "idempotency-key": "two words" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: IDEMPOTENCY_KEY_MESSAGE });
    expect(await comments()).toBe(seeded + 4);
  });

  it("does not hold back a payload the call refused", async () => {
    const app = await start();
    const submission = keyed();
    const invalid = { ...validPayloads.SaveLead, email: "not-an-address" };
    expect((await post(app, "SaveLead", invalid, submission)).statusCode).toBe(400);
    expect((await post(app, "SaveLead", invalid, submission)).statusCode).toBe(400);
    // Corrected and sent again under the same key, it is saved.
    expect((await post(app, "SaveLead", validPayloads.SaveLead, submission)).statusCode).toBe(200);
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
