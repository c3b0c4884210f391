import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./hydration";

// The industry pages, the case-study pages and the ways into them. Written out here, apart from
// the app's content, so a page that loses a case study, its checklist or its preset fails.
const industries = [
  {
    id: "manufacturing",
    checklist: "/legacy-checklist",
    caseStudies: ["Construction and manufacturing ERP", "Textile ERP"],
    costs: ["42000", "15000"],
  },
  {
    id: "healthcare",
    checklist: "/healthcare-checklist",
    caseStudies: ["Expense management app"],
    costs: ["30000", "12000"],
  },
  {
    id: "retail",
    checklist: "/ecom-checklist",
    caseStudies: ["Grocery delivery app", "Retail business intelligence", "E-commerce store"],
    costs: ["36000", "14000"],
  },
  {
    id: "logistics",
    checklist: "/logistics-checklist",
    caseStudies: ["Service ERP", "Grocery delivery app"],
    costs: ["48000", "18000"],
  },
  {
    id: "textile",
    checklist: "/systemcost-checklist",
    caseStudies: ["Textile ERP", "Retail business intelligence"],
    costs: ["26000", "9500"],
  },
  {
    id: "bfsi",
    checklist: "/vendor-checklist",
    caseStudies: ["Reporting service", "Document management system"],
    costs: ["55000", "20000"],
  },
] as const;

const caseStudiesSection = (page: Page) =>
  page.getByRole("region", { name: "Case studies", exact: true });

test.describe("industry pages", () => {
  for (const industry of industries) {
    test(`/industries/${industry.id} shows its case studies in figures, its checklist and ROI preset`, async ({
      page,
    }) => {
      const response = await page.goto(`/industries/${industry.id}`);
      expect(response?.status()).toBe(200);
      const trail = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(trail.getByRole("link")).toHaveText(["Home", "Industries", /.+/]);
      const cards = caseStudiesSection(page)
        .getByRole("listitem")
        .filter({
          has: page.getByRole("heading", { level: 3 }),
        });
      await expect(cards.getByRole("heading", { level: 3 })).toHaveText([...industry.caseStudies]);
      for (const card of await cards.all()) {
        for (const label of ["Before", "After", "Timeframe", "Team size"]) {
          await expect(card.locator("dt", { hasText: label })).toHaveCount(1);
          await expect(card.locator("dt", { hasText: label }).locator("+ dd")).not.toBeEmpty();
        }
      }
      const tools = page.getByRole("region", { name: "Check where you stand" });
      await expect(tools.locator(`a[href="${industry.checklist}"]`).first()).toBeVisible();
      await expect(
        tools.getByRole("link", { name: "Open the calculator with these figures" }),
      ).toHaveAttribute("href", `/roi-calculator?industry=${industry.id}`);
    });
  }

  test("the ROI link opens the calculator with the industry's figures, and a plain visit without", async ({
    page,
  }) => {
    await gotoHydrated(page, "/industries/logistics");
    await page.getByRole("link", { name: "Open the calculator with these figures" }).click();
    await expect(page).toHaveURL(/\/roi-calculator\?industry=logistics$/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const manual = page.getByLabel("Manual process cost (USD per year)");
    const automated = page.getByLabel("Automated process cost (USD per year)");
    await expect(manual).toHaveValue("48000");
    await expect(automated).toHaveValue("18000");

    // The visitor's own figures replace the preset.
    await manual.fill("50000");
    await expect(manual).toHaveValue("50000");

    await gotoHydrated(page, "/roi-calculator?industry=mining");
    await expect(page.getByLabel("Manual process cost (USD per year)")).toHaveValue("");
    await gotoHydrated(page, "/roi-calculator");
    await expect(page.getByLabel("Automated process cost (USD per year)")).toHaveValue("");
  });

  test("each preset of the list reaches the calculator", async ({ page }) => {
    for (const industry of industries) {
      await gotoHydrated(page, `/roi-calculator?industry=${industry.id}`);
      await expect(page.getByLabel("Manual process cost (USD per year)")).toHaveValue(
        industry.costs[0],
      );
      await expect(page.getByLabel("Automated process cost (USD per year)")).toHaveValue(
        industry.costs[1],
      );
    }
  });

  test("the index lists every industry page", async ({ page }) => {
    await page.goto("/industries");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Industries we serve");
    for (const industry of industries) {
      await expect(page.locator(`main a[href="/industries/${industry.id}"]`).first()).toBeVisible();
    }
  });
});

test.describe("case-study pages", () => {
  test("a case study shows its metrics, story, quote and valid Article data", async ({ page }) => {
    const response = await page.goto("/case-studies/textile-erp");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Textile ERP");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText(
      ["Home", "Case studies", "Textile ERP"],
    );
    const metrics = page.locator('dl[aria-label="The project in figures"]');
    const expected = {
      Before: "Four separate registers; order status by phone",
      After: "Order status in seconds; yarn wastage down 6%",
      Stack: "React, .NET, SQL Server",
      Industry: "Textile",
    };
    for (const [label, value] of Object.entries(expected)) {
      await expect(metrics.locator("dt", { hasText: label }).locator("+ dd")).toHaveText(value);
    }
    await expect(metrics.locator("dt", { hasText: "Team size" }).locator("+ dd")).toContainText(
      "7",
    );
    await expect(metrics.locator("dt", { hasText: "Timeframe" }).locator("+ dd")).toContainText(
      "7 months",
    );
    for (const step of ["Challenge", "Approach", "Outcome"]) {
      await expect(page.getByRole("heading", { name: step, level: 3 })).toBeVisible();
    }
    await expect(page.locator("figcaption")).toHaveText("Director, the knitwear exporter");
    await expect(page.locator('main a[href="/industries/textile"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/development"]').first()).toBeVisible();

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const article = data.find((item) => item["@type"] === "Article");
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      headline: expect.stringContaining("Textile ERP"),
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      author: { "@type": "Organization", name: "Kaizen Fusion Technologies Pvt. Ltd." },
      publisher: { "@type": "Organization", logo: { "@type": "ImageObject" } },
      image: { url: expect.stringMatching(/\/og\/case-studies\/textile-erp\.png$/) },
      mainEntityOfPage: expect.stringMatching(/\/case-studies\/textile-erp$/),
    });
    expect(String(article?.headline).length).toBeLessThanOrEqual(110);
    const imageUrl = (article?.image as { url?: string } | undefined)?.url ?? "";
    const image = await page.request.get(new URL(imageUrl).pathname);
    expect(image.status()).toBe(200);
  });

  test("the showcase links every card to its case study", async ({ page }) => {
    await page.goto("/project-deliver");
    const titles = page.getByRole("list", { name: "Projects delivered" }).getByRole("heading");
    await expect(titles).toHaveCount(13);
    await titles.getByRole("link", { name: "Service ERP" }).click();
    await expect(page).toHaveURL(/\/case-studies\/service-erp$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service ERP");
  });
});

test.describe("ways in from the home page", () => {
  test("an industry box with a page navigates to it; the others are not links", async ({
    page,
  }) => {
    await page.goto("/index");
    const boxes = page.locator("#iot-solution ul").first();
    await expect(boxes.getByRole("link")).toHaveText([
      /Manufacturing/,
      /Textile/,
      /Retail/,
      /Logistics/,
      /Banking/,
      /Agriculture/,
    ]);
    await expect(boxes.getByText("Telecom", { exact: true })).toBeVisible();
    await expect(boxes.getByRole("link", { name: /Telecom/ })).toHaveCount(0);
    await boxes.getByRole("link", { name: /Banking/ }).click();
    await expect(page).toHaveURL(/\/industries\/bfsi$/);
  });

  test("the home page's case studies open their pages and present the showcase as a selection", async ({
    page,
  }) => {
    await page.goto("/index");
    const section = page.locator("#case-studies");
    await expect(section.getByRole("link", { name: "See 13 selected projects" })).toHaveAttribute(
      "href",
      "/project-deliver",
    );
    await section.getByRole("link", { name: "Textile ERP" }).click();
    await expect(page).toHaveURL(/\/case-studies\/textile-erp$/);
  });
});
