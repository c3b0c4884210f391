import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { BLOG_POSTS } from "@site/content/blog-posts";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../src/seed-database";
import { testDatabases } from "../helpers/databases";
import { basicAuth, useTestApp } from "../helpers/test-app";

// Compression does not depend on the database, so one dialect is enough.
const sqlite = testDatabases.find((kind) => kind.name === "sqlite");
if (sqlite === undefined) throw new Error("SQLite is always among the test databases");
const article = BLOG_POSTS[0];
if (article === undefined) throw new Error("The seed has blog articles");

describe("compressed blog answers", () => {
  const { database, app } = useTestApp(sqlite);

  beforeAll(async () => {
    await seedDatabase(database.db);
  });

  const getArticle = (acceptEncoding?: string) =>
    app.inject({
      url: `/api/getablog/${article.id}`,
      headers: {
        authorization: basicAuth(),
        ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
      },
    });

  it("sends an article brotli- or gzip-compressed to a browser that accepts it", async () => {
    const plain = await getArticle();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await getArticle("gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toContain("accept-encoding");
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await getArticle("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it("leaves answers under 1 KB as they are", async () => {
    const count = await app.inject({
      url: "/api/getbloglistcnt",
      headers: { authorization: basicAuth(), "accept-encoding": "br" },
    });
    expect(count.statusCode).toBe(200);
    expect(count.headers["content-encoding"]).toBeUndefined();
  });
});
