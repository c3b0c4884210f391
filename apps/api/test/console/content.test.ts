import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { createStaffAndSignIn, getPage, postForm } from "../helpers/staff-session";
import { basicAuth, useTestApp } from "../helpers/test-app";

const ARTICLE = {
  title: "Choosing an ERP for three plants",
  author: "Arjun Mehta",
  description: "What we learnt rolling out one ERP across three factories.",
  published_at: "2026-05-04",
  content_html:
    '<h2>Start small</h2><p onclick="steal()">Pick one plant.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://example.com">docs</a>',
};

const EMPLOYEE = {
  name: "Neha Kapoor",
  designation: "Head of Delivery",
  phone_prefix: "+91",
  phone_number: "98111 22334",
  email: "neha.kapoor@kaizenfusion.in",
  company_name: "Kaizen Fusion Technologies Pvt. Ltd.",
  company_address: "4th Floor, Plot 27, Okhla Industrial Estate Phase III, New Delhi 110020, India",
  company_website: "https://www.kaizenfusion.in",
};

/** A console form refused with a 400, its page showing each of `texts`. */
function expectRefusedShowing(response: LightMyRequestResponse, texts: string[]): void {
  expect(response.statusCode).toBe(400);
  for (const text of texts) expect(response.body).toContain(text);
}

describe.each(testDatabases)("content authoring on $name", (kind) => {
  const { database, app } = useTestApp(kind, { env: { RATE_LIMIT_WRITES_PER_MIN: "100000" } });
  let cookie: string;

  beforeAll(async () => {
    cookie = await createStaffAndSignIn(app, database.db);
  });

  const api = (url: string) =>
    app.inject({ method: "GET", url, headers: { authorization: basicAuth() } });
  const post = (url: string, form: Record<string, string>) => postForm(app, url, form, { cookie });

  describe("blog", () => {
    it("publishes a new article, sanitised, on the public blog list", async () => {
      const created = await post("/admin/blog", ARTICLE);
      expect(created.statusCode).toBe(303);
      expect(created.headers.location).toMatch(/^\/admin\/blog\/\d+\?done=created$/);

      const list = await api("/api/getbloglistpg/1");
      expect(list.json()).toEqual([
        {
          id: "choosing-an-erp-for-three-plants",
          blogtitle: ARTICLE.title,
          author: ARTICLE.author,
          pubdate: ARTICLE.published_at,
        },
      ]);
      const article = await api("/api/getablog/choosing-an-erp-for-three-plants");
      const content = article.json<{ blog: { content: string } }>().blog.content;
      expect(content).toContain("<h2>Start small</h2><p>Pick one plant.</p>");
      expect(content).not.toMatch(/script|onclick|javascript/);
      expect(content).toContain(
        'href="https://example.com" target="_blank" rel="noopener noreferrer"',
      );

      // A second article with the same title gets its own address.
      await post("/admin/blog", { ...ARTICLE, published_at: "2026-05-03" });
      const slugs = (await api("/api/getbloglistpg/1"))
        .json<{ id: string }[]>()
        .map((entry) => entry.id);
      expect(slugs).toEqual([
        "choosing-an-erp-for-three-plants",
        "choosing-an-erp-for-three-plants-2",
      ]);
    });

    it("edits, unpublishes and closes comments; hides a comment", async () => {
      const created = await post("/admin/blog", { ...ARTICLE, title: "IoT on the shop floor" });
      const editUrl = (created.headers.location ?? "").replace(/\?.*$/, "");
      const slug = "iot-on-the-shop-floor";

      const edited = await post(editUrl, {
        ...ARTICLE,
        title: "IoT on the shop floor, revised",
        content_html: '<p>Sensors first.</p><img src="http://insecure.example/x.png">',
      });
      expect(edited.statusCode).toBe(303);
      const article = (await api(`/api/getablog/${slug}`)).json<{
        blog: { blogtitle: string; content: string; commentblock: boolean };
      }>();
      expect(article.blog.blogtitle).toBe("IoT on the shop floor, revised");
      expect(article.blog.content).toBe("<p>Sensors first.</p>");

      const comment = await app.inject({
        method: "POST",
        url: "/api/UpdateBlogComments",
        headers: { authorization: basicAuth() },
        payload: { blogid: slug, comment: "Buy cheap pills at spam.example" },
      });
      expect(comment.statusCode).toBe(200);
      const editPage = await getPage(app, editUrl, cookie);
      const commentId = /\/comments\/(\d+)\/hide/.exec(editPage.body)?.[1];
      expect(commentId).toBeDefined();
      expect((await post(`${editUrl}/comments/${commentId}/hide`, {})).statusCode).toBe(303);
      const comments = (await api(`/api/getablog/${slug}`)).json<{ comment_list: unknown[] }>();
      expect(comments.comment_list).toEqual([]);

      await post(`${editUrl}/close-comments`, {});
      expect(
        (await api(`/api/getablog/${slug}`)).json<{ blog: { commentblock: boolean } }>().blog
          .commentblock,
      ).toBe(true);

      await post(`${editUrl}/unpublish`, {});
      expect((await api(`/api/getablog/${slug}`)).statusCode).toBe(404);
      await post(`${editUrl}/publish`, {});
      expect((await api(`/api/getablog/${slug}`)).statusCode).toBe(200);
    });

    it("refuses an article without a title or with only unsafe HTML, keeping the input", async () => {
      const response = await post("/admin/blog", {
        ...ARTICLE,
        title: "",
        published_at: "05/04/2026",
        content_html: "<script>alert(1)</script>",
      });
      expectRefusedShowing(response, [
        "Title is required.",
        "Enter a date as YYYY-MM-DD.",
        "The content is empty once unsafe HTML is removed.",
        ARTICLE.description,
        "&lt;script&gt;alert(1)&lt;/script&gt;",
      ]);
    });
  });

  describe("employees", () => {
    it("adds and edits an employee; the card page's lookup sees the change", async () => {
      expect((await post("/admin/employees", EMPLOYEE)).statusCode).toBe(303);
      const card = await api("/api/getemployee/9811122334");
      expect(card.json()).toMatchObject({ status: 200, data: { name: "Neha Kapoor" } });

      const list = await getPage(app, "/admin/employees", cookie);
      const editUrl = /href="(\/admin\/employees\/\d+)"/.exec(list.body)?.[1] ?? "";
      const edited = await post(editUrl, {
        ...EMPLOYEE,
        designation: "Vice President, Delivery",
        phone_number: "98111-55667",
      });
      expect(edited.statusCode).toBe(303);

      expect((await api("/api/getemployee/9811122334")).statusCode).toBe(404);
      const moved = await api("/api/getemployee/+91%2098111%2055667");
      expect(moved.json()).toMatchObject({
        status: 200,
        data: { designation: "Vice President, Delivery", phone_number: "98111-55667" },
      });

      await post(`${editUrl}/delete`, {});
      expect((await api("/api/getemployee/9811155667")).statusCode).toBe(404);
    });

    it("explains a bad phone number and e-mail, keeping what was typed", async () => {
      const response = await post("/admin/employees", {
        ...EMPLOYEE,
        phone_number: "98111 ABC",
        email: "neha at kaizenfusion",
      });
      expectRefusedShowing(response, [
        "Enter a phone number of digits, spaces or dashes",
        "Enter an e-mail address such as name@kaizenfusion.in.",
        'value="98111 ABC"',
        'value="Neha Kapoor"',
      ]);
    });

    it("refuses a phone number another employee has", async () => {
      await post("/admin/employees", { ...EMPLOYEE, phone_number: "9899900011" });
      const duplicate = await post("/admin/employees", {
        ...EMPLOYEE,
        name: "Someone Else",
        phone_number: "098999 00011",
      });
      expectRefusedShowing(duplicate, ["Another employee already has this phone number."]);
    });
  });

  describe("blocklist", () => {
    it("flags addresses at a blocklisted domain and a blocklisted address as suspect", async () => {
      const check = (email: string) =>
        api(`/api/checksuspectemail/${encodeURIComponent(email)}/203.0.113.9`);
      expect((await check("buyer@bulk-leads.example")).statusCode).toBe(200);

      const added = await post("/admin/blocklist", { value: "  Bulk-Leads.example " });
      expect(added.statusCode).toBe(303);
      expect((await check("buyer@bulk-leads.example")).statusCode).toBe(301);
      expect((await check("buyer@mail.bulk-leads.example")).statusCode).toBe(301);

      await post("/admin/blocklist", { value: "Spammer@Gmail.com" });
      expect((await check("spammer@gmail.com")).statusCode).toBe(301);

      const page = await getPage(app, "/admin/blocklist", cookie);
      expect(page.body).toContain("bulk-leads.example");
      const removeUrl = /action="(\/admin\/blocklist\/\d+\/delete)"/.exec(page.body)?.[1] ?? "";
      expect((await post(removeUrl, {})).statusCode).toBe(303);
      expect((await check("buyer@bulk-leads.example")).statusCode).toBe(200);
    });

    it("explains entries it cannot use", async () => {
      for (const [value, message] of [
        ["", "Enter an e-mail address or a domain."],
        ["com", "Enter a domain with at least two labels"],
        ["not a domain.example", "Enter an address such as name@example.com"],
      ] as const) {
        const response = await post("/admin/blocklist", { value });
        expect(response.statusCode, value).toBe(400);
        expect(response.body, value).toContain(message);
      }
      await post("/admin/blocklist", { value: "dup.example" });
      const duplicate = await post("/admin/blocklist", { value: "DUP.example" });
      expect(duplicate.body).toContain("This entry is already on the blocklist.");
    });
  });
});
