import { expect, type Page, test } from "@playwright/test";
import { PRIVACY_NOTICE_VERSION } from "@site/contracts";
import { gotoHydrated } from "./hydration";
import { type LeadRow, leadsFor, uniqueEmail } from "./leads-db";
import { downloadRoutes } from "./spec-routes";

// Every public lead form shows a short privacy notice linking the policy, and a separate, optional
// marketing opt-in that starts unticked; the choice and the notice version are stored with the lead.

const OPT_IN = /^Send me occasional e-mails about/;

const FORM_PAGES = [
  "/index",
  "/estimate-builder",
  ...downloadRoutes,
  "/hr-payroll",
  "/lexema-rpa",
  "/qualetics-ai",
  "/healsupportai",
  "/prodsupportai",
  "/agentic-ai",
  "/comm-tool",
  "/apply-job",
  "/become-a-partner",
];

interface ConsentColumns {
  marketing_opt_in: number | boolean;
  privacy_notice_version: string | null;
  marketing_opt_in_at: string | null;
}

const consentOf = (row: LeadRow | undefined) => row as (LeadRow & ConsentColumns) | undefined;

test.describe("privacy notice and marketing opt-in", () => {
  for (const path of FORM_PAGES) {
    test(`${path}: the form shows the notice with the policy link and an unticked opt-in`, async ({
      page,
    }) => {
      await page.goto(path);
      const forms = page.locator("form");
      await expect(forms).toHaveCount(1);
      const form = forms.first();

      const optIn = form.getByRole("checkbox", { name: OPT_IN });
      await expect(optIn).toBeVisible();
      await expect(optIn).not.toBeChecked();
      await expect(optIn).not.toHaveAttribute("required");

      const policyLink = form.getByRole("link", { name: "privacy policy" });
      await expect(policyLink).toHaveAttribute("href", "/privacy-policy");
      // The notice describes the form, so assistive technology reads it with the form.
      await expect(form).toHaveAccessibleDescription(/^We use .+ only to .+privacy policy/);

      // Nothing of it may push the page wider than the screen (the mobile project checks phones).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  const contactForm = (page: Page) => page.getByRole("form", { name: "Contact form" });

  async function sendContact(page: Page, email: string, { optIn }: { optIn: boolean }) {
    const form = contactForm(page);
    await form.getByLabel("Name", { exact: true }).fill("Meera Iyer");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel("How can we help?").fill("A customer portal for our dealers.");
    if (optIn) await form.getByRole("checkbox", { name: OPT_IN }).check();
    const saved = page.waitForRequest("**/api/SaveFeedback");
    await form.getByRole("button", { name: "Submit Request" }).click();
    const payload = (await saved).postDataJSON();
    await expect(page.getByRole("button", { name: "Submit Another Request" })).toBeVisible();
    return payload;
  }

  test("a ticked box is stored with the lead; an unticked one sends the request all the same", async ({
    page,
  }) => {
    const email = uniqueEmail("consent");
    await gotoHydrated(page, "/index");
    await expect(contactForm(page).getByRole("button", { name: "Submit Request" })).toBeEnabled();

    const optedIn = await sendContact(page, email, { optIn: true });
    expect(optedIn).toMatchObject({
      marketing_opt_in: true,
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
    });
    const [first] = leadsFor(email);
    expect(consentOf(first)).toMatchObject({ privacy_notice_version: PRIVACY_NOTICE_VERSION });
    expect(Number(consentOf(first)?.marketing_opt_in)).toBe(1);
    expect(consentOf(first)?.marketing_opt_in_at).toBeTruthy();

    // Starting over clears the box as well as the fields.
    await page.getByRole("button", { name: "Submit Another Request" }).click();
    await expect(contactForm(page).getByRole("checkbox", { name: OPT_IN })).not.toBeChecked();

    const declined = await sendContact(page, email, { optIn: false });
    expect(declined).toMatchObject({
      marketing_opt_in: false,
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
    });
    const rows = leadsFor(email);
    expect(rows).toHaveLength(2);
    expect(Number(consentOf(rows[1])?.marketing_opt_in)).toBe(0);
    expect(consentOf(rows[1])?.marketing_opt_in_at).toBeNull();
  });
});

test("no page of the site sets a cookie, the visit counter included", async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the answers are the same for every viewport");
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
    (match) => match[1] ?? "",
  );
  expect(paths.length).toBeGreaterThan(40);
  const setting: string[] = [];
  for (const path of [...paths, "/no-such-page"]) {
    const answer = await request.get(path, {
      // As a person's browser navigates, so the counter counts it.
      headers: {
        "user-agent":
          "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
        "sec-fetch-dest": "document",
        referer: "https://www.google.com/",
      },
    });
    if (answer.headers()["set-cookie"] !== undefined) setting.push(path);
  }
  expect(setting).toEqual([]);
});
