import { expect, type Page, test } from "@playwright/test";
import { dropSaves, expectMessagesInOrder, openForm, refuseSaves } from "./lead-forms";
import { leadsFor, uniqueEmail } from "./leads-db";

// The partner registration page: partner logos, testimonials, and the form's four rules,
// SavePartner and the success view.

const partnerForm = (page: Page) => page.getByRole("form", { name: "Apply to become a partner" });
const submitButton = (page: Page) =>
  partnerForm(page).getByRole("button", { name: "Submit Application" });

type Partner = Record<string, string>;

const textFields: [string, string][] = [
  ["fname", "First name"],
  ["lname", "Last name"],
  ["company", "Company name"],
  ["email", "Professional email"],
  ["website", "Company website"],
  ["city", "City"],
  ["pincode", "Postal code"],
  ["phoneno", "Phone number"],
  ["companyphone", "Company phone number"],
];

const partner = (email: string): Partner => ({
  fname: "Ritu",
  lname: "Bansal",
  company: "Bluepeak Digital",
  email,
  website: "https://bluepeak.example",
  city: "Gurugram",
  pincode: "122002",
  phoneno: "9810012345",
  companyphone: "01244567890",
  country: "India",
});

async function submitPartner(page: Page, values: Partner) {
  const form = partnerForm(page);
  for (const [name, label] of textFields) {
    await form.getByLabel(label, { exact: true }).fill(values[name] ?? "");
  }
  await form.getByLabel("Country", { exact: true }).selectOption(values.country ?? "");
  await submitButton(page).click();
}

const openPage = (page: Page) => openForm(page, "/become-a-partner", submitButton(page));

test("shows four partners as drawn marks in the site's typeface, linking none without a real site", async ({
  page,
}) => {
  await page.goto("/become-a-partner");
  const region = page.getByRole("region", { name: "Some of our partners" });
  const partners = region.getByRole("listitem");
  await expect(partners).toHaveText([
    /^Deccan Cloudworks Hyderabad$/,
    /^Chinar Digital Srinagar$/,
    /^Tarang Infotech Ahmedabad$/,
    /^Sahyadri Automation Pune$/,
  ]);
  await expect(region.getByRole("link")).toHaveCount(0);
  for (const partner of await partners.all()) {
    await expect(partner.locator("svg")).toBeVisible();
    expect(await partner.evaluate((item) => getComputedStyle(item).fontFamily)).toMatch(
      /^"?Plus Jakarta Sans/,
    );
  }
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await expect(carousel.getByRole("button", { name: /^Show testimonial/ })).toHaveCount(3);
  // Each quoted partner drawn as a portrait, not initials.
  await expect(carousel.locator("svg[data-portrait]")).toHaveCount(3);
  await expect(page.getByText(/within 48 hours/).first()).toBeVisible();
});

test("limits the inputs' length as the spec gives them", async ({ page }) => {
  await page.goto("/become-a-partner");
  const form = partnerForm(page);
  await expect(form.getByLabel("First name")).toHaveAttribute("maxlength", "100");
  await expect(form.getByLabel("Company name")).toHaveAttribute("maxlength", "150");
  await expect(form.getByLabel("Postal code")).toHaveAttribute("maxlength", "10");
  await expect(form.getByLabel("Phone number", { exact: true })).toHaveAttribute("maxlength", "15");
  await expect(form.getByLabel("Company type").locator("option")).toHaveText([
    "Select a type",
    "Corporation",
    "Start-Up",
    "Government Organization",
    "Not For Profit Organization",
    "Individual",
    "Consultants",
  ]);
});

test("checks the four rules in order", async ({ page }) => {
  await openPage(page);
  const alert = partnerForm(page).getByRole("alert");
  const steps: [Partner, string][] = [
    [{ ...partner("ritu@example.com"), city: "" }, "Please fill all required fields"],
    [partner("ritu.example.com"), "Please enter a valid email address"],
    [{ ...partner("ritu@example.com"), companyphone: "12-34" }, "Please enter valid phone numbers"],
    [{ ...partner("ritu@example.com"), pincode: "12" }, "Please enter a valid postal code"],
  ];
  await expectMessagesInOrder(alert, steps, ([values]) => submitPartner(page, values));
});

test("reports a refused save and a network failure", async ({ page }) => {
  await openPage(page);
  await refuseSaves(page, "SavePartner");
  const email = uniqueEmail("partner-fail");
  await submitPartner(page, partner(email));
  const alert = partnerForm(page).getByRole("alert");
  await expect(alert).toHaveText("Failed to save partner request. Please try again later.");

  await dropSaves(page, "SavePartner");
  await submitButton(page).click();
  // A network failure shows the error's own message, not the refused-save text.
  await expect(alert).toHaveText("No response from the server.");
  expect(leadsFor(email)).toHaveLength(0);
});

test("saves the request without the company type and clears the form for another", async ({
  page,
}) => {
  await openPage(page);
  const email = uniqueEmail("partner");
  await partnerForm(page).getByLabel("Company type").selectOption("SU");
  await partnerForm(page).getByLabel("Number of employees").selectOption("11-50");
  await submitPartner(page, partner(email));

  await expect(
    page.getByText(
      "We have received your partner request. Our team will review it and contact you shortly.",
    ),
  ).toBeVisible();
  await expect(partnerForm(page)).toBeHidden();
  const [lead] = leadsFor(email);
  expect(lead).toMatchObject({ kind: "partner", name: "Ritu Bansal", company: "Bluepeak Digital" });
  const details = JSON.parse(lead?.details ?? "");
  expect(details).toMatchObject({ country: "India", noofemp: "11-50", pincode: "122002" });
  expect(details).not.toHaveProperty("companytype");

  await page.getByRole("button", { name: "Submit Another Request" }).click();
  await expect(partnerForm(page).getByLabel("First name")).toHaveValue("");
  await expect(partnerForm(page).getByLabel("Company type")).toHaveValue("");
});
