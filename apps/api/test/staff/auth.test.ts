import { beforeEach, describe, expect, it } from "vitest";
import { ensureFirstAdmin } from "../../src/staff/auth/ensure-first-admin";
import { testDatabases } from "../helpers/databases";
import {
  createStaff,
  getPage,
  postForm,
  SAME_ORIGIN,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  signInCookie,
} from "../helpers/staff-session";
import { basicAuth, createTestApp, useTestApp } from "../helpers/test-app";

const REFUSED = "Wrong e-mail or password.";

// Every console route with the method a browser uses; each must turn anonymous callers away.
const PAGES = [
  "/admin",
  "/admin/leads",
  "/admin/leads/1",
  "/admin/blog",
  "/admin/blog/new",
  "/admin/blog/1",
  "/admin/employees",
  "/admin/employees/new",
  "/admin/employees/1",
  "/admin/blocklist",
  "/admin/no-such-page",
];
const DATA = ["/admin/leads/export.csv", "/admin/leads/1/resume"];
const FORMS = [
  "/admin/leads/1/status",
  "/admin/blog",
  "/admin/blog/1",
  "/admin/blog/1/publish",
  "/admin/blog/1/comments/1/hide",
  "/admin/employees",
  "/admin/employees/1",
  "/admin/employees/1/delete",
  "/admin/blocklist",
  "/admin/blocklist/1/delete",
];

describe.each(testDatabases)("staff sign-in on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test" });

  beforeEach(async () => {
    await createStaff(database.db);
  });

  it("shows the sign-in form and its stylesheet to anyone", async () => {
    const page = await getPage(app, "/admin/login");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toMatch(/<form[^>]+action="\/admin\/login"/);
    const css = await getPage(app, "/admin/assets/admin.css");
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(css.headers["cache-control"]).toBe("no-cache");
  });

  it("brands the sign-in page: the firm's mark, the site's icon and the typeface it serves", async () => {
    const page = await getPage(app, "/admin/login");
    expect(page.body).toMatch(/<svg class="brand-mark"[^>]*aria-hidden="true"/);
    expect(page.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    // Fonts from this origin only; still no script, no inline style, no data: image.
    expect(page.headers["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'self'; img-src 'self'; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    const css = await getPage(app, "/admin/assets/admin.css");
    expect(css.body).toContain("url(/admin/assets/plus-jakarta-sans-latin.woff2)");
    const font = await getPage(app, "/admin/assets/plus-jakarta-sans-latin.woff2");
    expect(font.statusCode).toBe(200);
    expect(font.headers["content-type"]).toBe("font/woff2");
    expect(font.headers["cache-control"]).toBe("public, max-age=31536000");
    expect(font.rawPayload.subarray(0, 4).toString("latin1")).toBe("wOF2");
    const again = await app.inject({
      url: "/admin/assets/plus-jakarta-sans-latin.woff2",
      headers: { "if-none-match": String(font.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("signs in with the right password and sets a strict, HttpOnly session cookie", async () => {
    const response = await postForm(app, "/admin/login", {
      email: "  Sales.Lead@KaizenFusion.in ",
      password: STAFF_PASSWORD,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/admin/leads");
    const cookie = response.cookies.find((entry) => entry.name === "staff_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/admin" });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the token's hash is stored.
    const stored = await database.db.selectFrom("staff_sessions").select("id").execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id).not.toBe(cookie?.value);

    const inbox = await getPage(app, "/admin/leads", `staff_session=${cookie?.value}`);
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body).toContain(STAFF_EMAIL);
    const user = await database.db
      .selectFrom("staff_users")
      .select("last_login_at")
      .executeTakeFirstOrThrow();
    expect(user.last_login_at).not.toBeNull();
  });

  it("names the cookie __Host- in production: Secure, for the whole host, no Domain", async () => {
    const production = await createTestApp(database, {
      NODE_ENV: "production",
      API_BASIC_PASSWORD: "a-real-shared-secret",
    });
    try {
      const response = await postForm(production, "/admin/login", {
        email: STAFF_EMAIL,
        password: STAFF_PASSWORD,
      });
      const cookie = response.cookies.find((entry) => entry.name === "__Host-staff_session");
      expect(cookie).toMatchObject({ secure: true, path: "/", httpOnly: true, sameSite: "Strict" });
      expect(cookie?.domain).toBeUndefined();
      expect(response.cookies.find((entry) => entry.name === "staff_session")).toBeUndefined();

      const inbox = await getPage(
        production,
        "/admin/leads",
        `__Host-staff_session=${cookie?.value}`,
      );
      expect(inbox.statusCode).toBe(200);
      // The development name opens nothing in production.
      const plain = await getPage(production, "/admin/leads", `staff_session=${cookie?.value}`);
      expect(plain.statusCode).toBe(303);
    } finally {
      await production.close();
    }
  });

  it("refuses to create the first user with a common ADMIN_PASSWORD", async () => {
    await database.db.deleteFrom("staff_users").execute();
    await expect(
      ensureFirstAdmin(database.db, { email: "first@kaizenfusion.in", password: "Administrator" }),
    ).rejects.toThrow("ADMIN_PASSWORD is one of the most commonly used passwords; choose another");
    expect(await database.db.selectFrom("staff_users").selectAll().execute()).toEqual([]);
  });

  it("refuses a wrong password and an unknown e-mail with the same message", async () => {
    const wrong = await postForm(app, "/admin/login", { email: STAFF_EMAIL, password: "guess" });
    const unknown = await postForm(app, "/admin/login", {
      email: "nobody@kaizenfusion.in",
      password: "guess",
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain(REFUSED);
      expect(response.cookies).toHaveLength(0);
    }
    // The e-mail stays in the form; the password does not.
    expect(wrong.body).toContain(`value="${STAFF_EMAIL}"`);
    expect(wrong.body).not.toContain('value="guess"');
  });

  it("makes the right password wait after 5 wrong ones, then lets it in again", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await postForm(app, "/admin/login", { email: STAFF_EMAIL, password: "wrong" });
    }
    const waiting = await postForm(app, "/admin/login", {
      email: STAFF_EMAIL,
      password: STAFF_PASSWORD,
    });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers["retry-after"]).toBe("1");
    expect(waiting.body).toContain("Too many sign-in attempts. Try again in 1 second.");

    // The wait has passed: no lock is left.
    await database.db
      .updateTable("staff_users")
      .set({ throttled_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await signInCookie(app)).toMatch(/^staff_session=/);
  });

  it("does not throttle after 4 wrong passwords and a right one", async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await postForm(app, "/admin/login", { email: STAFF_EMAIL, password: "wrong" });
    }
    await signInCookie(app);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await postForm(app, "/admin/login", { email: STAFF_EMAIL, password: "wrong" });
    }
    expect(await signInCookie(app)).toMatch(/^staff_session=/);
  });

  it("signs out: the session is deleted and the cookie no longer opens anything", async () => {
    const cookie = await signInCookie(app);
    const response = await postForm(app, "/admin/logout", {}, { cookie });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/admin/login?signedOut=1");
    expect(response.cookies.find((entry) => entry.name === "staff_session")?.value).toBe("");
    expect(await database.db.selectFrom("staff_sessions").selectAll().execute()).toHaveLength(0);

    const after = await getPage(app, "/admin/leads", cookie);
    expect(after.statusCode).toBe(303);
  });

  it("ends a session after 8 idle hours", async () => {
    const cookie = await signInCookie(app);
    await database.db
      .updateTable("staff_sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await getPage(app, "/admin/leads", cookie)).statusCode).toBe(303);
  });

  it("sends anonymous visitors of every console page to sign-in", async () => {
    for (const url of PAGES) {
      const response = await getPage(app, url);
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location, url).toBe("/admin/login");
    }
  });

  it("answers 401 to anonymous requests for exports and downloads", async () => {
    for (const url of DATA) {
      const response = await getPage(app, url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual({ message: "Authentication required" });
    }
  });

  it("refuses every anonymous form post", async () => {
    for (const url of FORMS) {
      const response = await postForm(app, url, { status: "won", value: "spam.example" });
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location, url).toBe("/admin/login");
    }
    expect(await database.db.selectFrom("email_blocklist").selectAll().execute()).toEqual([]);
  });

  it("never lets the API's basic credentials in", async () => {
    for (const url of [...PAGES, ...DATA]) {
      const response = await app.inject({
        method: "GET",
        url,
        headers: { authorization: basicAuth() },
      });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(300);
      expect(response.statusCode, url).not.toBe(200);
    }
  });

  it("refuses state-changing requests from another site, even with a valid session", async () => {
    const cookie = await signInCookie(app);
    const crossSite = await postForm(
      app,
      "/admin/blocklist",
      { value: "spam.example" },
      { cookie, origin: "https://evil.example" },
    );
    expect(crossSite.statusCode).toBe(403);
    const noOrigin = await postForm(
      app,
      "/admin/blocklist",
      { value: "spam.example" },
      { cookie, origin: null },
    );
    expect(noOrigin.statusCode).toBe(403);
    const viaReferer = await app.inject({
      method: "POST",
      url: "/admin/blocklist",
      headers: {
        cookie,
        "content-type": "application/x-www-form-urlencoded",
        referer: `${SAME_ORIGIN}/admin/blocklist`,
      },
      payload: "value=spam.example",
    });
    expect(viaReferer.statusCode).toBe(303);
    expect(await database.db.selectFrom("email_blocklist").select("value").execute()).toEqual([
      { value: "spam.example" },
    ]);

    const crossSiteLogin = await postForm(
      app,
      "/admin/login",
      { email: STAFF_EMAIL, password: STAFF_PASSWORD },
      { origin: "https://evil.example" },
    );
    expect(crossSiteLogin.statusCode).toBe(403);
  });
});
