import { type Browser, expect, type Page, type TestInfo } from "@playwright/test";
import { addNote, changeStatus } from "./admin-console";
import { postContactLead, test } from "./admin-public-api";
import { STAFF, type StaffCredentials, signIn, submitSignIn } from "./admin-session";

// Staff accounts and roles in the console, as the people do it: the admin adds a sales
// colleague on the Staff page, the colleague works a lead in a browser of their own and is kept
// out of the admin areas, and once the admin disables the account its session ends.

/** The areas only admins may open (apps/api/src/staff/auth/require-staff.ts). */
const ADMIN_ONLY_AREAS = [
  "/admin/blog",
  "/admin/employees",
  "/admin/blocklist",
  "/admin/privacy",
  "/admin/staff",
  "/admin/assignment",
  "/admin/settings/roles",
];
const ADMIN_ONLY_LINKS = ["Blog", "Employees", "Blocklist", "Privacy", "Staff", "Roles"];
const SIGN_IN_REFUSED =
  "Wrong e-mail or password. After 5 failed attempts in a row, each further attempt has to wait longer, up to 15 minutes.";

/** A second browser for another person, with the same screen as the project's own. */
async function freshContext(browser: Browser, testInfo: TestInfo) {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } =
    testInfo.project.use;
  return browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
  });
}

const accountRow = (page: Page, email: string) => page.locator(`tr[data-staff-email="${email}"]`);
const consoleNav = (page: Page) => page.locator("header.top nav");

test.describe("staff accounts and roles", () => {
  test("an admin adds a sales user who works a lead, is kept out of the admin areas and is shut out once disabled", async ({
    page,
    browser,
    request,
    token,
  }, testInfo) => {
    test.setTimeout(60_000);
    const sales: StaffCredentials & { name: string } = {
      name: `Ravi Kumar ${token}`,
      email: `ravi.${token}@kaizenfusion.in`,
      password: `monsoon tiffin ledger ${token}`,
    };
    const leadName = `Asha Rao ${token}`;
    await postContactLead(request, { name: leadName, email: `asha.${token}@example.com` });

    // 1. The admin adds the sales colleague with a typed password.
    await signIn(page, STAFF);
    await consoleNav(page).getByRole("link", { name: "Staff", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff accounts");
    const addForm = page.locator('form[action="/admin/staff"]');
    await addForm.getByLabel("E-mail address").fill(sales.email);
    await addForm.getByLabel("Name (optional)").fill(sales.name);
    await addForm.getByLabel("Role").selectOption({ label: "Sales" });
    await addForm.getByLabel(/^Password/).fill(sales.password);
    await addForm.getByRole("button", { name: "Add staff member" }).click();
    await expect(page.getByRole("status")).toHaveText(`Added ${sales.email}.`);
    // A typed password is never shown back.
    await expect(page.getByTestId("generated-password")).toHaveCount(0);
    const row = accountRow(page, sales.email);
    await expect(row.getByRole("cell")).toHaveText([
      sales.name,
      sales.email,
      "Sales",
      "Never",
      "Active",
      /Change role/,
    ]);
    if (testInfo.project.name === "mobile") {
      // The page itself does not scroll sideways on a 390 px phone; the wide account table
      // scrolls within the main area instead. Measured once the stylesheet has applied.
      await page.waitForLoadState("load");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    }

    const salesContext = await freshContext(browser, testInfo);
    try {
      const salesPage = await salesContext.newPage();

      // 2. The sales user signs in, finds the lead and works it.
      await signIn(salesPage, sales);
      await expect(salesPage.getByRole("heading", { level: 1 })).toHaveText("Leads");
      await expect(salesPage.locator("header.top")).toContainText(`Signed in as ${sales.name}`);
      await salesPage.goto(`/admin/leads?q=${encodeURIComponent(token)}`);
      await salesPage.getByRole("link", { name: leadName, exact: true }).click();
      await expect(salesPage.getByRole("heading", { level: 1 })).toHaveText(leadName);
      const note = `Called ${token}: wants a demo on Friday.`;
      await addNote(salesPage, note);
      await changeStatus(salesPage, "Contacted");
      const timeline = salesPage.locator("ol.timeline > li");
      await expect(timeline.nth(0)).toContainText(`${sales.name} moved it from New to Contacted`);
      await expect(timeline.nth(1)).toContainText(`${sales.name} added a note`);
      await expect(timeline.nth(1)).toContainText(note);

      // 3. The navigation offers sales only what they may open; the admin's offers the rest.
      await salesPage.goto("/admin/leads");
      await expect(consoleNav(salesPage).getByRole("link")).toHaveText([
        "Today",
        "Leads",
        "New lead",
        "People",
        "Deals",
        "Board",
        "Meetings",
        "Insights",
      ]);
      for (const area of ADMIN_ONLY_AREAS) {
        await expect(salesPage.locator(`a[href^="${area}"]`)).toHaveCount(0);
      }
      await page.goto("/admin/leads");
      for (const name of ADMIN_ONLY_LINKS) {
        await expect(consoleNav(page).getByRole("link", { name, exact: true })).toBeVisible();
      }
      // Opened directly, every admin area answers the 403 page.
      for (const area of ADMIN_ONLY_AREAS) {
        const response = await salesPage.goto(area);
        expect({ area, status: response?.status() }).toEqual({ area, status: 403 });
        await expect(salesPage.getByRole("heading", { level: 1 })).toHaveText("Admins only");
        await expect(
          salesPage.getByText("Your account works leads; this area is for admins."),
        ).toBeVisible();
      }

      // The admin's list now shows when the colleague last signed in.
      await page.goto("/admin/staff");
      await expect(row.getByRole("cell").nth(3)).not.toHaveText("Never");

      // 4. The admin disables the account: the colleague's session ends at once.
      await row.getByRole("button", { name: "Disable", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(
        `Disabled ${sales.email} and signed them out everywhere.`,
      );
      await expect(row.getByRole("cell").nth(4)).toHaveText(/^Disabled since /);
      await expect(row.getByRole("button", { name: "Enable", exact: true })).toBeVisible();

      await salesPage.goto("/admin/leads");
      await expect(salesPage).toHaveURL(/\/admin\/login$/);
      await expect(salesPage.getByRole("heading", { level: 1 })).toHaveText("Sign in");
      const refusal = salesPage.waitForResponse(
        (response) =>
          response.url().endsWith("/admin/login") && response.request().method() === "POST",
      );
      await submitSignIn(salesPage, sales);
      expect((await refusal).status()).toBe(401);
      await expect(salesPage.getByRole("alert")).toHaveText(SIGN_IN_REFUSED);
      await expect(salesPage).toHaveURL(/\/admin\/login$/);
    } finally {
      await salesContext.close();
    }
  });
});
