import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./hydration";
import { leadsFor, uniqueEmail } from "./leads-db";

// The 'Early Access Program' forms of /agentic-ai and /comm-tool: the IP wait, the rules in order,
// the e-mail check, SaveLead with lead type OTH and the page's checklist value.

const signUpForm = (page: Page) => page.getByRole("form", { name: "Early Access Program" });
const submitButton = (page: Page) =>
  signUpForm(page).getByRole("button", { name: "Get Early Access" });

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(submitButton(page)).toBeEnabled();
}

type Visitor = { name?: string; company?: string; mobile?: string; email?: string };

async function submitSignUp(page: Page, visitor: Visitor) {
  const form = signUpForm(page);
  await form.getByLabel("Name", { exact: true }).fill(visitor.name ?? "");
  await form.getByLabel("Company", { exact: true }).fill(visitor.company ?? "");
  await form.getByLabel("Work email", { exact: true }).fill(visitor.email ?? "");
  await form.getByLabel("Mobile number", { exact: true }).fill(visitor.mobile ?? "");
  await submitButton(page).click();
}

const visitor = (email: string): Visitor => ({
  name: "Sanjay Verma",
  company: "Verma Logistics",
  mobile: "9810012345",
  email,
});

test.describe("agentic AI services early access", () => {
  test("links to the dental voice agent and states the benefit claims", async ({ page }) => {
    await gotoHydrated(page, "/agentic-ai");
    await expect(page.getByRole("link", { name: "Talk to an AI Dental agent" })).toHaveAttribute(
      "href",
      "/voice-agent",
    );
    await expect(page.getByRole("heading", { name: "Workflows up to 70% faster" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Costs cut 30-50%" })).toBeVisible();
    const question = page.locator("summary", { hasText: "Where is our data stored?" });
    await question.click();
    await expect(page.locator("details", { has: question })).toHaveAttribute("open", "");
  });

  test("covers the form until the visitor's IP is known", async ({ page }) => {
    let answerIp = () => {};
    const ipAsked = new Promise<void>((resolve) => {
      answerIp = resolve;
    });
    // The lookup still reaches the real server, only later.
    await page.route("**/api/ip", async (route) => {
      await ipAsked;
      await route.continue();
    });
    await page.goto("/agentic-ai");
    const overlay = page.locator("#early-access").getByRole("status");
    await expect(overlay).toContainText("Detecting your IP address");
    await expect(submitButton(page)).toBeDisabled();
    answerIp();
    await expect(overlay).toBeHidden();
    await expect(submitButton(page)).toBeEnabled();
  });

  test("checks the rules in order, then the e-mail", async ({ page }) => {
    await openPage(page, "/agentic-ai");
    const alert = signUpForm(page).getByRole("alert");
    const honeypot = signUpForm(page).locator('input[name="website"]');
    await honeypot.evaluate((input: HTMLInputElement) => {
      input.value = "https://spam.example";
    });
    await submitSignUp(page, visitor("sanjay@example.com"));
    await expect(alert).toHaveText("Bot submission detected.");
    await honeypot.evaluate((input: HTMLInputElement) => {
      input.value = "";
    });

    const steps: [Visitor, string][] = [
      [{ name: "Sanjay Verma" }, "All fields are required."],
      [
        { ...visitor("s@example.com"), name: "S" },
        "Invalid Name. Try to fill your Name correctly.",
      ],
      [
        { ...visitor("s@example.com"), company: "V@L" },
        "Invalid Company Name. Try to fill your company Name correctly",
      ],
      [
        { ...visitor("s@example.com"), mobile: "12345" },
        "Invalid mobile number. Please fill your correct Mobile number.",
      ],
      [visitor("s@@example.com"), "Invalid email format."],
      [
        visitor(`sanjay-${Date.now()}@mailinator.com`),
        "This email address has been flagged. Please use a different email.",
      ],
    ];
    for (const [values, message] of steps) {
      await submitSignUp(page, values);
      await expect(alert).toHaveText(message);
    }
  });

  test("says the details could not be sent when the save fails", async ({ page }) => {
    await openPage(page, "/agentic-ai");
    await page.route("**/api/SaveLead", (route) => route.fulfill({ status: 500, body: "" }));
    const email = uniqueEmail("early-fail");
    await submitSignUp(page, visitor(email));
    const alert = signUpForm(page).getByRole("alert");
    await expect(alert).toHaveText("Failed to submit your details. Please try again later.");

    await page.unroute("**/api/SaveLead");
    await page.route("**/api/SaveLead", (route) => route.abort());
    await submitButton(page).click();
    await expect(alert).toHaveText("Failed to submit your details. Please try again later.");
    expect(leadsFor(email)).toHaveLength(0);
  });

  test("saves the request, thanks the visitor and resets on request", async ({ page }) => {
    await openPage(page, "/agentic-ai");
    const email = uniqueEmail("early-agentic");
    await submitSignUp(page, visitor(email));

    await expect(page.getByRole("heading", { name: "You are on the list" })).toBeFocused();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(leadsFor(email)[0]).toMatchObject({
      kind: "checklist",
      source_call: "SaveLead",
      lead_code: "OTH",
      offer: "Agentic AI Early Access Request",
      company: "Verma Logistics",
    });

    await page.getByRole("button", { name: "Submit Another Request" }).click();
    await expect(signUpForm(page).getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(submitButton(page)).toBeEnabled();
  });
});

test.describe("communication tool early access", () => {
  test("shows the three key features and saves its own request", async ({ page }) => {
    await openPage(page, "/comm-tool");
    for (const feature of ["Privately hosted", "Outage prevention", "API integration"]) {
      await expect(page.getByRole("heading", { name: feature, exact: true })).toBeVisible();
    }
    const email = uniqueEmail("early-comm");
    await submitSignUp(page, visitor(email));
    await expect(page.getByRole("heading", { name: "You are on the list" })).toBeVisible();
    expect(leadsFor(email)[0]).toMatchObject({
      lead_code: "OTH",
      offer: "Communication Tools Early Access Request",
    });
  });
});
