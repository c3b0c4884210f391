import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { collectErrors, gotoHydrated } from "./hydration";

// The site search: a header button (or "/") opens a dialog that loads the Pagefind index on
// demand, reads the buyer's shorthand in full and lists results by kind.

const dialog = (page: Page) => page.getByRole("dialog", { name: "Search the site" });
const opener = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: "Search the site" });

/** The results of one kind: the section under the heading naming it. */
const group = (scope: ReturnType<typeof dialog>, kind: string) =>
  scope.locator("section").filter({ has: scope.page().getByRole("heading", { name: kind }) });

test("the header's button opens the search, ERP finds the textile ERP case study by kind", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, "/about");
  await opener(page).click();
  const search = dialog(page);
  await expect(search).toBeVisible();
  const input = search.getByRole("searchbox", { name: "What are you looking for?" });
  await expect(input).toBeFocused();

  await input.fill("ERP");
  await expect(search.getByRole("status")).toContainText("results for “ERP”");
  await expect(search.getByRole("status")).toContainText("“enterprise resource planning”");
  const caseStudies = group(search, "Case study");
  await expect(caseStudies.locator('a[href="/case-studies/textile-erp"]')).toBeVisible();
  await expect(group(search, "Article").locator("a").first()).toBeVisible();
  // The matched words are marked, and the excerpt carries no other markup.
  await expect(search.locator("p mark").first()).toBeVisible();
  await expect(search.locator("p :not(mark)")).toHaveCount(0);

  // Escape closes it and gives focus back to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(search).toBeHidden();
  await expect(opener(page)).toBeFocused();
  expect(errors).toEqual([]);
});

test("the / key opens the search; GenAI finds generative AI; focus stays inside", async ({
  page,
}) => {
  await gotoHydrated(page, "/index");
  await page.locator("body").press("/");
  const search = dialog(page);
  const input = search.getByRole("searchbox");
  await expect(input).toBeFocused();
  await page.keyboard.type("GenAI");
  await expect(search.getByRole("status")).toContainText("“generative AI”");
  const first = search.getByRole("link").first();
  await expect(first).toBeVisible();
  // The site speaks of agentic AI and language models rather than "GenAI".
  const services = group(search, "Service");
  await expect(services.locator('a[href="/agentic-ai"]')).toBeVisible();
  await expect(
    search.locator("mark", { hasText: /agentic|language model|LLM/i }).first(),
  ).toBeVisible();

  // Tab from the last control comes back to the first: the close button.
  await search.getByRole("link").last().focus();
  await page.keyboard.press("Tab");
  await expect(search.getByRole("button", { name: "Close search" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(search.getByRole("link").last()).toBeFocused();

  await search.getByRole("button", { name: "Close search" }).click();
  await expect(search).toBeHidden();
});

test("a search that finds nothing offers the contact form", async ({ page }) => {
  await gotoHydrated(page, "/faq");
  await opener(page).click();
  const search = dialog(page);
  await search.getByRole("searchbox").fill("zqxwv blorptang");
  await search.getByRole("searchbox").press("Enter");
  await expect(search.getByText("Nothing on the site matches “zqxwv blorptang”.")).toBeVisible();
  const invite = search.getByRole("link", { name: "Tell us what you are looking for" });
  await expect(invite).toHaveAttribute("href", "/index#lets");
  await invite.click();
  await expect(page).toHaveURL(/\/index#lets$/);
  await expect(search).toBeHidden();
});

test("the 404 page's search box lists results on the search page", async ({ page }) => {
  const response = await page.goto("/no-such-page/anywhere");
  expect(response?.status()).toBe(404);
  const box = page.getByRole("region", { name: "Search instead" });
  await box.getByRole("searchbox", { name: "What are you looking for?" }).fill("payroll");
  await box.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?q=payroll$/);
  await expect(page.getByRole("heading", { level: 1, name: "Search the site" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("results for “payroll”");
  const products = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: "Product" }) });
  await expect(products.locator('a[href="/hr-payroll"]')).toBeVisible();
});

test("a page's first load fetches nothing of the search", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await gotoHydrated(page, "/index");
  await page.waitForLoadState("networkidle");
  expect(fetched.filter((path) => /pagefind|search-dialog|search-panel/.test(path))).toEqual([]);

  // Opening it fetches the index from the site itself, under the page's security policy.
  await opener(page).click();
  await dialog(page).getByRole("searchbox").fill("retail POS");
  await expect(dialog(page).getByRole("status")).toContainText("results for");
  expect(fetched.some((path) => path.startsWith("/pagefind/"))).toBe(true);
});

test("the search index's files are served with their types", async ({ request }) => {
  const script = await request.get("/pagefind/pagefind.js");
  expect(script.status()).toBe(200);
  expect(script.headers()["content-type"]).toContain("javascript");
  const entry = await request.get("/pagefind/pagefind-entry.json");
  expect(entry.status()).toBe(200);
  expect(entry.headers()["content-type"]).toContain("application/json");
  const { languages } = (await entry.json()) as { languages: Record<string, { hash: string }> };
  const hash = languages.en?.hash;
  const meta = await request.get(`/pagefind/pagefind.${hash}.pf_meta`);
  expect(meta.status()).toBe(200);
  expect(meta.headers()["content-type"]).toBe("application/octet-stream");
});

test("the search works on a phone-sized screen", async ({ page }) => {
  test.skip(test.info().project.name !== "mobile", "a phone-sized check, run once");
  await gotoHydrated(page, "/index");
  await opener(page).click();
  const search = dialog(page);
  await search.getByRole("searchbox").fill("HRMS");
  await expect(search.locator('a[href="/hr-payroll"]').first()).toBeVisible();
  const box = await search.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  const overflow = await search.evaluate((node) => node.scrollWidth - node.clientWidth);
  expect(overflow).toBe(0);
});

test("the open dialog with its results and the search page pass WCAG 2.2 AA", async ({ page }) => {
  test.setTimeout(60_000); // axe scans the whole page, which is slow on a busy machine
  const violations = async () =>
    (
      await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze()
    ).violations.map((violation) => `${violation.id}: ${violation.help}`);
  await gotoHydrated(page, "/development");
  await opener(page).click();
  await dialog(page).getByRole("searchbox").fill("POS");
  await expect(dialog(page).locator("mark").first()).toBeVisible();
  expect(await violations()).toEqual([]);

  await gotoHydrated(page, "/search?q=ERP");
  await expect(page.locator('a[href="/case-studies/textile-erp"]')).toBeVisible();
  expect(await violations()).toEqual([]);
});
