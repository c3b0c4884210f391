import { describe, expect, it, vi } from "vitest";
import { insertBlogPost } from "../../src/blog/blog-repository";
import { createRetentionJob } from "../../src/privacy/retention-job";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadRow, notificationJobRow, resumeRow } from "../helpers/lead-rows";
import { useTestDatabase } from "../helpers/test-app";

const NOW = new Date("2026-06-01T12:00:00.000Z");
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();

const silentLog = { info: () => undefined, warn: () => undefined };

describe.each(testDatabases)("the retention job on $name", (kind) => {
  const database = useTestDatabase(kind, { migrated: true });

  /** A lead of `kind` saved `age` days before NOW, with a resume, a notification and history. */
  async function leadWithRows(age: number, leadKind: "contact" | "candidate", name: string) {
    const { db } = database;
    const createdAt = daysAgo(age);
    const [id = 0] = await insertLeads(db, [
      leadRow({
        kind: leadKind,
        name,
        email: `${name.toLowerCase()}@example.in`,
        created_at: createdAt,
      }),
    ]);
    await db
      .insertInto("jobs")
      .values(
        notificationJobRow({
          lead_id: id,
          channel: "email",
          next_attempt_at: createdAt,
          created_at: createdAt,
        }),
      )
      .execute();
    await db
      .insertInto("lead_events")
      .values({
        lead_id: id,
        action: "status",
        from_status: "new",
        to_status: "lost",
        created_at: createdAt,
      })
      .execute();
    if (leadKind === "candidate") {
      await db.insertInto("resumes").values(resumeRow(id, createdAt)).execute();
    }
    return id;
  }

  const names = async () =>
    (await database.db.selectFrom("leads").select("name").orderBy("name").execute()).map(
      (row) => row.name,
    );
  const rowCount = async (table: "jobs" | "lead_events" | "resumes" | "blog_comments") =>
    (await database.db.selectFrom(table).selectAll().execute()).length;

  const job = (retentionDays: number, extra: { batchSize?: number; intervalMs?: number } = {}) =>
    createRetentionJob({
      db: database.db,
      retentionDays,
      log: silentLog,
      now: () => NOW,
      ...extra,
    });

  it("deletes leads, candidates and resumes past the period with their rows, and keeps the rest", async () => {
    await leadWithRows(800, "contact", "Expired");
    await leadWithRows(731, "candidate", "Applicant");
    await leadWithRows(729, "candidate", "Recent");
    await leadWithRows(3, "contact", "Fresh");
    const blogId = await insertBlogPost(database.db, {
      slug: "old-post",
      title: "Old post",
      author: "Team",
      description: "",
      contentHtml: "<p>Text</p>",
      publishedAt: "2023-01-01",
      commentsClosed: false,
    });
    await database.db
      .insertInto("blog_comments")
      .values({ blog_id: blogId, body: "An old comment", created_at: daysAgo(900) })
      .execute();

    const counts = await job(730).run();

    expect(counts).toEqual({
      leads: 1,
      candidates: 1,
      resumes: 1,
      comments: 0,
      notifications: 2,
      events: 2,
    });
    expect(await names()).toEqual(["Fresh", "Recent"]);
    expect(await rowCount("jobs")).toBe(2);
    expect(await rowCount("lead_events")).toBe(2);
    expect(await rowCount("resumes")).toBe(1);
    // Blog comments are the articles' content, not leads: the period does not apply.
    expect(await rowCount("blog_comments")).toBe(1);

    const log = await database.db.selectFrom("privacy_erasures").selectAll().execute();
    expect(log).toEqual([
      expect.objectContaining({
        reason: "retention",
        staff_user_id: null,
        staff_email: null,
        subject_hash: null,
        leads: 1,
        candidates: 1,
        resumes: 1,
        created_at: NOW.toISOString(),
      }),
    ]);

    // Nothing more to do: a second run deletes and logs nothing.
    expect((await job(730).run()).leads).toBe(0);
    expect(await database.db.selectFrom("privacy_erasures").selectAll().execute()).toHaveLength(1);
  });

  it("works through many expired leads in short batches, each logged with what it deleted", async () => {
    for (let index = 0; index < 5; index += 1)
      await leadWithRows(1000 + index, "contact", `Old${index}`);
    await leadWithRows(1, "contact", "New");

    const counts = await job(365, { batchSize: 2 }).run();

    expect(counts.leads).toBe(5);
    expect(await names()).toEqual(["New"]);
    const log = await database.db
      .selectFrom("privacy_erasures")
      .select(["leads", "notifications"])
      .orderBy("id")
      .execute();
    expect(log.map((entry) => entry.leads)).toEqual([2, 2, 1]);
    expect(log.map((entry) => entry.notifications)).toEqual([2, 2, 1]);
  });

  it("keeps everything when the period is 0", async () => {
    await leadWithRows(5000, "candidate", "Ancient");
    const retention = job(0);
    expect((await retention.run()).candidates).toBe(0);
    retention.start();
    await retention.stop();
    expect(await names()).toEqual(["Ancient"]);
    expect(await rowCount("resumes")).toBe(1);
  });

  it("runs as soon as it starts, then again every interval, until stopped", async () => {
    await leadWithRows(800, "contact", "Expired");
    const retention = job(730, { intervalMs: 50 });
    retention.start();
    await vi.waitFor(async () => expect(await names()).toEqual([]), { timeout: 5000 });

    // An expired lead that turns up later goes on the next round.
    await leadWithRows(900, "contact", "Imported");
    await vi.waitFor(async () => expect(await names()).toEqual([]), { timeout: 5000 });
    await retention.stop();

    await leadWithRows(900, "contact", "AfterStop");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await names()).toEqual(["AfterStop"]);
  });
});
