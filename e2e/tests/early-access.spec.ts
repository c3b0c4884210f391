import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./hydration";
import {
  dropSaves,
  expectBotRefused,
  expectMessagesInOrder,
  fillFields,
  holdRequests,
  openForm,
  refuseSaves,
} from "./lead-forms";
import { leadsFor, uniqueEmail } from "./leads-db";

// The 'Early Access Program' forms of /agentic-ai and /comm-tool: the IP wait, the rules in order,
// the e-mail check, SaveLead with lead type OTH and the page's checklist value.

const signUpForm = (page: Page) => page.getByRole("form", { name: "Early Access Program" });
const submitButton = (page: Page) =>
  signUpForm(page).getByRole("button", { name: "Get Early Access" });

const openPage = (page: Page, path: string) => openForm(page, path, submitButton(page));

type Visitor = { name?: string; company?: string; mobile?: string; email?: string };

async function submitSignUp(page: Page, visitor: Visitor) {
  await fillFields(signUpForm(page), [
    ["Name", visitor.name],
    ["Company", visitor.company],
    ["Work email", visitor.email],
    ["Mobile number", visitor.mobile],
  ]);
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
    // The lookup still reaches the real server, only later.
    const answerIp = await holdRequests(page, "**/api/ip");
    await page.goto("/agentic-ai");
    const overlay = page.locator("#early-access").getByRole("status");
    // The form is below the first screen: it starts when the visitor scrolls to it.
    await overlay.scrollIntoViewIfNeeded();
    await expect(overlay).toContainText("Detecting your IP address");
    await expect(submitButton(page)).toBeDisabled();
    answerIp();
    await expect(overlay).toBeHidden();
    await expect(submitButton(page)).toBeEnabled();
  });

  test("checks the rules in order, then the e-mail", async ({ page }) => {
    await openPage(page, "/agentic-ai");
    const alert = signUpForm(page).getByRole("alert");
    await expectBotRefused(signUpForm(page), alert, "Bot submission detected.", () =>
      submitSignUp(page, visitor("sanjay@example.com")),
    );

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
    await expectMessagesInOrder(alert, steps, ([values]) => submitSignUp(page, values));
  });

  test("says the details could not be sent when the save fails", async ({ page }) => {
    await openPage(page, "/agentic-ai");
    await refuseSaves(page, "SaveLead");
    const email = uniqueEmail("early-fail");
    await submitSignUp(page, visitor(email));
    const alert = signUpForm(page).getByRole("alert");
    await expect(alert).toHaveText("Failed to submit your details. Please try again later.");

    await dropSaves(page, "SaveLead");
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
