import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  expectBotRefused,
  expectMessagesInOrder,
  expectPrerenderedForm,
  fillFields,
  holdRequests,
  openForm,
  refuseSaves,
} from "./lead-forms";
import { leadsFor, uniqueEmail } from "./leads-db";

// Lead codes and checklist values of the 13 pages: fixed per page, stored with each lead.
const PAGES = [
  { path: "/healthcare-checklist", leadtype: "HCT", checklist: "Healthcare Checklist" },
  { path: "/datavisibility-checklist", leadtype: "HCT", checklist: "Data Visibility Checklist" },
  {
    path: "/vendorsupport-checklist",
    leadtype: "MSC",
    checklist: "Vendor Support And Stability Audit",
  },
  {
    path: "/emrreview-checklist",
    leadtype: "HCT",
    checklist: "EMR-lite App Architecture Review Checklist",
  },
  { path: "/systemcost-checklist", leadtype: "MSC", checklist: "System Cost Checklist" },
  { path: "/logistics-checklist", leadtype: "LOS", checklist: "Logistics Checklist" },
  { path: "/ecom-checklist", leadtype: "DCE", checklist: "Ecommerce Checklist" },
  { path: "/legacy-checklist", leadtype: "LSO", checklist: "Legacy Checklist" },
  { path: "/vendor-checklist", leadtype: "MMF", checklist: "Vendor Onboarding Checklist" },
  { path: "/saastech-checklist", leadtype: "SAS", checklist: "SaaS Tech Health Checklist" },
  { path: "/techmistake-checklist", leadtype: "MSC", checklist: "Top 5 Tech Mistakes Checklist" },
  { path: "/srs-template", leadtype: "OTH", checklist: "SRS Template" },
  { path: "/roi-calculator", leadtype: "OTH", checklist: "ROI Calculator" },
] as const;

const THANK_YOU = "Thank you! Your information has been received.";
const form = (page: Page) => page.getByRole("form", { name: "Download form" });
const submit = (page: Page) => form(page).locator('button[type="submit"]');
const alert = (page: Page) => form(page).getByRole("alert");

const open = (page: Page, path: string) => openForm(page, path, submit(page));

interface Visitor {
  name: string;
  companyname: string;
  email: string;
  mobileno: string;
}

const fillVisitor = (page: Page, visitor: Visitor) =>
  fillFields(form(page), [
    ["Full name", visitor.name],
    ["Organization", visitor.companyname],
    ["Email", visitor.email],
    ["Mobile number", visitor.mobileno],
  ]);

async function fillCosts(page: Page, manual: string, automated: string) {
  await form(page).getByLabel("Manual process cost (USD per year)").fill(manual);
  await form(page).getByLabel("Automated process cost (USD per year)").fill(automated);
}

const valid = (email: string): Visitor => ({
  name: "Meera D'Souza",
  companyname: "Sunrise Clinics",
  email,
  mobileno: "+919810012345",
});

test.describe("checklist download page", () => {
  test("is prerendered without the site header, with its heading and a disabled button", async ({
    request,
  }) => {
    await expectPrerenderedForm(request, "/healthcare-checklist", [
      "Healthcare checklist",
      "Patient records and data quality",
      'href="/checklist"',
    ]);
  });

  test("waits for the IP lookup before it can be sent", async ({ page }) => {
    const release = await holdRequests(page, "**/api/ip");
    await page.goto("/logistics-checklist");
    await expect(form(page).getByLabel("Full name")).toBeEditable();
    await expect(submit(page)).toBeDisabled();
    release();
    await expect(submit(page)).toBeEnabled();
  });

  test("checks the rules in order, then saves and offers the PDF", async ({ page, request }) => {
    const email = uniqueEmail("checklist");
    await open(page, "/healthcare-checklist");

    await expectBotRefused(form(page), alert(page), "Bot submission detected.", () =>
      submit(page).click(),
    );

    await submit(page).click();
    await expect(alert(page)).toHaveText("All fields are required.");

    const steps: [Partial<Visitor>, string, string][] = [
      [{ name: "J" }, "Invalid Name. Try to fill your Name correctly.", "Full name"],
      [
        { companyname: "Clinic #1" },
        "Invalid Company Name. Try to fill your company Name correctly",
        "Organization",
      ],
      [
        { mobileno: "0981001234" },
        "Invalid mobile number. Please fill your correct Mobile number.",
        "Mobile number",
      ],
      [{ email: "meera at example.com" }, "Invalid email format.", "Email"],
      [
        { email: `meera-${Date.now()}@mailinator.com` },
        "This email address has been flagged. Please use a different email.",
        "Email",
      ],
    ];
    await expectMessagesInOrder(
      alert(page),
      steps,
      async ([change]) => {
        await fillVisitor(page, { ...valid(email), ...change });
        await submit(page).click();
      },
      ([, , label]) => expect(form(page).getByLabel(label)).toHaveAttribute("aria-invalid", "true"),
    );

    await fillVisitor(page, valid(email));
    const release = await holdRequests(page, "**/api/SaveLead");
    await submit(page).click();
    await expect(form(page).getByRole("button", { name: "Processing..." })).toBeDisabled();
    await expect(page.getByRole("status")).toContainText(
      "Validating inputs. Preparing your checklist",
    );
    release();

    await expect(page.getByRole("heading", { name: THANK_YOU })).toBeVisible();
    await expect(form(page)).toBeHidden();
    const download = page.getByRole("link", { name: /Download the Healthcare Checklist/ });
    await expect(download).toHaveAttribute("href", "/pdf/healthcare-checklist.pdf");
    await expect(download).toHaveAttribute("target", "_blank");
    await expect(download).toHaveAttribute("rel", /noopener/);
    await expect(page.getByRole("link", { name: "Back to all free checklists" })).toHaveAttribute(
      "href",
      "/checklist",
    );
    expect(leadsFor(email)).toEqual([
      expect.objectContaining({
        kind: "checklist",
        company: "Sunrise Clinics",
        lead_code: "HCT",
        offer: "Healthcare Checklist",
      }),
    ]);

    const pdf = await request.get("/pdf/healthcare-checklist.pdf");
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("has no axe violations, before and after sending", async ({ page }) => {
    test.setTimeout(90_000); // axe scans the whole page, which is slow on a busy machine
    await open(page, "/roi-calculator");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await fillVisitor(page, valid(uniqueEmail("axe")));
    await fillCosts(page, "900", "450");
    await submit(page).click();
    await expect(page.getByRole("heading", { name: THANK_YOU })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test("shows the save failure and keeps the form", async ({ page }) => {
    await open(page, "/saastech-checklist");
    await refuseSaves(page, "SaveLead", { status: 500, json: { message: "Database unavailable" } });
    await fillVisitor(page, valid(uniqueEmail("checklist-fail")));
    await submit(page).click();
    await expect(alert(page)).toHaveText("Failed to save your details. Please try again later.");
    await expect(form(page).getByLabel("Organization")).toHaveValue("Sunrise Clinics");
  });
});

test.describe("SRS template and ROI calculator", () => {
  test("the SRS page offers its template", async ({ page }) => {
    await open(page, "/srs-template");
    await expect(submit(page)).toHaveText("Get My Template");
    await fillVisitor(page, valid(uniqueEmail("srs")));
    await submit(page).click();
    await expect(page.getByRole("link", { name: /Download the SRS Template/ })).toHaveAttribute(
      "href",
      "/pdf/srs-template.pdf",
    );
  });

  test("the ROI calculator checks the costs before the e-mail, then shows the result", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("roi");
    await open(page, "/roi-calculator");
    await expect(
      page.getByRole("heading", { name: "Estimate Your ROI from Custom Software" }),
    ).toBeVisible();
    await expect(submit(page)).toHaveText("Calculate ROI");

    await fillVisitor(page, { ...valid(email), email: "not-an-email" });
    await submit(page).click();
    await expect(alert(page)).toHaveText("All fields are required.");

    await fillCosts(page, "2000", "2000");
    await fillVisitor(page, { ...valid(email), email: `roi-${Date.now()}@mailinator.com` });
    await submit(page).click();
    await expect(alert(page)).toHaveText(
      "Automated cost must be less than manual cost for positive ROI",
    );

    await fillCosts(page, "5000", "2000.50");
    await fillVisitor(page, valid(email));
    const saved = page.waitForRequest("**/api/SaveLead");
    await submit(page).click();
    expect((await saved).postDataJSON()).not.toHaveProperty("manual_cost");

    await expect(page.getByRole("heading", { name: THANK_YOU })).toBeVisible();
    const result = page.getByRole("region", { name: "Your ROI estimate" });
    await expect(result).toContainText("$5,000.00");
    await expect(result).toContainText("$2,000.50");
    await expect(result).toContainText("$2,999.50");
    await expect(result).toContainText("149.94%");
    const checklistLink = page.getByRole("link", { name: /ROI Calculation Checklist/ });
    await expect(checklistLink).toHaveAttribute("href", "/pdf/roi-calculation-checklist.pdf");
    const pdf = await request.get("/pdf/roi-calculation-checklist.pdf");
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect(leadsFor(email)).toEqual([
      expect.objectContaining({ lead_code: "OTH", offer: "ROI Calculator" }),
    ]);
  });
});

test.describe("every download page", () => {
  test("sends its own lead type and checklist value, and links the PDF its preview shows", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    for (const { path, leadtype, checklist } of PAGES) {
      await open(page, path);
      const preview = page.getByRole("img", { name: /^The first page of the / });
      const shownFile = await loadedImageFile(preview);
      await fillVisitor(page, valid(uniqueEmail(path.slice(1))));
      if (path === "/roi-calculator") await fillCosts(page, "1200", "300");
      const saved = page.waitForRequest("**/api/SaveLead");
      await submit(page).click();
      expect((await saved).postDataJSON(), path).toMatchObject({ leadtype, checklist });
      await expect(page.getByRole("heading", { name: THANK_YOU }), path).toBeVisible();
      const href = await page
        .getByRole("link", { name: /^Download/ })
        .first()
        .getAttribute("href");
      expect(href, path).toMatch(/^\/pdf\/[a-z-]+\.pdf$/);
      expect((await request.get(href ?? "")).status(), `${path} ${href}`).toBe(200);
      expect(href, path).toBe(`/pdf/${shownFile}.pdf`);
    }
  });
});

/** Waits for an image to load and answers the name of the document it shows. */
async function loadedImageFile(image: Locator): Promise<string> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBe(640);
  const source = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
  const file = /\/checklist-previews\/([a-z-]+)\.(avif|webp)$/.exec(source)?.[1];
  expect(file, source).toBeTruthy();
  return file ?? "";
}

test("the checklist index shows the first page of every download", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/checklist");
  const cards = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
  await expect(cards).toHaveCount(PAGES.length);
  const shown = [];
  for (const card of await cards.all()) {
    const path = (await card.getByRole("link").getAttribute("href")) ?? "";
    shown.push({ path, file: await loadedImageFile(card.locator("img")) });
  }
  expect(shown.map(({ path }) => path).sort()).toEqual(PAGES.map(({ path }) => path).sort());
  // Each card shows the same document as the page it leads to.
  for (const { path, file } of shown) {
    await page.goto(path);
    expect(await loadedImageFile(page.getByRole("img", { name: /^The first page of/ })), path).toBe(
      file,
    );
  }
});
