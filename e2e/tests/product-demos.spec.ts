import { expect, type Page, test } from "@playwright/test";
import { dropSaves, expectMessagesInOrder, openForm, refuseSaves } from "./lead-forms";
import { leadsFor, uniqueEmail } from "./leads-db";

// The demo request forms of the HR & Payroll, Lexema RPA and Qualetics AI pages: rules in order,
// the e-mail check, SaveProdLead and the confirmation view, against the real server and database.

interface DemoPage {
  path: string;
  heading: string;
  leadType: string;
  labels: { name: string; company: string; phone: string; email: string; website: string };
}

const hrPayroll: DemoPage = {
  path: "/hr-payroll",
  heading: "Request for a Demo Today",
  leadType: "HR & Payroll Demo Request",
  labels: {
    name: "Name",
    company: "Company",
    phone: "Phone number",
    email: "Email",
    website: "Company website",
  },
};
const rpaLabels = {
  name: "First name",
  company: "Company",
  phone: "Phone number",
  email: "Work email",
  website: "Company website",
};
const lexemaRpa: DemoPage = {
  path: "/lexema-rpa",
  heading: "Request for a Demo Today!!",
  leadType: "Lexema RPA Demo Request",
  labels: rpaLabels,
};
const qualeticsAi: DemoPage = {
  path: "/qualetics-ai",
  heading: "Request for a Demo Today!!",
  leadType: "Qualetics AI Demo Request",
  labels: { ...rpaLabels, name: "Name" },
};

const demoForm = (page: Page, demo: DemoPage) =>
  page.getByRole("form", { name: demo.heading, exact: true });
const submitButton = (page: Page, demo: DemoPage) =>
  demoForm(page, demo).getByRole("button", { name: "Request a Demo" });

const openDemo = (page: Page, demo: DemoPage) =>
  openForm(page, demo.path, submitButton(page, demo));

type Visitor = Partial<Record<keyof DemoPage["labels"], string>>;

async function submitDemo(page: Page, demo: DemoPage, visitor: Visitor) {
  const form = demoForm(page, demo);
  for (const field of ["name", "company", "phone", "email", "website"] as const) {
    await form.getByLabel(demo.labels[field], { exact: true }).fill(visitor[field] ?? "");
  }
  await submitButton(page, demo).click();
}

const validVisitor = (email: string): Visitor => ({
  name: "Meera Nair",
  company: "Nair Textiles",
  phone: "+919810012345",
  email,
});

test.describe("HR & Payroll demo request", () => {
  test("shows the modules, the testimonials and the form section", async ({ page }) => {
    await page.goto(hrPayroll.path);
    for (const module of ["Configuration", "e-Compliance", "e-Payout Reports"]) {
      await expect(page.getByRole("heading", { name: module, exact: true })).toBeVisible();
    }
    await expect(page.getByText("PF, ESI, Professional Tax, Labour Welfare Fund")).toBeVisible();
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel.getByRole("button", { name: /^Show testimonial/ })).toHaveCount(3);
    await expect(carousel.getByText("HR Manager")).toBeVisible();
    await expect(page.getByRole("link", { name: "sales@kaizenfusion.in" })).toHaveAttribute(
      "href",
      /^mailto:sales@kaizenfusion\.in/,
    );
  });

  test("checks the five rules in order, then the e-mail", async ({ page }) => {
    await openDemo(page, hrPayroll);
    const alert = demoForm(page, hrPayroll).getByRole("alert");
    const steps: [Visitor, string][] = [
      [{ name: "Meera Nair" }, "All fields are required."],
      [
        { ...validVisitor("meera@example.com"), name: "M" },
        "Invalid Name. Try to fill your Name correctly.",
      ],
      [
        { ...validVisitor("meera@example.com"), company: "N&T #1" },
        "Invalid Company Name. Try to fill your company Name correctly",
      ],
      [
        { ...validVisitor("meera@example.com"), phone: "0981001" },
        "Invalid mobile number. Please fill your correct Mobile number.",
      ],
      [validVisitor("meera at example.com"), "Invalid email format."],
      [
        validVisitor(`meera-${Date.now()}@mailinator.com`),
        "This email address has been flagged. Please use a different email.",
      ],
    ];
    await expectMessagesInOrder(alert, steps, ([visitor]) => submitDemo(page, hrPayroll, visitor));
    await expect(demoForm(page, hrPayroll).getByLabel("Email", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });

  test("keeps the form and says so when the save fails", async ({ page }) => {
    await openDemo(page, hrPayroll);
    const email = uniqueEmail("hr-fail");
    await refuseSaves(page, "SaveProdLead");
    await submitDemo(page, hrPayroll, validVisitor(email));
    await expect(demoForm(page, hrPayroll).getByRole("alert")).toHaveText(
      "Failed to save your details. Please try again later.",
    );

    await dropSaves(page, "SaveProdLead");
    await submitButton(page, hrPayroll).click();
    await expect(demoForm(page, hrPayroll).getByRole("alert")).toHaveText(
      "An error occurred while submitting the form",
    );
    await expect(demoForm(page, hrPayroll).getByLabel("Name", { exact: true })).toHaveValue(
      "Meera Nair",
    );
    expect(leadsFor(email)).toHaveLength(0);
  });

  test("saves the lead, confirms it and starts again on request", async ({ page }) => {
    await openDemo(page, hrPayroll);
    const email = uniqueEmail("hr-demo");
    await submitDemo(page, hrPayroll, { ...validVisitor(email), website: "https://nair.example" });

    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeFocused();
    await expect(demoForm(page, hrPayroll)).toBeHidden();
    const [lead] = leadsFor(email);
    expect(lead).toMatchObject({
      kind: "product_demo",
      source_call: "SaveProdLead",
      name: "Meera Nair",
      company: "Nair Textiles",
      phone: "+919810012345",
      lead_code: hrPayroll.leadType,
    });

    await page.getByRole("button", { name: "Request Another Demo" }).click();
    await expect(demoForm(page, hrPayroll).getByLabel("Email", { exact: true })).toHaveValue("");
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeHidden();
  });
});

for (const demo of [lexemaRpa, qualeticsAi]) {
  test.describe(`${demo.path} demo request`, () => {
    test("checks the four rules in order, then the e-mail", async ({ page }) => {
      await openDemo(page, demo);
      const alert = demoForm(page, demo).getByRole("alert");
      const steps: [Visitor, string][] = [
        [{ company: "Shivalik Traders" }, "Name, Email, and Phone are required fields."],
        [
          { ...validVisitor("a@example.com"), name: "4" },
          "Invalid Name. Please enter a valid name.",
        ],
        [
          { ...validVisitor("a@example.com"), phone: "12345" },
          "Invalid mobile number. Please enter a valid phone number.",
        ],
        [validVisitor("a@example"), "Invalid email format."],
        [
          validVisitor(`rpa-${Date.now()}@mailinator.com`),
          "This email address has been flagged. Please use a different email.",
        ],
      ];
      await expectMessagesInOrder(alert, steps, ([visitor]) => submitDemo(page, demo, visitor));
    });

    test("saves without company or website, with its lead type", async ({ page }) => {
      await openDemo(page, demo);
      const email = uniqueEmail("demo");
      await submitDemo(page, demo, { name: "Arjun Mehta", phone: "+91 98100-12345", email });

      await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
      const [lead] = leadsFor(email);
      expect(lead).toMatchObject({
        kind: "product_demo",
        lead_code: demo.leadType,
        company: null,
        phone: "+919810012345",
      });
      // The payload as sent: empty strings for what was left out.
      const details = JSON.parse(lead?.details ?? "");
      expect(details).toMatchObject({ companyname: "", website: "", mobileno: "+919810012345" });
      await page.getByRole("button", { name: "Request Another Demo" }).click();
      await expect(submitButton(page, demo)).toBeVisible();
    });
  });
}
