import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./admin-session";
import { gotoHydrated } from "./hydration";
import { leadsFor, uniqueEmail } from "./leads-db";

// A desktop browser as people use it: a headless browser's own User-Agent names it, and the
// visit counter rightly leaves such visits out.
const PERSON_BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** The cells of the row of the campaigns table that starts with `campaign`. */
async function campaignRow(page: Page, campaign: string): Promise<string[]> {
  const table = page.getByRole("table", { name: "Campaigns (utm_campaign)" });
  const row = table
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: campaign }) });
  if ((await row.count()) === 0) return [];
  return row.getByRole("cell").allInnerTexts();
}

test.describe("insights", () => {
  test.use({ userAgent: PERSON_BROWSER });

  test("a campaign's visit and its lead reach the dashboard, and no public page sets a cookie", async ({
    page,
    browser,
  }, testInfo) => {
    const campaign = `autumn-${testInfo.project.name}-${Date.now().toString(36)}`;
    const email = uniqueEmail("insights");

    // A visitor follows a newsletter link to the home page and sends the contact form.
    await gotoHydrated(
      page,
      `/index?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`,
    );
    const form = page.getByRole("form", { name: "Contact form" });
    await expect(form.getByRole("button", { name: "Submit Request" })).toBeEnabled();
    await form.getByLabel("Name", { exact: true }).fill("Meera Pillai");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel("How can we help?").fill("A dashboard for our four warehouses.");
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect(
      page.getByText("Thank you! Your request has been received. We will get back to you soon."),
    ).toBeVisible();
    await page.goto("/about");
    expect(await page.context().cookies()).toEqual([]);
    expect(leadsFor(email)).toHaveLength(1);

    // Staff see both on the insights page once the counter has written its batch.
    const staffContext = await browser.newContext({ userAgent: PERSON_BROWSER });
    const staffPage = await staffContext.newPage();
    await signIn(staffPage);
    await staffPage.getByRole("link", { name: "Insights" }).click();
    await expect(staffPage.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
    await expect(async () => {
      await staffPage.reload();
      expect(await campaignRow(staffPage, campaign)).toEqual(["newsletter", "1", "1"]);
    }).toPass({ timeout: 30_000 });
    await expect(staffPage.getByRole("img", { name: "Leads per week by kind" })).toBeVisible();

    // The CSV holds the same row.
    const csv = await staffPage.request.get(
      `/admin/insights/campaigns.csv?${new URL(staffPage.url()).searchParams}`,
    );
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(`"${campaign}","newsletter","1","1"`);
    await staffContext.close();
  });
});
