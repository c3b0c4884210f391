import { expect, type Page } from "@playwright/test";
import { addEmployee, uniqueEmployeePhone } from "./admin-console";
import { startPrivateServer } from "./admin-private-server";
import { basicAuth, test, uniqueToken } from "./admin-public-api";
import { signIn } from "./admin-session";

// What staff publish through the console reaching the public site: a blog article in the blog
// reader, an employee's card under /empcard, a blocklisted domain in the e-mail check.

const notice = (page: Page) => page.getByRole("status");
// The line above an article's form: "Published", "Not published", with ", comments closed".
const articleState = (page: Page) =>
  page.getByText(/^(Published|Not published)(, comments closed)? ·/);

test.describe("blog authoring", () => {
  const articles = (page: Page) => page.getByRole("region", { name: "Articles" });
  const reader = (page: Page) => page.getByRole("article");
  const comments = (page: Page) =>
    reader(page).getByRole("region", { name: "Comments" }).getByRole("listitem");

  test("a new article reaches the blog reader, and so do a hidden comment, closed comments and unpublishing", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    // The blog reader specs count the seeded articles page by page, so this article is written
    // on a server of its own.
    const server = await startPrivateServer();
    try {
      const site = server.origin;
      const title = `Field Notes ${uniqueToken(testInfo.project.name)}`;
      await signIn(page, undefined, site);

      await page.getByRole("link", { name: "Blog", exact: true }).click();
      await page.getByRole("link", { name: "Write an article" }).click();
      await page.getByLabel("Title").fill(title);
      await page.getByLabel("Author").fill("Priya Raghavan");
      await page.getByLabel("Description").fill("What we learnt on three shop floors.");
      await page
        .getByLabel("Content (HTML)")
        .fill(
          '<h2>Start small</h2><p>Pick <strong>one line</strong> first.</p><script>document.title="owned"</script><p onclick="alert(1)">Measure twice.</p>',
        );
      await page.getByRole("button", { name: "Save" }).click();
      await expect(notice(page)).toHaveText("The article was created.");
      await expect(articleState(page)).toHaveText(/^Published ·/);
      // Sanitised on save: the script and the handler are gone, the rest is kept.
      await expect(page.getByLabel("Content (HTML)")).toHaveValue(
        "<h2>Start small</h2><p>Pick <strong>one line</strong> first.</p><p>Measure twice.</p>",
      );
      const editUrl = page.url();

      // Dated today, it leads the reader's list.
      await page.goto(`${site}/kf-blog`);
      const listed = articles(page).getByRole("button", { name: new RegExp(title) });
      await expect(listed).toBeVisible();
      await expect(articles(page).getByRole("button").first()).toContainText(title);
      await listed.click();
      await expect(reader(page).getByRole("heading", { level: 2, name: title })).toBeVisible();
      await expect(reader(page).getByRole("heading", { name: "Start small" })).toBeVisible();
      await expect(reader(page).getByText("Measure twice.")).toBeVisible();
      await expect(reader(page).getByText(/^By Priya Raghavan · Published on/)).toBeVisible();

      // The site was built without it, so its own URL opens it in the reader.
      const ownUrl = await reader(page)
        .getByRole("link", { name: "Open this article's own page" })
        .getAttribute("href");
      expect(ownUrl).toMatch(/^\/kf-blog\/field-notes-/);
      await page.goto(`${site}${ownUrl}`);
      await expect(page).toHaveURL(`${site}/kf-blog?id=${ownUrl?.split("/").at(-1)}`);
      await expect(reader(page).getByRole("heading", { level: 2, name: title })).toBeVisible();
      const sitemap = async () => (await page.request.get(`${site}/sitemap.xml`)).text();
      expect(await sitemap()).toContain(`${ownUrl}</loc>`);
      const kept = `Useful, thanks (${testInfo.project.name})`;
      const hidden = `Buy cheap followers (${testInfo.project.name})`;
      for (const text of [kept, hidden]) {
        await reader(page).getByRole("textbox", { name: "Your comment" }).fill(text);
        await reader(page).getByRole("button", { name: "Post Comment" }).click();
        await expect(comments(page).filter({ hasText: text })).toBeVisible();
        await expect(reader(page).getByRole("button", { name: "Post Comment" })).toBeEnabled();
      }

      // A hidden comment leaves the reader; the others stay.
      await page.goto(editUrl);
      const staffComment = page.getByRole("listitem").filter({ hasText: hidden });
      await staffComment.getByRole("button", { name: "Hide" }).click();
      await expect(notice(page)).toHaveText("The comment was updated.");
      await expect(staffComment).toContainText("(hidden)");
      const openArticle = async () => {
        await page.goto(`${site}/kf-blog`);
        await articles(page)
          .getByRole("button", { name: new RegExp(title) })
          .click();
        await expect(reader(page).getByRole("heading", { level: 2, name: title })).toBeVisible();
      };
      await openArticle();
      await expect(comments(page).filter({ hasText: kept })).toBeVisible();
      await expect(comments(page).filter({ hasText: hidden })).toHaveCount(0);

      // Closed comments: the reader says so and offers no comment box.
      await page.goto(editUrl);
      await page.getByRole("button", { name: "Close comments" }).click();
      await expect(notice(page)).toHaveText("The article was updated.");
      await expect(articleState(page)).toHaveText(/^Published, comments closed ·/);
      await openArticle();
      await expect(reader(page).getByText("Comments are closed for this blog.")).toBeVisible();
      await expect(reader(page).getByRole("textbox")).toHaveCount(0);
      await expect(comments(page).filter({ hasText: kept })).toBeVisible();

      // Unpublished, it leaves the reader.
      await page.goto(editUrl);
      await page.getByRole("button", { name: "Unpublish" }).click();
      await expect(articleState(page)).toHaveText(/^Not published, comments closed ·/);
      await page.goto(`${site}/kf-blog`);
      await expect(articles(page).getByRole("button").first()).toBeVisible();
      await expect(articles(page).getByRole("button", { name: new RegExp(title) })).toHaveCount(0);
      // Nor is it in the sitemap, and its own URL is not found any more.
      expect(await sitemap()).not.toContain(`${ownUrl}</loc>`);
      expect((await page.goto(`${site}${ownUrl}`))?.status()).toBe(404);
      await expect(
        page.getByRole("heading", { level: 1, name: "Article not found" }),
      ).toBeVisible();
    } finally {
      await server.stop();
    }
  });
});

test.describe("employee directory", () => {
  const card = (page: Page) => page.getByRole("region", { name: "Employee Details" });

  test("an edited designation shows on the employee's card; a deleted employee has none", async ({
    page,
    token,
  }) => {
    const phone = uniqueEmployeePhone(6);
    const name = `Kavya Iyer ${token}`;

    await signIn(page);
    await addEmployee(page, { name, designation: "Business Analyst", phone });

    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Business Analyst");
    await row.getByRole("link", { name: "Edit" }).click();
    await expect(page.getByLabel("Designation", { exact: true })).toHaveValue("Business Analyst");
    await page.getByLabel("Designation", { exact: true }).fill("Lead Business Analyst, Retail");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(notice(page)).toHaveText("The employee was saved.");
    await expect(row).toContainText("Lead Business Analyst, Retail");

    await page.goto(`/empcard/${phone}`);
    await expect(card(page).getByRole("heading", { name })).toBeVisible();
    await expect(card(page).getByText("Lead Business Analyst, Retail")).toBeVisible();
    await expect(card(page).getByText("Business Analyst", { exact: true })).toHaveCount(0);
    await expect(card(page).getByRole("link", { name: `+91 ${phone}` })).toHaveAttribute(
      "href",
      `tel:+91${phone}`,
    );

    await page.goto("/admin/employees");
    await row.getByRole("button", { name: "Delete" }).click();
    await expect(notice(page)).toHaveText("The employee was deleted.");
    await expect(row).toHaveCount(0);
    await page.goto(`/empcard/${phone}`);
    await expect(card(page).getByText("No employee found with this phone number.")).toBeVisible();
  });
});

test.describe("suspect e-mail blocklist", () => {
  test("a blocklisted domain makes the e-mail check answer 301 until it is removed", async ({
    page,
    request,
  }, testInfo) => {
    const domain = `${uniqueToken(`block${testInfo.project.name}`)}.test`;
    const check = async (email: string) =>
      request.get(`/api/checksuspectemail/${encodeURIComponent(email)}/1.2.3.4`, {
        headers: { Authorization: basicAuth },
        maxRedirects: 0,
      });

    const before = await check(`asha@${domain}`);
    expect(before.status()).toBe(200);
    expect(await before.text()).toBe("Email is OK");

    await signIn(page);
    await page.getByRole("link", { name: "Blocklist" }).click();
    // Typed as staff might: upper case, with a leading "@".
    await page.getByLabel("E-mail address or domain").fill(`@${domain.toUpperCase()}`);
    await page.getByRole("button", { name: "Add" }).click();
    await expect(notice(page)).toHaveText(`${domain} was added.`);
    const row = page.getByRole("row").filter({ hasText: domain });
    await expect(row).toContainText("Domain");

    for (const email of [`asha@${domain}`, `Ravi.Kumar@mail.${domain}`]) {
      const flagged = await check(email);
      expect(flagged.status(), email).toBe(301);
      expect(await flagged.text()).toBe("Email is suspect");
      expect(flagged.headers().location).toBeUndefined();
    }

    await row.getByRole("button", { name: "Remove" }).click();
    await expect(notice(page)).toHaveText("The entry was removed.");
    await expect(row).toHaveCount(0);
    expect((await check(`asha@${domain}`)).status()).toBe(200);
  });
});
