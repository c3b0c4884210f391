import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBlogPost } from "../../src/blog/blog-repository";
import { insertEmployee } from "../../src/employees/employee-repository";
import { seedDatabase } from "../../src/seed-database";
import { PAGE_RENDERERS_PATH, type PageRenderers } from "../../src/site/page-fill/page-renderers";
import { type TestDatabase, testDatabases } from "../helpers/databases";
import { basicAuth, closeTestApp, createTestApp, openTestApp } from "../helpers/test-app";

// The pages are filled by the web build's real page renderers (the site's own components), built
// here from apps/web the way its build makes them, so these tests see the markup browsers get.
// The pages around them are small stand-ins with the loading markup where the build puts it.

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../../../..");
const HEAD = '<head><meta charset="utf-8"><style>main{display:block}</style></head>';
const SCRIPT = "<script>window.__built=true</script>";
const page = (main: string) =>
  `<!DOCTYPE html><html lang="en">${HEAD}<body><main id="main">${main}</main>${SCRIPT}</body></html>`;

const HOSTILE = '</script><script>alert("owned")</script><!--';

interface Site {
  root: string;
  renderers: PageRenderers;
  shells: { card: string; blog: string };
}

async function buildSite(): Promise<Site> {
  const root = await mkdtemp(join(tmpdir(), "site-api-filled-"));
  const bundleDir = dirname(join(root, PAGE_RENDERERS_PATH));
  execFileSync(
    process.execPath,
    [
      join(repoRoot, "node_modules/vite/bin/vite.js"),
      "build",
      "-c",
      "vite.page-renderers.config.ts",
      "--logLevel",
      "error",
    ],
    { cwd: join(repoRoot, "apps/web"), env: { ...process.env, PAGE_RENDERERS_OUT_DIR: bundleDir } },
  );
  const renderers = (await import(
    pathToFileURL(join(root, PAGE_RENDERERS_PATH)).href
  )) as PageRenderers;
  const shells = {
    card: page(renderers.employeeCard.render() ?? ""),
    blog: page(`<h1>Kaizen Fusion Blog</h1>${renderers.blogReader.render() ?? ""}`),
  };
  const files: Record<string, string> = {
    "empcard/index.html": shells.card,
    "kf-blog/index.html": shells.blog,
    "index/index.html": page("<h1>Kaizen Fusion</h1>"),
    "404.html": page("<h1>404</h1><p>Page Not Found</p>"),
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return { root, renderers, shells };
}

/** The parsed JSON block of a filled page, checking that nothing in it can end the element. */
function dataBlock(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">([^]*?)</script>`).exec(
    html,
  );
  expect(match, `${id} block`).not.toBeNull();
  const json = match?.[1] ?? "";
  expect(json).not.toContain("<");
  return JSON.parse(json);
}

const apiGet = async (app: FastifyInstance, url: string) =>
  (await app.inject({ url, headers: { authorization: basicAuth() } })).json();

let site: Site;

beforeAll(async () => {
  site = await buildSite();
}, 120_000);

afterAll(async () => {
  await rm(site.root, { recursive: true, force: true });
});

describe.each(testDatabases)("pages filled with their data on $name", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ database, app } = await openTestApp(kind, { WEB_ROOT: site.root }));
    await seedDatabase(database.db);
  });

  afterAll(() => closeTestApp({ app, database }));

  describe("the employee card", () => {
    it("is sent with the card rendered and the API's answer beside it", async () => {
      const response = await app.inject({ url: "/empcard/9810012345" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-cache");
      const html = response.body;
      expect(html).toMatch(/<h2[^>]*>Arjun Mehta<\/h2>/);
      expect(html).not.toContain("Loading employee details...");
      expect(dataBlock(html, site.renderers.employeeCard.dataElementId)).toEqual({
        phone: "9810012345",
        // PUBLIC_BASE_URL, by default.
        origin: "http://localhost:3000",
        answer: await apiGet(app, "/api/getemployee/9810012345"),
      });
      // Everything around the card is the page as built.
      expect(html.startsWith(`<!DOCTYPE html><html lang="en">${HEAD}`)).toBe(true);
      expect(html).toContain(`</main>${SCRIPT}<script type="application/json"`);
      expect(html.endsWith("</script></body></html>")).toBe(true);
    });

    it("keeps the built page's policy, which allows its inline script and style", async () => {
      const built = await app.inject({ url: "/empcard" });
      const filled = await app.inject({ url: "/empcard/9810012345" });
      const policy = filled.headers["content-security-policy"];
      expect(policy).toBe(built.headers["content-security-policy"]);
      expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-");
      expect(policy).toContain("style-src 'self' 'sha256-");
    });

    it("builds the card's address and QR code from PUBLIC_BASE_URL, whatever Host says", async () => {
      const publicApp = await createTestApp(database, {
        WEB_ROOT: site.root,
        PUBLIC_BASE_URL: "https://www.kaizenfusion.in/",
      });
      try {
        const card = (host: string) =>
          publicApp.inject({ url: "/empcard/9810012345", headers: { host } });
        const forged = (await card("evil.example")).body;
        expect(forged).not.toContain("evil.example");
        expect(forged).toContain(
          "QR code of this card&#x27;s address, https://www.kaizenfusion.in/empcard/9810012345",
        );
        // The same QR code, byte for byte, as for a visitor who came by the public address.
        expect(forged).toBe((await card("www.kaizenfusion.in")).body);
        // The data the page hydrates from and builds the 'Save contact' vCard with.
        expect(dataBlock(forged, site.renderers.employeeCard.dataElementId)).toMatchObject({
          origin: "https://www.kaizenfusion.in",
        });
      } finally {
        await publicApp.close();
      }
    });

    it("reads the phone as the page does, whichever way it is written", async () => {
      const response = await app.inject({ url: "/empcard/%2B91%2098100-12345" });
      expect(response.body).toMatch(/<h2[^>]*>Arjun Mehta<\/h2>/);
      const data = dataBlock(response.body, site.renderers.employeeCard.dataElementId);
      expect(data).toMatchObject({ phone: "+91 98100-12345" });
    });

    it("is compressed for browsers that accept it, and never cached as built", async () => {
      const plain = (await app.inject({ url: "/empcard/9810012345" })).rawPayload;
      for (const [encoding, decompress] of [
        ["br", brotliDecompressSync],
        ["gzip", gunzipSync],
      ] as const) {
        const response = await app.inject({
          url: "/empcard/9810012345",
          headers: { "accept-encoding": `${encoding}, deflate` },
        });
        expect(response.headers["content-encoding"]).toBe(encoding);
        expect(response.headers.vary).toContain("accept-encoding");
        expect(response.headers["cache-control"]).toBe("no-cache");
        expect(decompress(response.rawPayload).equals(plain)).toBe(true);
      }
    });

    it("escapes an employee whose fields hold markup, in the card and in the data", async () => {
      const hostile = {
        name: `Mallory ${HOSTILE}`,
        designation: `<img src=x onerror=alert(1)> & co`,
        phone_prefix: "+91",
        phone_number: "9000012345",
        email: "mallory@example.com",
        company_name: "Evil </script> Corp",
        company_address: "<b>1 Main Road</b>",
        company_website: "javascript:alert(1)",
      };
      await insertEmployee(database.db, hostile);
      const html = (await app.inject({ url: "/empcard/9000012345" })).body;

      expect(html).toContain(
        "Mallory &lt;/script&gt;&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt;&lt;!--",
      );
      expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; co");
      expect(html).not.toContain("<img src=x");
      expect(html).not.toContain('<script>alert("owned")');
      expect(html).not.toContain('href="javascript:');
      // The page's only script elements are its own and the data block.
      expect(html.match(/<script/g)).toHaveLength(2);
      const data = dataBlock(html, site.renderers.employeeCard.dataElementId);
      expect(data).toMatchObject({ answer: { data: hostile } });
    });

    it.each([
      ["an unknown phone", "/empcard/9999900000"],
      ["no phone", "/empcard"],
      ["no digits", "/empcard/abc"],
      ["a phone that is no number", "/empcard/98100%2F12345"],
    ])("is sent as built for %s", async (_case, url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(site.shells.card);
    });

    it("shows an edit made in the console on the next load", async () => {
      await database.db
        .updateTable("employees")
        .set({ designation: "Chair of the Board" })
        .where("phone_normalized", "=", "9810012345")
        .execute();
      const html = (await app.inject({ url: "/empcard/9810012345" })).body;
      expect(html).toContain("Chair of the Board");
      expect(html).not.toContain("Founder and Managing Director");
    });
  });

  describe("the blog reader", () => {
    const blogId = () => site.renderers.blogReader.dataElementId;

    it("is sent with page 1 and its first article, as the API answers them", async () => {
      const response = await app.inject({ url: "/kf-blog" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
      const list = await apiGet(app, "/api/getbloglistpg/1");
      const first = list[0];
      const data = dataBlock(response.body, blogId());
      expect(data).toEqual({
        count: await apiGet(app, "/api/getbloglistcnt"),
        list,
        article: await apiGet(app, `/api/getablog/${encodeURIComponent(first.id)}`),
      });
      expect(response.body).toMatch(new RegExp(`<h2[^>]*>${first.blogtitle}</h2>`));
      expect(response.body).not.toContain("Loading the article...");
    });

    it("keeps other query parameters, and leaves ?id= to the page", async () => {
      const tracked = await app.inject({ url: "/kf-blog?utm_source=newsletter&id=" });
      expect(tracked.body).toContain(`id="${blogId()}"`);
      const chosen = await app.inject({ url: "/kf-blog?id=iot-on-the-factory-floor" });
      expect(chosen.body).toBe(site.shells.blog);
    });

    it("shows a like, a comment and a new article on the next load", async () => {
      const before = dataBlock((await app.inject({ url: "/kf-blog" })).body, blogId()) as {
        article: { blog: { id: string; likes: number }; comment_list: unknown[] };
      };
      const { id, likes } = before.article.blog;
      const write = (url: string, payload: object) =>
        app.inject({ method: "POST", url, headers: { authorization: basicAuth() }, payload });
      expect((await write("/api/UpdateBlogLikes", { blogid: id, like: true })).statusCode).toBe(
        200,
      );
      expect(
        (await write("/api/UpdateBlogComments", { blogid: id, comment: "Fresh comment" }))
          .statusCode,
      ).toBe(200);

      const after = (await app.inject({ url: "/kf-blog" })).body;
      expect(dataBlock(after, blogId())).toMatchObject({
        article: { blog: { id, likes: likes + 1 } },
      });
      expect(after).toContain("Fresh comment");

      await insertBlogPost(database.db, {
        slug: "written-today",
        title: "Written Today",
        author: "Priya Raghavan",
        description: "New.",
        contentHtml: "<p>New.</p>",
        publishedAt: "2099-01-01",
        commentsClosed: false,
      });
      expect((await app.inject({ url: "/kf-blog" })).body).toMatch(/<h2[^>]*>Written Today<\/h2>/);
    });

    it("escapes an article whose title and comments hold markup", async () => {
      await insertBlogPost(database.db, {
        slug: "hostile-title",
        title: `Title ${HOSTILE}`,
        author: `<i>Author</i>`,
        description: "Hostile.",
        contentHtml: `<p>Body</p><script>alert("body")</script>`,
        publishedAt: "2100-01-01",
        commentsClosed: false,
      });
      await app.inject({
        method: "POST",
        url: "/api/UpdateBlogComments",
        headers: { authorization: basicAuth() },
        payload: { blogid: "hostile-title", comment: `Comment ${HOSTILE}` },
      });
      const html = (await app.inject({ url: "/kf-blog" })).body;
      expect(html).toContain(
        "Title &lt;/script&gt;&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt;&lt;!--",
      );
      expect(html).toContain("&lt;i&gt;Author&lt;/i&gt;");
      expect(html).not.toContain('<script>alert("');
      expect(html.match(/<script/g)).toHaveLength(2);
      expect(dataBlock(html, blogId())).toMatchObject({
        article: { blog: { blogtitle: `Title ${HOSTILE}` } },
      });
    });
  });

  it("never sends the page renderers themselves", async () => {
    const response = await app.inject({ url: `/${PAGE_RENDERERS_PATH}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("renderToString");
  });
});

describe.each(testDatabases)("pages whose data cannot be read on $name", (kind) => {
  it("go out as built when the database fails", async () => {
    const database = await kind.open();
    const app = await createTestApp(database, { WEB_ROOT: site.root });
    try {
      await seedDatabase(database.db);
      expect((await app.inject({ url: "/empcard/9810012345" })).body).toContain(
        `id="${site.renderers.employeeCard.dataElementId}"`,
      );
      await database.db.destroy();
      const card = await app.inject({ url: "/empcard/9810012345" });
      expect(card.statusCode).toBe(200);
      expect(card.body).toBe(site.shells.card);
      const blog = await app.inject({ url: "/kf-blog" });
      expect(blog.statusCode).toBe(200);
      expect(blog.body).toBe(site.shells.blog);
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});

describe("a build whose pages do not match its page renderers", () => {
  it("sends the pages as built", async () => {
    const root = await mkdtemp(join(tmpdir(), "site-api-mismatch-"));
    const database = await testDatabases[0]?.open();
    if (database === undefined) throw new Error("no test database");
    try {
      await mkdir(join(root, "empcard"), { recursive: true });
      await mkdir(dirname(join(root, PAGE_RENDERERS_PATH)), { recursive: true });
      const shell = page("<p>An older card</p>");
      await writeFile(join(root, "empcard/index.html"), shell);
      await writeFile(join(root, "404.html"), page("<h1>404</h1>"));
      await writeFile(
        join(root, PAGE_RENDERERS_PATH),
        await readFile(join(site.root, PAGE_RENDERERS_PATH)),
      );
      const app = await createTestApp(database, { WEB_ROOT: root });
      await seedDatabase(database.db);
      expect((await app.inject({ url: "/empcard/9810012345" })).body).toBe(shell);
      await app.close();
    } finally {
      await database.dispose();
      await rm(root, { recursive: true, force: true });
    }
  });
});
