import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

const widget = (page: Page) =>
  page.frameLocator('iframe[title="AI dental receptionist voice demo"]');

test.describe("voice-agent demo", () => {
  test("shows the loading text until the widget has loaded", async ({ page, request }) => {
    const html = await (await request.get("/voice-agent")).text();
    expect(html).toContain("Loading voice agent...");

    await page.goto("/voice-agent");
    await expect(
      widget(page).getByRole("heading", { name: "Smile Care Dental Clinic" }),
    ).toBeVisible();
    await expect(page.getByText("Loading voice agent...")).toHaveCount(0);
  });

  test("embeds the widget's static page with the microphone allowed", async ({ page, request }) => {
    await page.goto("/voice-agent");
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("allow", "microphone");
    await expect(frame).toHaveAttribute("src", "/voice-agent/widget.html");
    const response = await request.get("/voice-agent/widget.html");
    expect(response.status()).toBe(200);
    expect(await response.text()).not.toMatch(/<script[^>]+src="(https?:)?\/\//);
  });

  test("the bubble goes away on click and starts the demo call", async ({ page }) => {
    await page.goto("/voice-agent");
    const bubble = page.getByRole("button", { name: "Click here to start talking" });
    await expect(bubble).toBeVisible();
    await bubble.click();
    await expect(bubble).toHaveCount(0);
    await expect(widget(page).getByText(/^Good morning, Smile Care Dental Clinic/)).toBeVisible();
  });

  test("the bubble can be dismissed from the keyboard", async ({ page }) => {
    await page.goto("/voice-agent");
    await expect(page.getByText("Loading voice agent...")).toHaveCount(0);
    const bubble = page.getByRole("button", { name: "Click here to start talking" });
    await bubble.focus();
    await page.keyboard.press("Enter");
    await expect(bubble).toHaveCount(0);
  });

  test("the widget's microphone button plays the scripted call", async ({ page }) => {
    await page.goto("/voice-agent");
    const frame = widget(page);
    await frame.getByRole("button", { name: "Start talking" }).click();
    await expect(frame.getByRole("button", { name: "End call" })).toBeVisible();
    await expect(frame.getByText(/^Good morning, Smile Care Dental Clinic/)).toBeVisible();
    await expect(frame.getByRole("status")).toHaveText(/booking call/);
    await frame.getByRole("button", { name: "End call" }).click();
    await expect(frame.getByRole("status")).toHaveText(
      "Call ended. Press the microphone to hear it again.",
    );
  });

  test("links back to the main site", async ({ page }) => {
    await page.goto("/voice-agent");
    const back = page.getByRole("link", { name: "Back to main site" });
    await expect(back).toHaveAttribute("href", "/agentic-ai");
    await back.click();
    await expect(page).toHaveURL(/\/agentic-ai$/);
  });

  test("has no axe violations, the widget included", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/voice-agent");
    await expect(widget(page).getByRole("button", { name: "Start talking" })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
