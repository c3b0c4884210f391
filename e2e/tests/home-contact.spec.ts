import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./hydration";
import { expectPrerenderedForm, fillFields, holdRequests, refuseSaves } from "./lead-forms";
import { leadsFor, uniqueEmail } from "./leads-db";

const contactForm = (page: Page) => page.getByRole("form", { name: "Contact form" });
const submitButton = (page: Page) =>
  contactForm(page).getByRole("button", { name: "Submit Request" });

/** Opens the home page and waits until the form may be sent (hydrated, IP looked up). */
async function openHome(page: Page, query = "") {
  await gotoHydrated(page, `/index${query}`);
  await expect(submitButton(page)).toBeEnabled();
}

async function fillContact(
  page: Page,
  values: { name?: string; email?: string; request?: string; phone?: string },
) {
  await fillFields(contactForm(page), [
    ["Name", values.name],
    ["Email", values.email],
    ["Phone (optional)", values.phone],
    ["How can we help?", values.request],
  ]);
}

test.describe("home page contact form", () => {
  test("is prerendered with its fields and the submit button waits for the page", async ({
    request,
  }) => {
    await expectPrerenderedForm(request, "/index", ['id="lets"', "How can we help?"]);
  });

  test("checks the three rules in order, marking the field at fault", async ({ page }) => {
    await openHome(page);
    const alert = contactForm(page).getByRole("alert");

    await submitButton(page).click();
    await expect(alert).toHaveText("Please fill all required fields");
    await expect(contactForm(page).getByLabel("Name", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );

    await fillContact(page, { name: "Asha Rao", email: "asha.example.com", request: "An app" });
    await submitButton(page).click();
    await expect(alert).toHaveText("Please enter a valid email address");
    const email = contactForm(page).getByLabel("Email", { exact: true });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    const alertId = await alert.getAttribute("id");
    await expect(email).toHaveAttribute("aria-describedby", alertId ?? "missing");

    await fillContact(page, {
      name: "Asha Rao",
      email: "asha@example.com",
      request: "An app",
      phone: "98-76",
    });
    await submitButton(page).click();
    await expect(alert).toHaveText("Please enter a valid phone number");
  });

  test("saves the request, thanks the visitor and starts over on request", async ({ page }) => {
    const email = uniqueEmail("contact");
    await openHome(page, "?utm_source=e2e-home");
    await expect(
      contactForm(page).getByRole("group", { name: "Your details and request" }),
    ).toBeAttached();
    await fillContact(page, {
      name: "Asha Rao",
      email,
      // As people write it: the form sends, and the server stores, the number without separators.
      phone: "+91 98765 43210",
      request: "We need a booking app for our three clinics.",
    });
    const saved = page.waitForRequest("**/api/SaveFeedback");
    await submitButton(page).click();
    const payload = (await saved).postDataJSON();
    expect(payload).toMatchObject({
      name: "Asha Rao",
      email,
      phone: "+919876543210",
      request: "We need a booking app for our three clinics.",
      utm_source: "e2e-home",
      landing_page: "/index?utm_source=e2e-home",
    });
    expect(typeof payload.ipadd).toBe("string");

    await expect(
      page.getByText("Thank you! Your request has been received. We will get back to you soon."),
    ).toBeVisible();
    await expect(contactForm(page)).toBeHidden();
    const rows = leadsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "contact",
      name: "Asha Rao",
      phone: "+919876543210",
      utm_source: "e2e-home",
    });

    await page.getByRole("button", { name: "Submit Another Request" }).click();
    await expect(contactForm(page)).toBeVisible();
    await expect(contactForm(page).getByLabel("Email", { exact: true })).toHaveValue("");
    await expect(contactForm(page).getByLabel("Name", { exact: true })).toBeFocused();
    await expect(submitButton(page)).toBeEnabled();
  });

  test("a request sent again after its answer was lost is stored once", async ({ page }) => {
    const email = uniqueEmail("contact-resent");
    const details = { name: "Asha Rao", email, request: "A booking app, please." };
    const keys: (string | null)[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/SaveFeedback"))
        keys.push(request.headers()["idempotency-key"] ?? null);
    });
    // The first save reaches the server and is stored, but its answer never reaches the page, as
    // when a connection drops or times out.
    await page.route(
      "**/api/SaveFeedback",
      async (route) => {
        await route.fetch();
        await route.abort("connectionfailed");
      },
      { times: 1 },
    );
    await openHome(page);
    await fillContact(page, details);
    await submitButton(page).click();
    await expect(contactForm(page).getByRole("alert")).toHaveText(
      "An error occurred. Please try again later.",
    );
    expect(leadsFor(email)).toHaveLength(1);

    // The visitor sends the same request again: it is answered as saved, and not stored twice.
    await submitButton(page).click();
    await expect(page.getByRole("button", { name: "Submit Another Request" })).toBeVisible();
    expect(leadsFor(email)).toHaveLength(1);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);

    // Another request with the same words is a new submission.
    await page.getByRole("button", { name: "Submit Another Request" }).click();
    await fillContact(page, details);
    await submitButton(page).click();
    await expect(page.getByRole("button", { name: "Submit Another Request" })).toBeVisible();
    expect(leadsFor(email)).toHaveLength(2);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test("a double click stores one request", async ({ page }) => {
    const email = uniqueEmail("contact-double");
    await openHome(page);
    await fillContact(page, { name: "Asha Rao", email, request: "A booking app, please." });
    await submitButton(page).dblclick();
    await expect(page.getByRole("button", { name: "Submit Another Request" })).toBeVisible();
    expect(leadsFor(email)).toHaveLength(1);
  });

  test("shows 'Submitting...' and a status overlay while the request is sent", async ({ page }) => {
    await openHome(page);
    const release = await holdRequests(page, "**/api/SaveFeedback");
    await fillContact(page, { name: "Asha Rao", email: uniqueEmail("slow"), request: "Hello" });
    await submitButton(page).click();
    const busy = contactForm(page).getByRole("button", { name: "Submitting..." });
    await expect(busy).toBeDisabled();
    await expect(page.getByRole("status")).toContainText("Sending your request");
    release();
    await expect(page.getByRole("button", { name: "Submit Another Request" })).toBeVisible();
  });

  test("refuses a flagged address and keeps what was typed", async ({ page }) => {
    const email = `e2e-${Date.now()}@mailinator.com`;
    await openHome(page);
    await fillContact(page, { name: "Asha Rao", email, request: "Please call me back." });
    await submitButton(page).click();
    await expect(contactForm(page).getByRole("alert")).toHaveText(
      "We cannot accept submissions from this email address.",
    );
    await expect(contactForm(page).getByLabel("How can we help?")).toHaveValue(
      "Please call me back.",
    );
    expect(leadsFor(email)).toHaveLength(0);
  });

  test("has no axe violations, also while showing an error", async ({ page }) => {
    test.setTimeout(90_000); // axe scans the whole page, which is slow on a busy machine
    await openHome(page);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await submitButton(page).click();
    await expect(contactForm(page).getByRole("alert")).toBeVisible();
    expect((await new AxeBuilder({ page }).include("#lets").analyze()).violations).toEqual([]);
  });

  test("answers a failed save with its message", async ({ page }) => {
    await openHome(page);
    await refuseSaves(page, "SaveFeedback", {
      status: 500,
      json: { message: "Database unavailable" },
    });
    await fillContact(page, { name: "Asha Rao", email: uniqueEmail("fail"), request: "Hello" });
    await submitButton(page).click();
    await expect(contactForm(page).getByRole("alert")).toHaveText(
      "Failed to submit feedback. Please try again.",
    );
  });
});

test.describe("testimonial carousel", () => {
  const quotes = [
    /rebuilt our order management system/,
    /AI booking agent now answers/,
    /IoT dashboards show every loom/,
  ];
  const carousel = (page: Page) => page.locator("#testimonials");

  async function openWithClock(page: Page) {
    await page.clock.install();
    await openHome(page);
    await expect(carousel(page).getByText(quotes[0] ?? "")).toBeVisible();
  }

  test("advances every five seconds and wraps around", async ({ page }) => {
    await openWithClock(page);
    await page.clock.runFor(5000);
    await expect(carousel(page).getByText(quotes[1] ?? "")).toBeVisible();
    await expect(carousel(page).getByText(quotes[0] ?? "")).toBeHidden();
    await page.clock.runFor(5000);
    await expect(carousel(page).getByText(quotes[2] ?? "")).toBeVisible();
    await page.clock.runFor(5000);
    await expect(carousel(page).getByText(quotes[0] ?? "")).toBeVisible();
  });

  test("moves with the previous and next buttons and the arrow keys", async ({ page }) => {
    await openWithClock(page);
    await carousel(page).getByRole("button", { name: "Previous testimonial" }).click();
    await expect(carousel(page).getByText(quotes[2] ?? "")).toBeVisible();
    await carousel(page).getByRole("button", { name: "Next testimonial" }).click();
    await expect(carousel(page).getByText(quotes[0] ?? "")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(carousel(page).getByText(quotes[1] ?? "")).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(carousel(page).getByText(quotes[0] ?? "")).toBeVisible();
    await carousel(page)
      .getByRole("button", { name: /Show testimonial 3/ })
      .click();
    await expect(carousel(page).getByText(quotes[2] ?? "")).toBeVisible();
    await expect(
      carousel(page).getByRole("button", { name: /Show testimonial 3/ }),
    ).toHaveAttribute("aria-current", "true");
  });

  test("pauses while hovered and resumes when the pointer leaves", async ({ page, isMobile }) => {
    test.skip(isMobile, "hover needs a mouse");
    await openWithClock(page);
    await carousel(page)
      .getByText(quotes[0] ?? "")
      .hover();
    await page.clock.runFor(12_000);
    await expect(carousel(page).getByText(quotes[0] ?? "")).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5000);
    await expect(carousel(page).getByText(quotes[1] ?? "")).toBeVisible();
  });

  test("stands still for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openWithClock(page);
    await page.clock.runFor(15_000);
    await expect(carousel(page).getByText(quotes[0] ?? "")).toBeVisible();
    await expect(carousel(page).getByRole("button", { name: "Play testimonials" })).toBeVisible();
  });
});
