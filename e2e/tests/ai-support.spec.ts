import { expect, type Page, test } from "@playwright/test";
import {
  dropSaves,
  expectBotRefused,
  expectMessagesInOrder,
  fillFields,
  openForm,
  refuseSaves,
} from "./lead-forms";
import { leadsFor, uniqueEmail } from "./leads-db";

// The AI readiness request forms of /healsupportai (medical clinics) and /prodsupportai
// (manufacturing): each page's own rules and messages, SupportSave and the thank-you panel.

// Playwright scrolls each field into view before filling it, and under the page's smooth scrolling
// that scroll was still running when the form scrolled its message to the middle of the screen,
// so the two fought and the message sometimes ended out of view. With reduced motion, as the
// site offers visitors who ask for it, every scroll lands at once.
test.use({ contextOptions: { reducedMotion: "reduce" } });

const contactForm = (page: Page) => page.locator("#contact form");
const messageArea = (page: Page) => page.locator("#contact").getByRole("alert");
const submitButton = (page: Page) =>
  contactForm(page).getByRole("button", { name: "Book My Free Audit" });

const openPage = (page: Page, path: string) => openForm(page, path, submitButton(page));

type Visitor = { name?: string; company?: string; mobile?: string; email?: string };

/** Visitors from one person and company, by e-mail address, with a mobile number both pages take. */
const visitorsOf =
  (name: string, company: string) =>
  (email: string): Visitor => ({ name, company, mobile: "9810012345", email });

async function submitRequest(page: Page, companyLabel: string, visitor: Visitor) {
  await fillFields(contactForm(page), [
    ["Name", visitor.name],
    [companyLabel, visitor.company],
    ["Mobile number", visitor.mobile],
    ["Email", visitor.email],
  ]);
  await submitButton(page).click();
}

async function expectCentred(page: Page) {
  await expect(page.locator("#contact").getByRole("alert")).toBeInViewport({ ratio: 1 });
}

test.describe("medical-clinic AI page", () => {
  const company = "Clinic or hospital name";
  const visitor = visitorsOf("Dr. Kavita Rao", "Rao Clinic");

  test("has both hero buttons pointing at the form and the 37% claim", async ({ page }) => {
    await page.goto("/healsupportai");
    for (const label of ["Schedule Your Free AI Readiness Audit", "Request a Demo"]) {
      await expect(page.getByRole("link", { name: label })).toHaveAttribute("href", "#contact");
    }
    for (const step of ["Discovery & Audit.", "Prototype & Test.", "Deploy & Support."]) {
      await expect(page.getByText(step, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(/diagnostic turnaround came down 37% in 60 days/)).toBeVisible();
    await expect(contactForm(page).getByLabel("Mobile number")).toHaveAttribute(
      "pattern",
      "[0-9]{10}",
    );
  });

  test("checks its rules in order and shows each message in view", async ({ page }) => {
    await openPage(page, "/healsupportai");
    await expectBotRefused(contactForm(page), messageArea(page), "Bot submission detected.", () =>
      submitRequest(page, company, visitor("kavita@example.com")),
    );

    const steps: [Visitor, string][] = [
      [{ name: "Kavita" }, "All fields are required."],
      [
        { ...visitor("kavita@example.com"), mobile: "0981" },
        "Invalid mobile number. Please fill your correct Mobile number.",
      ],
      [visitor("kavita@clinic"), "Invalid email format."],
    ];
    await expectMessagesInOrder(
      messageArea(page),
      steps,
      ([values]) => submitRequest(page, company, values),
      () => expectCentred(page),
    );
  });

  test("reports a failed save with its own message", async ({ page }) => {
    await openPage(page, "/healsupportai");
    await refuseSaves(page, "SupportSave");
    const email = uniqueEmail("medical-fail");
    await submitRequest(page, company, visitor(email));
    await expect(messageArea(page)).toHaveText(
      "❌ There was an error processing your request. Please check your input and try again.",
    );
    expect(leadsFor(email)).toHaveLength(0);
  });

  test("saves the request and offers another", async ({ page }) => {
    await openPage(page, "/healsupportai");
    const email = uniqueEmail("medical");
    await submitRequest(page, company, visitor(email));

    const status = page.locator("#contact").getByRole("status");
    await expect(status).toContainText(
      "✅ Thanks you. Your request has been submitted successfully. Our AI Consultancy Team will contact you to take this process further.",
    );
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute(
      "href",
      "/index",
    );
    const [lead] = leadsFor(email);
    // Announced with the message: the request's reference, as stored.
    await expect(status.locator("strong")).toHaveText(lead?.reference ?? "no reference stored");
    expect(lead).toMatchObject({
      kind: "ai_support",
      source_call: "SupportSave",
      lead_code: "AI for Medical Clinic",
      company: "Rao Clinic",
      // Stored in one form, with the country code.
      phone: "+919810012345",
    });

    await page.getByRole("button", { name: "Submit Another Request" }).click();
    await expect(contactForm(page).getByLabel("Name", { exact: true })).toHaveValue("");
  });
});

test.describe("manufacturing AI page", () => {
  const company = "Company name";
  const visitor = visitorsOf("Rakesh Gupta", "Gupta Forgings");

  test("has its buttons, results claims and contact mail link", async ({ page }) => {
    await page.goto("/prodsupportai");
    for (const label of ["Book a Free Workflow Audit", "Schedule a Discovery Call"]) {
      await expect(page.getByRole("link", { name: label })).toHaveAttribute("href", "#contact");
    }
    for (const claim of [
      "Downtime down 42% in 3 months",
      "Defects down 20-40%",
      "Stoppages down up to 50%",
      "Resource allocation gain 15-30%",
    ]) {
      await expect(page.getByRole("heading", { name: claim })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "hello@kaizenfusion.in" }).last()).toHaveAttribute(
      "href",
      /^mailto:/,
    );
  });

  test("checks its rules in order with its own messages", async ({ page }) => {
    await openPage(page, "/prodsupportai");
    await expectBotRefused(
      contactForm(page),
      messageArea(page),
      "❌ Bot submission detected.",
      () => submitRequest(page, company, visitor("rakesh@example.com")),
    );

    const steps: [Visitor, string][] = [
      [{ company: "Gupta Forgings" }, "❌ All fields are required."],
      // 8-15 digits pass elsewhere; this page wants an Indian mobile: 10 digits starting 6-9.
      [
        { ...visitor("rakesh@example.com"), mobile: "5810012345" },
        "❌ Invalid mobile number format.",
      ],
      [
        { ...visitor("rakesh@example.com"), mobile: "+44 7700 900123" },
        "❌ Invalid mobile number format.",
      ],
      [visitor("rakesh@"), "❌ Invalid email address."],
    ];
    await expectMessagesInOrder(messageArea(page), steps, ([values]) =>
      submitRequest(page, company, values),
    );
  });

  test("shows the server's answer when it is not OK, and a network failure", async ({ page }) => {
    await openPage(page, "/prodsupportai");
    await refuseSaves(page, "SupportSave", {
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ message: "Database unavailable" }),
    });
    await submitRequest(page, company, visitor(uniqueEmail("factory-fail")));
    await expect(messageArea(page)).toHaveText(
      '❌ Unexpected response from server: {"message":"Database unavailable"}',
    );

    await dropSaves(page, "SupportSave");
    await submitButton(page).click();
    await expect(messageArea(page)).toHaveText(
      "❌ There was an error processing your request. Please try again later.",
    );
  });

  test("saves the request as AI for Manufacturing, an Indian mobile written with +91 too", async ({
    page,
  }) => {
    await openPage(page, "/prodsupportai");
    const email = uniqueEmail("factory");
    await submitRequest(page, company, { ...visitor(email), mobile: "+91 98250 70707" });
    await expect(page.locator("#contact").getByRole("status")).toContainText("✅ Thanks you.");
    const [lead] = leadsFor(email);
    expect(lead).toMatchObject({
      kind: "ai_support",
      lead_code: "AI for Manufacturing",
      company: "Gupta Forgings",
      phone: "+919825070707",
    });
    // The page sends the number as its rule states it: 10 digits.
    expect(JSON.parse(lead?.details ?? "{}").mobile).toBe("9825070707");
  });
});
