import { BLOG_POSTS } from "@site/content/blog-posts";
import { API_CALLS, type BlogDetailResponse } from "@site/contracts";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../src/seed-database";
import { testDatabases } from "../helpers/databases";
import { createStaffAndSignIn, getPage } from "../helpers/staff-session";
import { basicAuth, useTestApp } from "../helpers/test-app";
import { post, validPayloads } from "../leads/lead-fixtures";
import { INJECTION_STRINGS } from "./hostile-input";

/** What an HTML text node or attribute must hold for `text` to be shown, not run. */
function htmlEscaped(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

const MARKUP = '<script>alert("kf")</script>';
const ATTRIBUTE_BREAK = '"><img src=x onerror=alert(1)>';
const SQL = "'; DROP TABLE leads; --";
const FORMULA = '=HYPERLINK("http://evil.example","Click")';

const openBlog = BLOG_POSTS.find((post) => !post.commentsClosed);
if (openBlog === undefined) throw new Error("The seed needs an article that takes comments");

describe.each(testDatabases)("injection strings sent to the public calls on $name", (kind) => {
  const { database, app } = useTestApp(kind, { env: { RATE_LIMIT_WRITES_PER_MIN: "100000" } });
  let cookie: string;

  beforeAll(async () => {
    await seedDatabase(database.db);
    cookie = await createStaffAndSignIn(app, database.db);
  });

  /** Saves a contact lead through the public call and answers its id. */
  async function saveContact(fields: Record<string, string>): Promise<number> {
    const response = await post(app, "SaveFeedback", { ...validPayloads.SaveFeedback, ...fields });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = await database.db
      .selectFrom("leads")
      .select("id")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return id;
  }

  it("stores markup, SQL and formulas exactly as typed, and the tables stay whole", async () => {
    const id = await saveContact({
      name: MARKUP,
      email: "<svg/onload=alert(1)>@evil.example",
      request: `${SQL}\n${ATTRIBUTE_BREAK}`,
      utm_source: "' OR '1'='1",
    });
    const lead = await database.db
      .selectFrom("leads")
      .select(["name", "email", "utm_source", "details"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      name: MARKUP,
      email: "<svg/onload=alert(1)>@evil.example",
      utm_source: "' OR '1'='1",
    });
    expect(JSON.parse(lead.details).request).toBe(`${SQL}\n${ATTRIBUTE_BREAK}`);
    // The DROP TABLE ran as nothing but text: the table and its rows are all there.
    expect(await database.db.selectFrom("leads").select("id").execute()).not.toHaveLength(0);
  });

  it("shows them escaped in the console's inbox and lead page", async () => {
    const id = await saveContact({ name: MARKUP, request: ATTRIBUTE_BREAK, utm_source: SQL });

    const inbox = await getPage(app, "/admin/leads?q=script", cookie);
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body).toContain(htmlEscaped(MARKUP));
    expect(inbox.body).not.toContain(MARKUP);

    const detail = await getPage(app, `/admin/leads/${id}`, cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain(htmlEscaped(MARKUP));
    expect(detail.body).toContain(htmlEscaped(ATTRIBUTE_BREAK));
    expect(detail.body).toContain(htmlEscaped(SQL));
    expect(detail.body).not.toContain("<img src=x");
    expect(detail.body).not.toContain(MARKUP);
  });

  it("exports them to CSV quoted, with formulas neutralised", async () => {
    await saveContact({ name: FORMULA, request: `${MARKUP}, "quoted"` });
    const csv = await getPage(app, "/admin/leads/export.csv?kind=contact", cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    // A leading ' keeps a spreadsheet from running the cell; quotes are doubled inside quotes.
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(csv.body).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it("escapes any markup-laden name on the lead page (property)", async () => {
    const markupName = fc
      .string({
        unit: fc.constantFrom("<", ">", "&", '"', "'", "/", "=", " ", "a", "script", "img", "on"),
        minLength: 1,
        maxLength: 40,
      })
      .map((name) => name.trim())
      .filter((name) => name.length > 0);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(markupName, fc.constantFrom(...INJECTION_STRINGS)),
        async (name) => {
          const response = await post(app, "SaveFeedback", { ...validPayloads.SaveFeedback, name });
          if (response.statusCode !== 200) return;
          const { id, name: stored } = await database.db
            .selectFrom("leads")
            .select(["id", "name"])
            .orderBy("id", "desc")
            .executeTakeFirstOrThrow();
          const detail = await getPage(app, `/admin/leads/${id}`, cookie);
          expect(detail.statusCode).toBe(200);
          // The name's cell holds the escaped text and nothing else: no tag of it survived.
          const cell = /<dt>name<\/dt><dd>(.*?)<\/dd>/s.exec(detail.body)?.[1];
          expect(cell).toBe(htmlEscaped(stored));
        },
      ),
      { numRuns: 40 },
    );
  });

  it("keeps a blog comment with a script as inert text in getablog", async () => {
    const comment = `${MARKUP}<img src=x onerror=alert(2)>`;
    const saved = await app.inject({
      method: "POST",
      url: API_CALLS.updateBlogComments.path,
      payload: { blogid: openBlog.id, comment },
      headers: { authorization: basicAuth() },
    });
    expect(saved.statusCode).toBe(200);

    const article = await app.inject({
      url: `/api/getablog/${openBlog.id}`,
      headers: { authorization: basicAuth() },
    });
    expect(article.statusCode).toBe(200);
    // JSON that no browser will sniff as HTML; the reader shows the comment as text.
    expect(article.headers["content-type"]).toMatch(/^application\/json/);
    expect(article.headers["x-content-type-options"]).toBe("nosniff");
    const { comment_list } = article.json<BlogDetailResponse>();
    expect(comment_list.map((entry) => entry.comment)).toContain(comment);
  });
});
