import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { collectErrors, gotoHydrated } from "./hydration";

// The server seeds twelve articles, newest first: page 1 holds ten, page 2 the two oldest, and
// only the oldest ("Custom Software or Off-the-Shelf?") blocks comments. Both projects share one
// database, so tests that change an article use a different article per project.

const articles = (page: Page) => page.getByRole("region", { name: "Articles" });
const listButtons = (page: Page) => articles(page).getByRole("button");
const reader = (page: Page) => page.getByRole("article");
const articleTitle = (page: Page) => reader(page).getByRole("heading", { level: 2 }).first();
const comments = (page: Page) =>
  reader(page).getByRole("region", { name: "Comments" }).getByRole("listitem");
const likeButton = (page: Page) => reader(page).getByRole("button", { name: /^Like this article/ });

/** The like count read from the button's accessible name. */
async function likeCount(page: Page): Promise<number> {
  const label = (await likeButton(page).getAttribute("aria-label")) ?? "";
  // An article nobody has liked yet shows no number.
  if (label.endsWith(", no likes yet")) return 0;
  const match = /, (\d+) likes?$/.exec(label);
  if (!match?.[1]) throw new Error(`No like count in "${label}"`);
  return Number(match[1]);
}

/** Articles that only one test of one project changes. */
const ownArticles: Record<string, string> = {
  "desktop-like": "agentic-ai-in-operations",
  "mobile-like": "saas-tech-health-check",
  "desktop-comment": "rpa-for-finance-teams",
  "mobile-comment": "retail-pos-reliability",
};
const articleFor = (project: string, purpose: "like" | "comment") =>
  ownArticles[`${project}-${purpose}`] ?? "offline-sync-in-mobile-apps";

/** The reader's API calls the page makes from now on. */
function watchReads(page: Page): string[] {
  const reads: string[] = [];
  page.on("request", (request) => {
    const match = /\/api\/(getbloglistcnt|getbloglistpg\/\d+|getablog\/.+)$/.exec(request.url());
    if (match?.[1]) reads.push(match[1]);
  });
  return reads;
}

test.describe("blog reader sent with its first page", () => {
  test("has the first page and article in the page as sent", async ({ request }) => {
    const html = await (await request.get("/kf-blog")).text();
    expect(html).toMatch(
      /<h2[^>]*>Security Basics Every Small Business Should Have in Place<\/h2>/,
    );
    expect(html).not.toContain("Loading the article...");
    expect(html).not.toContain("Loading articles...");
    expect(html).toContain('<script type="application/json" id="blog-reader-data">');
    // With ?id= the page chooses the article itself, so it is sent as built.
    const chosen = await (await request.get("/kf-blog?id=iot-on-the-factory-floor")).text();
    expect(chosen).toContain("Loading the article...");
    expect(chosen).not.toContain("blog-reader-data");
  });

  test("hydrates with no error and without reading the page again", async ({ page }) => {
    const errors = collectErrors(page);
    const reads = watchReads(page);
    await gotoHydrated(page, "/kf-blog");
    await expect(listButtons(page)).toHaveCount(10);
    await expect(listButtons(page).first()).toHaveAttribute("aria-current", "true");
    await expect(reader(page)).toHaveAttribute("aria-busy", "false");
    await expect(reader(page).getByRole("button", { name: "Post Comment" })).toBeEnabled();
    await expect(page.locator("#blog-reader-data")).toHaveCount(0);
    expect(reads).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("likes and comments on the article it was sent with", async ({ page }, testInfo) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, "/kf-blog");
    const before = await likeCount(page);
    await likeButton(page).click();
    await expect(likeButton(page)).toHaveAttribute("aria-pressed", "true");
    await expect(likeButton(page)).toContainText(String(before + 1));

    const text = `Sent with the page (${testInfo.project.name} ${Date.now()})`;
    await reader(page).getByRole("textbox", { name: "Your comment" }).fill(text);
    await reader(page).getByRole("button", { name: "Post Comment" }).click();
    await expect(comments(page).filter({ hasText: text })).toBeVisible();
    await expect(reader(page).getByRole("textbox", { name: "Your comment" })).toHaveValue("");
    await page.waitForLoadState("networkidle");

    // The next load is rendered by the server from the database: both are in it.
    const sent = await (await page.request.get("/kf-blog")).text();
    expect(sent).toContain(text);
    await gotoHydrated(page, "/kf-blog");
    await expect(comments(page).filter({ hasText: text })).toBeVisible();
    // The other browser project may like the same article meanwhile.
    expect(await likeCount(page)).toBeGreaterThanOrEqual(before + 1);
    expect(errors).toEqual([]);
  });

  test("shows the reader again when the visitor comes back to it with the Back button", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, "/kf-blog");
    const title = (await articleTitle(page).textContent()) ?? "";
    await page.getByRole("link", { name: "Kaizen Fusion home" }).click();
    await expect(page).toHaveURL(/\/index$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/kf-blog$/);
    await expect(articleTitle(page)).toHaveText(title);
    await expect(listButtons(page)).toHaveCount(10);
    expect(errors).toEqual([]);
  });
});

test.describe("blog reader", () => {
  test("lists the newest articles and selects the first one", async ({ page }) => {
    await page.goto("/kf-blog");
    await expect(listButtons(page)).toHaveCount(10);
    const first = listButtons(page).first();
    await expect(first).toHaveAttribute("aria-current", "true");
    const firstTitle = (await first.locator("span").first().textContent()) ?? "";
    await expect(articleTitle(page)).toHaveText(firstTitle);
    await expect(reader(page)).toHaveAttribute("aria-busy", "false");
    await expect(
      reader(page).getByText(/^By .+ · Published on \d{1,2} [A-Z][a-z]+ \d{4}$/),
    ).toBeVisible();
    await expect(reader(page).getByRole("heading", { name: "Comments" })).toBeVisible();
    await expect(page.getByText("Select a blog to read")).toHaveCount(0);
  });

  test("pages to page 2, scrolls to the top and selects its first article", async ({ page }) => {
    await gotoHydrated(page, "/kf-blog");
    const pages = page.getByRole("navigation", { name: "Blog pages" });
    await expect(pages.getByRole("button")).toHaveCount(2);
    await expect(pages.getByRole("button", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await pages.getByRole("button", { name: "Page 2" }).click();

    await expect(pages.getByRole("button", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(pages.getByRole("button", { name: "Page 1" })).not.toHaveAttribute("aria-current");
    await expect(listButtons(page)).toHaveCount(2);
    await expect(listButtons(page).first()).toHaveAttribute("aria-current", "true");
    await expect(articleTitle(page)).toHaveText(
      "How We Estimate the Cost of a Custom Software Project",
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("says when an article takes no comments", async ({ page }) => {
    await gotoHydrated(page, "/kf-blog");
    await page.getByRole("button", { name: "Page 2" }).click();
    await listButtons(page).filter({ hasText: "Custom Software or Off-the-Shelf?" }).click();
    await expect(articleTitle(page)).toHaveText(
      "Custom Software or Off-the-Shelf? A Decision Guide for Growing Businesses",
    );
    await expect(reader(page).getByText("Comments are closed for this blog.")).toBeVisible();
    await expect(reader(page).getByRole("textbox")).toHaveCount(0);
    // Its seeded comments are still shown.
    await expect(comments(page)).not.toHaveCount(0);
  });

  test("counts a like at once and keeps it after a reload", async ({ page }, testInfo) => {
    await page.goto(`/kf-blog?id=${articleFor(testInfo.project.name, "like")}`);
    await expect(likeButton(page)).toHaveAttribute("aria-pressed", "false");
    const before = await likeCount(page);

    await likeButton(page).click();
    await expect(likeButton(page)).toHaveAttribute("aria-pressed", "true");
    await expect(likeButton(page)).toContainText(String(before + 1));
    await page.waitForLoadState("networkidle");

    await page.reload();
    await expect(likeButton(page)).toHaveAttribute("aria-pressed", "false");
    expect(await likeCount(page)).toBe(before + 1);
  });

  test("takes a failed like back and says so", async ({ page }) => {
    // The one stubbed call: the like request fails, a moment later, without reaching the server.
    await page.route("**/api/UpdateBlogLikes", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.abort();
    });
    await page.goto("/kf-blog?id=iot-on-the-factory-floor");
    await expect(likeButton(page)).toBeVisible();
    const before = await likeCount(page);
    const alerts: string[] = [];
    // Answered at once: an open alert would hold up the click that caused it.
    page.on("dialog", async (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.accept();
    });

    await likeButton(page).click();
    await expect(likeButton(page)).toContainText(String(before + 1));
    await expect.poll(() => alerts).toEqual(["alert: Failed to update likes. Please try again."]);
    await expect(likeButton(page)).toHaveAttribute("aria-pressed", "false");
    expect(await likeCount(page)).toBe(before);
  });

  test("shows a comment while it posts and keeps it after a reload", async ({ page }, testInfo) => {
    // The request reaches the real server, a little later, so the posting state can be seen.
    await page.route("**/api/UpdateBlogComments", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto(`/kf-blog?id=${articleFor(testInfo.project.name, "comment")}`);
    const text = `Clear and practical, thank you (${testInfo.project.name} ${Date.now()})`;
    const box = reader(page).getByRole("textbox", { name: "Your comment" });
    await box.fill(text);
    await reader(page).getByRole("button", { name: "Post Comment" }).click();

    const posting = reader(page).getByRole("button", { name: "Posting..." });
    await expect(posting).toBeVisible();
    await expect(posting).toBeDisabled();
    await expect(box).toBeDisabled();
    await expect(comments(page).filter({ hasText: text })).toBeVisible();

    await expect(reader(page).getByRole("button", { name: "Post Comment" })).toBeEnabled();
    await expect(box).toHaveValue("");
    await page.reload();
    await expect(comments(page).filter({ hasText: text })).toBeVisible();
  });

  test("ignores a blank comment", async ({ page }) => {
    await page.goto("/kf-blog?id=seven-signs-your-erp-needs-an-audit");
    await expect(comments(page)).toHaveCount(3);
    let posted = false;
    page.on("request", (request) => {
      if (request.url().includes("/api/UpdateBlogComments")) posted = true;
    });

    await reader(page).getByRole("textbox", { name: "Your comment" }).fill("   \n  ");
    await reader(page).getByRole("button", { name: "Post Comment" }).click();
    await expect(reader(page).getByRole("button", { name: "Post Comment" })).toBeEnabled();
    await expect(comments(page)).toHaveCount(3);
    expect(posted).toBe(false);
  });

  test("puts the list beside the article from 992 px and above it below", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/kf-blog");
    await expect(listButtons(page)).toHaveCount(10);
    let list = await articles(page).boundingBox();
    let article = await reader(page).boundingBox();
    expect(list && article && list.x + list.width <= article.x).toBe(true);

    await page.setViewportSize({ width: 991, height: 900 });
    list = await articles(page).boundingBox();
    article = await reader(page).boundingBox();
    expect(list && article && list.y + list.height <= article.y).toBe(true);
    // A single row that scrolls sideways.
    const row = articles(page).getByRole("list");
    const [first, second] = [
      await listButtons(page).nth(0).boundingBox(),
      await listButtons(page).nth(1).boundingBox(),
    ];
    expect(first?.y).toBe(second?.y);
    expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });
});

test.describe("accessibility", () => {
  test("the reader and an article page have no axe violations", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/kf-blog");
    await expect(reader(page)).toHaveAttribute("aria-busy", "false");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.goto("/kf-blog/seven-signs-your-erp-needs-an-audit");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});

test.describe("article pages", () => {
  test("every article has its own URL, prerendered with its title and text", async ({
    request,
  }) => {
    const response = await request.get("/kf-blog/iot-on-the-factory-floor");
    expect(response.status()).toBe(200);
    const html = await response.text();
    // The blog's name would take the title past the 60 characters results pages show.
    expect(html).toContain("<title>IoT on the Factory Floor: Start With One Machine</title>");
    expect(html).toMatch(/<h1[^>]*>IoT on the Factory Floor: Start With One Machine<\/h1>/);
    expect(html).toContain(
      '<meta name="description" content="A practical path from a single connected machine to plant-wide visibility, without replacing the equipment you already run.">',
    );
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain("<h2>Pick the question first</h2>");
    expect(html).toContain("Neha Kapoor");
  });

  test("an unknown article answers 404 and says so, with the way to the blog", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const response = await page.goto("/kf-blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Article not found" })).toBeVisible();
    await expect(page).toHaveTitle("Article Not Found | Kaizen Fusion Blog");
    await page.getByRole("link", { name: "Go to the blog" }).click();
    await expect(page).toHaveURL(/\/kf-blog$/);
    await expect(articleTitle(page)).not.toBeEmpty();
    expect(errors).toEqual([]);
  });

  test("the reader and the article page link to each other", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/kf-blog?id=iot-on-the-factory-floor");
    await expect(articleTitle(page)).toHaveText("IoT on the Factory Floor: Start With One Machine");
    await reader(page).getByRole("link", { name: "Open this article's own page" }).click();

    await expect(page).toHaveURL(/\/kf-blog\/iot-on-the-factory-floor$/);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "IoT on the Factory Floor: Start With One Machine",
      }),
    ).toBeVisible();
    await page
      .getByRole("link", { name: "Like or comment on this article in the blog reader" })
      .click();

    await expect(page).toHaveURL(/\/kf-blog\?id=iot-on-the-factory-floor$/);
    await expect(articleTitle(page)).toHaveText("IoT on the Factory Floor: Start With One Machine");
    await expect(likeButton(page)).toBeVisible();

    // Going back renders the article page in the browser from its prerendered data.
    await page.goBack();
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "IoT on the Factory Floor: Start With One Machine",
      }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
});
