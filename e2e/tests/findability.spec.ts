import { type APIRequestContext, expect, test } from "@playwright/test";

// Every page the sitemap offers search engines is also reachable by following plain links, as a
// crawler or a visitor does: each is the target of an <a href> on some other page of the sitemap,
// in the HTML the server sends, before any script runs.

const decoded = (href: string) => href.replace(/&amp;|&#38;/g, "&");

test("every page of sitemap.xml is linked from another page", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the HTML is the same for every viewport");
  test.setTimeout(120_000);
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
    (match) => match[1] ?? "",
  );
  expect(paths.length).toBeGreaterThan(40);

  const linked = new Set<string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
      const url = new URL(decoded(match[1] ?? ""), `http://site.test${path}`);
      // A page's link to itself does not make it reachable.
      if (url.host === "site.test" && url.pathname !== path) linked.add(url.pathname);
    }
  }
  expect(paths.filter((path) => !linked.has(path))).toEqual([]);
});

const SITE = "https://www.kaizenfusion.in";

/** The structured data blocks of a page, as the server sends it. */
async function structuredData(
  request: APIRequestContext,
  path: string,
): Promise<Record<string, unknown>[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "{}"),
  );
}

const ofType = (blocks: Record<string, unknown>[], type: string) =>
  blocks.filter((block) => block["@type"] === type);

const crumbsOf = (trail: Record<string, unknown> | undefined) =>
  (trail?.itemListElement ?? []) as { name: string; item: string }[];

test.describe("structured data", () => {
  test.skip(({ isMobile }) => isMobile, "the HTML is the same for every viewport");

  test("a deep page carries one valid BreadcrumbList from Home down to itself", async ({
    request,
  }) => {
    const [trail, ...others] = ofType(
      await structuredData(request, "/healthcare-checklist"),
      "BreadcrumbList",
    );
    expect(others).toEqual([]);
    expect(trail).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/index` },
        { "@type": "ListItem", position: 2, name: "Checklists", item: `${SITE}/checklist` },
        {
          "@type": "ListItem",
          position: 3,
          name: "Healthcare checklist",
          item: `${SITE}/healthcare-checklist`,
        },
      ],
    });
    // Every step but the page itself is a page the server answers.
    for (const crumb of crumbsOf(trail).slice(0, -1)) {
      expect((await request.get(new URL(crumb.item).pathname)).status(), crumb.item).toBe(200);
    }
  });

  test("a blog article's trail passes through the blog", async ({ request }) => {
    const [trail] = ofType(
      await structuredData(request, "/kf-blog/security-basics-for-small-businesses"),
      "BreadcrumbList",
    );
    const names = crumbsOf(trail).map((crumb) => crumb.name);
    expect(names.slice(0, 2)).toEqual(["Home", "Blog"]);
    expect(names).toHaveLength(3);
  });

  test("the home page has no breadcrumb, and its Organization names how to reach the firm", async ({
    request,
  }) => {
    const blocks = await structuredData(request, "/index");
    expect(ofType(blocks, "BreadcrumbList")).toEqual([]);
    const [organization] = ofType(blocks, "Organization");
    expect(organization?.description).toMatch(/IT and AI consulting firm in New Delhi/);
    expect(organization?.contactPoint).toEqual([
      {
        "@type": "ContactPoint",
        contactType: "sales",
        telephone: "+91 11 4170 2200",
        email: "sales@kaizenfusion.in",
        areaServed: "IN",
        availableLanguage: ["English", "Hindi"],
      },
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: "+91 11 4170 2200",
        email: "hello@kaizenfusion.in",
        areaServed: "IN",
        availableLanguage: ["English", "Hindi"],
      },
    ]);
  });

  test("job markup sits on each position's own page, never on the list", async ({ request }) => {
    expect(ofType(await structuredData(request, "/job-portal"), "JobPosting")).toEqual([]);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    // Two hybrid positions and two on site: all four work from the office, none telecommutes.
    for (const slug of [
      "full-stack-developer",
      "business-development-executive",
      "sales-intern",
      "mechatronics-interns",
    ]) {
      const path = `/job-portal/${slug}`;
      expect(sitemap, path).toContain(`<loc>${SITE}${path}</loc>`);
      const postings = ofType(await structuredData(request, path), "JobPosting");
      expect(postings, path).toHaveLength(1);
      const [posting] = postings;
      expect(posting?.url).toBe(`${SITE}${path}`);
      expect(posting?.description).toContain("<h3>Responsibilities</h3>");
      expect(posting?.description).toContain("<h3>What we offer</h3>");
      expect(posting?.identifier).toMatchObject({ value: expect.stringMatching(/^KF-/) });
      expect(posting?.employmentType).toMatch(/^(FULL_TIME|INTERN)$/);
      expect(posting?.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(Date.parse(String(posting?.validThrough))).toBeGreaterThan(
        Date.parse(String(posting?.datePosted)),
      );
      expect(posting?.jobLocationType, path).toBeUndefined();
      expect(posting?.jobLocation, path).toMatchObject({
        "@type": "Place",
        address: { addressLocality: "New Delhi", addressCountry: "IN" },
      });
    }
  });
});

test("a position's page shows the whole posting and applies with the position chosen", async ({
  page,
}) => {
  await page.goto("/job-portal/full-stack-developer");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Full Stack Developer");
  await expect(page.getByText("Hybrid: our Okhla office and home")).toBeVisible();
  await expect(page.getByText("New Delhi / Remote")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Required skills" })).toBeVisible();
  await expect(
    page.getByText("Integrate third-party APIs, payment gateways and AI services"),
  ).toBeVisible();
  await page.getByRole("link", { name: "Apply Now for Full Stack Developer" }).click();
  await expect(page).toHaveURL(/\/apply-job\?job=Full\+Stack\+Developer$/);
  await expect(page.getByLabel(/Position applied for/)).toHaveValue("Full Stack Developer");
});

test("no <style> sits in the body of a page with islands", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the HTML is the same for every viewport");
  for (const path of ["/index", "/estimate-builder", "/healthcare-checklist"]) {
    const html = await (await request.get(path)).text();
    const body = html.slice(html.indexOf("<body"));
    expect(body, path).toContain("<astro-island");
    // Outside inline drawings, whose own <style> HTML allows.
    expect(body.replace(/<svg\b[\s\S]*?<\/svg>/g, ""), path).not.toContain("<style");
    expect(html.slice(0, html.indexOf("<body")), path).toContain(
      "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>",
    );
  }
});

test("the sitemap page links every page of sitemap.xml", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the HTML is the same for every viewport");
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] ?? "");
  const html = await (await request.get("/sitemap")).text();
  const hrefs = new Set(
    [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => decoded(match[1] ?? "")),
  );
  expect(paths.filter((path) => path !== "/sitemap" && !hrefs.has(path))).toEqual([]);
});
