import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { dropSaves, fillFields, holdRequests, openForm, refuseSaves } from "./lead-forms";
import { leadsFor, uniqueEmail } from "./leads-db";

const form = (page: Page) => page.getByRole("form", { name: "Estimate request" });
const submit = (page: Page) => form(page).getByRole("button", { name: "Calculate Estimate" });
const group = (page: Page, name: string) => form(page).getByRole("group", { name });
const runningTotal = (page: Page) => form(page).locator('[aria-live="polite"]');
const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

const openBuilder = (page: Page) => openForm(page, "/estimate-builder", submit(page));

const fillVisitor = (page: Page, email: string) =>
  fillFields(form(page), [
    ["Your name", "Vikram Mehta"],
    ["Company", "Mehta Logistics"],
    ["Email", email],
    ["Mobile number", "+91 98100 12345"],
    ["About your project", "A fleet tracking portal and app."],
  ]);

test.describe("estimate builder", () => {
  test("the platform decides which count groups are shown", async ({ page }) => {
    await openBuilder(page);
    const platform = form(page).getByLabel("Platform");
    for (const name of ["Web forms", "Mobile screens", "Add-ons"]) {
      await expect(group(page, name)).toHaveCount(0);
    }
    await platform.selectOption("web");
    await expect(group(page, "Web forms")).toBeVisible();
    await expect(group(page, "Mobile screens")).toHaveCount(0);
    await expect(group(page, "Add-ons")).toBeVisible();
    await platform.selectOption("mobile");
    await expect(group(page, "Web forms")).toHaveCount(0);
    await expect(group(page, "Mobile screens")).toBeVisible();
    await platform.selectOption("both");
    await expect(group(page, "Web forms")).toBeVisible();
    await expect(group(page, "Mobile screens")).toBeVisible();
    await platform.selectOption("");
    for (const name of ["Web forms", "Mobile screens", "Add-ons"]) {
      await expect(group(page, name)).toHaveCount(0);
    }
  });

  test("shows the API's cost in rupees with Indian grouping, then starts over", async ({
    page,
  }) => {
    const email = uniqueEmail("estimate");
    await openBuilder(page);
    await fillVisitor(page, email);
    await form(page).getByLabel("Platform").selectOption("web");
    const web = group(page, "Web forms");
    await web.getByLabel("Complex transaction forms").fill("12");
    await web.getByLabel("Reports").fill("");
    await group(page, "Add-ons").getByLabel("Dashboards").fill("2");

    const answer = page.waitForResponse("**/api/SaveEstimate");
    await submit(page).click();
    const response = await answer;
    const sent = response.request().postDataJSON();
    // A cleared count and every count of a hidden group are sent as 0.
    expect(sent).toMatchObject({ platform: "web", wtrans: 12, wreport: 0, anal: 2, mauth: 0 });
    expect(sent.mobile).toBe("+919810012345");
    const { cost } = (await response.json()) as { cost: number };
    expect(cost).toBeGreaterThan(100_000);

    const shown = page.getByTestId("estimate-cost");
    await expect(shown).toHaveText(rupees.format(cost));
    await expect(shown).toHaveText(/^₹\d{1,2}(,\d{2})*,\d{3}$/);
    await expect(page.getByRole("table")).toContainText("Web complex transaction forms");
    await expect(form(page)).toBeHidden();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute(
      "href",
      "/index",
    );
    expect(leadsFor(email)).toEqual([
      expect.objectContaining({ kind: "estimate", estimate_cost: cost }),
    ]);

    await page.getByRole("button", { name: "Create Another Estimate" }).click();
    await expect(form(page)).toBeVisible();
    await expect(group(page, "Web forms").getByLabel("Complex transaction forms")).toHaveValue("0");
    await expect(form(page).getByLabel("Your name")).toHaveValue("Vikram Mehta");
  });

  test("adds up a running total as the counts change, matching the server's price", async ({
    page,
  }) => {
    const email = uniqueEmail("estimate-total");
    await openBuilder(page);
    const total = runningTotal(page);
    await expect(total).toHaveAttribute("aria-atomic", "true");
    await expect(total).toHaveText("Choose a platform to see the cost add up as you count.");
    const emptyBox = await total.boundingBox();

    await form(page).getByLabel("Platform").selectOption("web");
    // Setup only: 40 hours, plus 25% for testing and project management, at ₹1,800 an hour.
    await expect(total).toContainText("Running total: ₹90,000");
    expect((await total.boundingBox())?.height).toBe(emptyBox?.height);

    const web = group(page, "Web forms");
    const transactions = web.getByLabel("Complex transaction forms");
    await expect(transactions).toHaveAccessibleDescription(/invoice or a purchase order/);
    await transactions.fill("3");
    // 40 + 3 × 32 = 136 build hours, 34 more for testing and management: 170 × ₹1,800.
    await expect(total).toContainText("Running total: ₹3,06,000");
    await transactions.fill("");
    await expect(total).toContainText("Running total: ₹90,000");
    await transactions.fill("2");
    await group(page, "Add-ons").getByLabel("Third-party API integrations").fill("1");
    const shownTotal = await total.getByTestId("estimate-running-total").textContent();

    await fillVisitor(page, email);
    const answer = page.waitForResponse("**/api/SaveEstimate");
    await submit(page).click();
    const { cost } = (await (await answer).json()) as { cost: number };
    expect(shownTotal).toBe(rupees.format(cost));
    await expect(page.getByTestId("estimate-cost")).toHaveText(rupees.format(cost));
    expect(leadsFor(email)).toEqual([expect.objectContaining({ estimate_cost: cost })]);

    await page.getByRole("button", { name: "Create Another Estimate" }).click();
    await expect(total).toContainText("Running total: ₹90,000");
  });

  test("shows 'Calculating...' and the overlay while the estimate is computed", async ({
    page,
  }) => {
    await openBuilder(page);
    const release = await holdRequests(page, "**/api/SaveEstimate");
    await fillVisitor(page, uniqueEmail("estimate-slow"));
    await form(page).getByLabel("Platform").selectOption("mobile");
    await submit(page).click();
    await expect(form(page).getByRole("button", { name: "Calculating..." })).toBeDisabled();
    await expect(page.getByRole("status")).toContainText("Calculating your estimate");
    release();
    await expect(page.getByTestId("estimate-cost")).toHaveText(/^₹/);
  });

  test("has no axe violations with every count group shown", async ({ page }) => {
    test.setTimeout(90_000); // axe scans the whole page, which is slow on a busy machine
    await openBuilder(page);
    await form(page).getByLabel("Platform").selectOption("both");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test("explains a server error and a missing connection", async ({ page }) => {
    await openBuilder(page);
    await fillVisitor(page, uniqueEmail("estimate-error"));
    await form(page).getByLabel("Platform").selectOption("both");

    await refuseSaves(page, "SaveEstimate", {
      status: 503,
      json: { message: "Service unavailable" },
    });
    await submit(page).click();
    await expect(form(page).getByRole("alert")).toHaveText(
      "Error: Unable to fetch cost estimate. Please try again.",
    );

    await dropSaves(page, "SaveEstimate", "internetdisconnected");
    await submit(page).click();
    await expect(form(page).getByRole("alert")).toHaveText(
      "Network error. Please check your connection and try again.",
    );
    await expect(form(page).getByLabel("Company")).toHaveValue("Mehta Logistics");
  });
});
