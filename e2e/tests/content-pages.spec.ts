import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./hydration";

// The firm's static and content pages, with the main heading each must show before any script runs.
const contentPages: Record<string, string> = {
  "/about": "About Us",
  "/mission-vission": "Mission & Vision",
  "/development": "Custom Web and Mobile Development",
  "/services": "Other Services",
  "/IOT": "IoT Solutions",
  "/database-services": "Database & System Audit",
  "/oraclexstore": "Retail POS Support for Oracle Xstore",
  "/connectb2b": "ConnectB2B: B2B Matchmaking Platform",
  "/kf-fairex": "KF FairEx: Exhibition Platform",
  "/company-details": "Company Details",
  "/faq": "Frequently Asked Questions",
  "/terms": "Terms of Service",
  "/privacy-policy": "Privacy Policy",
  "/project-deliver": "Projects Delivered",
  "/sitemap": "Sitemap",
};

// The sitemap page's links, in the firm's order and wording.
const sitemapLabels = [
  "Home",
  "About Us",
  "Our Mission and Vision",
  "Development",
  "Other Services",
  "Agentic AI",
  "IOT",
  "Corporate Communication",
  "HR/Payroll Application",
  "Lexema RPA",
  "Job Portal",
  "Become a Partner",
  "Company Details",
  "Frequently Asked Questions",
  "Terms of Service",
  "Privacy Policy",
];

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 992;

function decodeEntities(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

test.describe("prerendered content", () => {
  test("every content page has its h1 in the raw HTML", async ({ request }) => {
    test.skip(test.info().project.name !== "desktop", "the HTML is the same for every device");
    for (const [path, heading] of Object.entries(contentPages)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const headings = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
        decodeEntities(match[1] ?? ""),
      );
      expect(headings, path).toEqual([heading]);
    }
  });

  test("the FAQ page carries FAQPage structured data matching its questions", async ({
    request,
  }) => {
    test.skip(test.info().project.name !== "desktop", "the HTML is the same for every device");
    const html = await (await request.get("/faq")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    const data = blocks
      .map((block) => JSON.parse(block[1] ?? "{}"))
      .find((block) => block["@type"] === "FAQPage");
    expect(data).toBeDefined();
    // The firm's three questions come first, then the ones buyers ask before they sign.
    expect(data.mainEntity).toHaveLength(10);
    expect(data.mainEntity[0].name).toMatch(/budget/);
    expect(data.mainEntity[1].acceptedAnswer.text).toMatch(/SMS or e-mail/);
    expect(data.mainEntity[2].name).toMatch(/outside India/);
    for (const entry of data.mainEntity) {
      expect(html).toContain(`>${entry.name.replace(/'/g, "&#x27;")}</h3>`);
      expect(entry.acceptedAnswer.text.length).toBeGreaterThan(40);
    }
  });
});

test.describe("FAQ accordion", () => {
  // Native disclosure elements sharing one name: no script involved.
  test("opens one answer at a time, and choosing the open question closes it", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    const items = page.getByRole("main").locator("details");
    await expect(items).toHaveCount(10);
    const [first, second] = [items.nth(0), items.nth(1)];
    const question = (item: typeof first) => item.locator("summary");
    const answer = (item: typeof first) => item.locator("summary + *");
    for (const item of await items.all()) await expect(answer(item)).toBeHidden();

    await question(first).click();
    await expect(first).toHaveAttribute("open", "");
    await expect(answer(first)).toBeVisible();
    await expect(answer(first)).toContainText("budget");
    await expect(question(first).getByRole("heading", { level: 3 })).toBeVisible();

    await question(second).click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open");
    await expect(answer(first)).toBeHidden();
    await expect(answer(second)).toContainText("SMS or e-mail");

    await question(second).click();
    await expect(second).not.toHaveAttribute("open");
    for (const item of await items.all()) await expect(answer(item)).toBeHidden();
  });

  test("works from the keyboard", async ({ page }) => {
    test.skip(isMobile(page), "keyboard on desktop");
    await gotoHydrated(page, "/faq");
    const items = page.getByRole("main").locator("details");
    await items.nth(0).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(0)).toHaveAttribute("open", "");

    await page.keyboard.press("Tab");
    await expect(items.nth(1).locator("summary")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open");

    await page.keyboard.press("Space");
    await expect(items.nth(1)).not.toHaveAttribute("open");
  });

  test("offers contact by mail and 'get started' on the home page's contact section", async ({
    page,
  }) => {
    await gotoHydrated(page, "/faq");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /contact us by mail/i })).toHaveAttribute(
      "href",
      /^mailto:hello@kaizenfusion\.in\?subject=/,
    );
    await main.getByRole("link", { name: /get started/i }).click();
    await expect(page).toHaveURL(/\/index#lets$/);
  });
});

test.describe("sitemap", () => {
  test("lists the firm's pages in order, and every link answers 200", async ({ page, request }) => {
    await gotoHydrated(page, "/sitemap");
    // The firm's own list comes first; every other page of the site follows by section.
    const main = page.getByRole("main");
    await expect(main.getByRole("list").first().getByRole("link")).toHaveText(sitemapLabels);
    const links = main.getByRole("listitem").getByRole("link");
    for (const href of await links.evaluateAll((all) =>
      all.map((link) => link.getAttribute("href") ?? ""),
    )) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/index$/);
  });

  test("sitemap.xml lists the pages and every blog article, each a page that answers 200", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toContain("xml");
    const paths = [...(await response.text()).matchAll(/<loc>https:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
      (match) => match[1] ?? "",
    );
    expect(paths).toContain("/index");
    expect(paths).toContain("/kf-blog/agentic-ai-in-operations");
    expect(paths).not.toContain("/empcard");
    const articles = paths.filter((path) => path.startsWith("/kf-blog/"));
    expect(articles.length).toBeGreaterThan(1);
    for (const path of paths) {
      const page = await request.get(path, { maxRedirects: 0 });
      expect(page.status(), path).toBe(200);
      expect(page.headers()["content-type"], path).toContain("text/html");
    }
  });
});

test.describe("page content", () => {
  test("the projects showcase lists 13 delivered projects", async ({ page }) => {
    await page.goto("/project-deliver");
    const projects = page.getByRole("list", { name: "Projects delivered" }).locator(":scope > li");
    await expect(projects).toHaveCount(13);
    for (const project of await projects.all()) {
      await expect(project.getByRole("heading", { level: 3 })).toHaveCount(1);
      await expect(project).toContainText("The result");
    }
  });

  test("the home page shows case studies that open their write-ups", async ({ page }) => {
    await page.goto("/index");
    const section = page.getByRole("region", { name: "Case studies" });
    await expect(section.getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(section.getByRole("link", { name: "See 13 selected projects" })).toHaveAttribute(
      "href",
      "/project-deliver",
    );
    await section.getByRole("link", { name: "Textile ERP" }).click();
    await expect(page).toHaveURL(/\/case-studies\/textile-erp$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Textile ERP");
    await expect(page.getByRole("main")).toContainText("knitwear manufacturer");
  });

  test("the header leads to the case studies and both AI offers", async ({ request }) => {
    const html = await (await request.get("/about")).text();
    const nav = /<nav[^>]*aria-label="Main"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    for (const href of ["/project-deliver", "/healsupportai", "/prodsupportai"]) {
      expect(nav, href).toContain(`href="${href}"`);
    }
  });

  test("the about page and the business cards name the same founder", async ({ page }) => {
    await page.goto("/about");
    const founder = page.locator("#arjun-mehta");
    await expect(founder.getByRole("heading", { name: "Arjun Mehta" })).toBeVisible();
    await expect(founder).toContainText("Founder and Managing Director");
    await expect(page.getByRole("main")).not.toContainText("Arvind Mehra");
  });

  const statedFacts = [
    {
      title: "the terms state the firm's contractual constants",
      path: "/terms",
      facts: [
        "terminated after 120 days of inactivity",
        "within 10 days",
        "object to a suspension within 30 days",
        "terminate the account after 30 days of suspension",
        "30 days' notice of significant changes",
        "at least seven days before the renewal date",
        "higher of ₹50,000 (fifty thousand rupees) or the fees you paid us in the 12 months",
        "Subscriptions under one year are payable only by credit card",
        "governed by the laws of India",
        "courts of Delhi",
        "Organization Administrator",
      ],
    },
    {
      title: "the privacy policy states retention periods, cookies and the grievance officer",
      path: "/privacy-policy",
      facts: ["24 months", "12 months", "30 days", "sets no cookies", "Grievance Officer", "2023"],
    },
  ];
  for (const { title, path, facts } of statedFacts) {
    test(title, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      for (const text of facts) {
        await expect(main, text).toContainText(text);
      }
    });
  }

  test("the IoT page covers the ten industries and ends with a mail link", async ({ page }) => {
    await page.goto("/IOT");
    const main = page.getByRole("main");
    for (const industry of [
      "Manufacturing",
      "Telecom",
      "Textile",
      "Marine",
      "Environment",
      "Retail",
      "Logistics",
      "Power sector",
      "Banking",
      "Agriculture",
    ]) {
      await expect(main.getByRole("heading", { name: industry, exact: true })).toBeVisible();
    }
    await expect(main.locator('a[href^="mailto:"]')).toHaveCount(1);
  });

  test("mission and vision shows the eight commitments", async ({ page }) => {
    await page.goto("/mission-vission");
    const commitments = page.getByRole("region", { name: "Our eight commitments" });
    await expect(commitments.getByRole("heading", { level: 3 })).toHaveCount(8);
  });

  test("the development page's start-a-project link mails sales with a subject", async ({
    page,
  }) => {
    await page.goto("/development");
    const section = page.getByRole("region", { name: "Start a project" });
    await expect(section.locator('a[href^="mailto:"]').first()).toHaveAttribute(
      "href",
      /^mailto:sales@kaizenfusion\.in\?subject=\S+/,
    );
  });

  test("ConnectB2B shows the four subscription tiers", async ({ page }) => {
    await page.goto("/connectb2b");
    const tiers = page.getByRole("region", { name: "Subscription tiers" });
    await expect(tiers.getByRole("heading", { level: 3 })).toHaveText([
      "Free",
      "Standard",
      "Premium",
      "Enterprise",
    ]);
  });
});

test.describe("external links", () => {
  const expected: Record<string, string[]> = {
    "/connectb2b": ["https://connectb2b.kaizenfusion.in/join"],
    "/kf-fairex": [
      "https://fairex.kaizenfusion.in/exhibitors",
      "https://play.google.com/store/apps/details?id=in.kaizenfusion.fairex",
    ],
  };

  for (const [path, hrefs] of Object.entries(expected)) {
    test(`${path} opens other sites in a new tab without handing them this page`, async ({
      page,
    }) => {
      await page.goto(path);
      const external = page.getByRole("main").locator('a[href^="http"]');
      await expect(external).toHaveCount(hrefs.length);
      for (const href of hrefs) {
        const link = page.getByRole("main").locator(`a[href="${href}"]`);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
        await expect(link).toHaveAccessibleName(/opens in a new tab/);
      }
      await expect(page.getByRole("main").locator('a[href^="mailto:"]').first()).toBeVisible();
    });
  }
});

test.describe("accessibility", () => {
  for (const path of Object.keys(contentPages)) {
    test(`${path} has no axe violations`, async ({ page }) => {
      test.skip(isMobile(page), "checked once, on desktop");
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const violations = results.violations.map(
        (violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`,
      );
      expect(violations, path).toEqual([]);
    });
  }
});
