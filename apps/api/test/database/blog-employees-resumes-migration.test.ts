import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { useTestDatabase } from "../helpers/test-app";

const NOW = "2026-01-01T00:00:00.000Z";

describe.each(testDatabases)("blog, employee and resume tables on $name", (kind) => {
  const database = useTestDatabase(kind, { migrated: true });

  const insertBlog = (slug: string) =>
    database.db
      .insertInto("blogs")
      .values({
        slug,
        title: "Title",
        author: "Arjun Mehta",
        description: "",
        content_html: "<p>Text</p>",
        published_at: "2026-01-01",
        created_at: NOW,
        updated_at: NOW,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

  it("gives a new article its defaults and refuses a second one with the same slug", async () => {
    const { id } = await insertBlog("first-article");
    const row = await database.db
      .selectFrom("blogs")
      .select(["likes", "is_published", "comments_closed"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ likes: 0, is_published: 1, comments_closed: 0 });
    await expect(insertBlog("first-article")).rejects.toThrow();
  });

  it("refuses a comment on a missing article", async () => {
    await expect(
      database.db
        .insertInto("blog_comments")
        .values({ blog_id: 987654, body: "Orphan", created_at: NOW })
        .execute(),
    ).rejects.toThrow();
  });

  it("refuses a resume without its lead and stores the bytes as given", async () => {
    const content = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff]);
    const resume = { file_name: "cv.pdf", size: content.length, content, created_at: NOW };
    await expect(
      database.db
        .insertInto("resumes")
        .values({ lead_id: 987654, ...resume })
        .execute(),
    ).rejects.toThrow();

    const { id: leadId } = await database.db
      .insertInto("leads")
      .values({
        kind: "candidate",
        source_call: "SaveCandidate",
        name: "Priya Nair",
        email: "priya@example.in",
        details: "{}",
        client_ip: "127.0.0.1",
        created_at: NOW,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto("resumes")
      .values({ lead_id: leadId, ...resume })
      .execute();
    const stored = await database.db
      .selectFrom("resumes")
      .select("content")
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.content).equals(Buffer.from(content))).toBe(true);
    await expect(
      database.db
        .insertInto("resumes")
        .values({ lead_id: leadId, ...resume })
        .execute(),
    ).rejects.toThrow();
  });
});
