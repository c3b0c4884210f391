import AxeBuilder from "@axe-core/playwright";
import { expect, type FrameLocator, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./hydration";
import { type LeadRow, leadsFor, uniqueEmail } from "./leads-db";

const widget = (page: Page) =>
  page.frameLocator('iframe[title="AI dental receptionist voice demo"]');

/** Types one message into the widget and sends it from the keyboard. */
async function say(frame: FrameLocator, text: string) {
  const box = frame.getByRole("textbox", { name: "Type your message" });
  await box.fill(text);
  await box.press("Enter");
}

const conversation = (frame: FrameLocator) => frame.getByRole("log", { name: "Conversation" });
/** The receptionist's most recent line. */
const lastReply = (frame: FrameLocator) => conversation(frame).locator(".line--agent").last();

type StoredLead = LeadRow & { landing_page: string | null };

/** The call-back lead lands through the server's group commit: poll until it is there. */
async function storedLeads(email: string): Promise<StoredLead[]> {
  let rows: StoredLead[] = [];
  await expect
    .poll(() => {
      rows = leadsFor(email) as StoredLead[];
      return rows.length;
    })
    .toBe(1);
  return rows;
}

/**
 * A stand-in for the browser's speech recognition that hears the given phrases, one per start,
 * and stays silent once they run out. Runs in every frame, the widget's included.
 */
function fakeSpeechRecognition(phrases: string[]) {
  const heard = [...phrases];
  class FakeRecognition extends EventTarget {
    lang = "";
    continuous = false;
    interimResults = false;
    maxAlternatives = 1;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    private ended = false;
    start() {
      const phrase = heard.shift();
      if (phrase === undefined) return;
      setTimeout(() => {
        const alternative = { transcript: phrase, confidence: 0.9 };
        const result = Object.assign([alternative], { isFinal: true });
        this.onresult?.({ resultIndex: 0, results: [result] });
        this.finish();
      }, 50);
    }
    abort() {
      this.finish();
    }
    stop() {
      this.finish();
    }
    private finish() {
      if (this.ended) return;
      this.ended = true;
      this.onend?.();
    }
  }
  Object.assign(window, {
    SpeechRecognition: FakeRecognition,
    webkitSpeechRecognition: FakeRecognition,
  });
}

/** A stand-in for speech synthesis that records what it is asked to say. */
function recordingSpeechSynthesis() {
  const spoken: string[] = [];
  const synthesis = {
    speak(utterance: SpeechSynthesisUtterance) {
      spoken.push(utterance.text);
      setTimeout(() => utterance.dispatchEvent(new Event("start")), 10);
      setTimeout(() => utterance.dispatchEvent(new Event("end")), 30);
    },
    cancel() {},
    getVoices: () => [],
  };
  Object.defineProperty(window, "speechSynthesis", { value: synthesis, configurable: true });
  Object.assign(window, { spokenLines: spoken });
}

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
    await gotoHydrated(page, "/voice-agent");
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("allow", "microphone");
    await expect(frame).toHaveAttribute("src", "/voice-agent/widget.html");
    const response = await request.get("/voice-agent/widget.html");
    expect(response.status()).toBe(200);
    expect(await response.text()).not.toMatch(/<script[^>]+src="(https?:)?\/\//);
  });

  test("the bubble goes away on click and starts the demo call", async ({ page }) => {
    await gotoHydrated(page, "/voice-agent");
    const bubble = page.getByRole("button", { name: "Click here to start talking" });
    await expect(bubble).toBeVisible();
    await bubble.click();
    await expect(bubble).toHaveCount(0);
    await expect(
      widget(page).getByText(/^Good (morning|afternoon|evening), Smile Care Dental Clinic/),
    ).toBeVisible();
  });

  test("the bubble can be dismissed from the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/voice-agent");
    await expect(page.getByText("Loading voice agent...")).toHaveCount(0);
    const bubble = page.getByRole("button", { name: "Click here to start talking" });
    await bubble.focus();
    await page.keyboard.press("Enter");
    await expect(bubble).toHaveCount(0);
  });

  test("the widget's microphone button starts and ends a call", async ({ page }) => {
    await gotoHydrated(page, "/voice-agent");
    const frame = widget(page);
    await frame.getByRole("button", { name: "Start talking" }).click();
    await expect(frame.getByRole("button", { name: "End call" })).toBeVisible();
    await expect(lastReply(frame)).toHaveText(
      /Good (morning|afternoon|evening), Smile Care Dental Clinic/,
    );
    await frame.getByRole("button", { name: "End call" }).click();
    await expect(frame.locator("#status")).toHaveText(
      "Call ended. Press the microphone to call again.",
    );
    await expect(frame.getByRole("button", { name: "Start talking" })).toBeVisible();
  });

  test("typed questions get the clinic's answers, and a call-back request is saved as a lead", async ({
    page,
  }) => {
    const email = uniqueEmail("voice-callback");
    await gotoHydrated(page, "/voice-agent?utm_source=voice-test");
    const frame = widget(page);
    const bubble = page.getByRole("button", { name: "Click here to start talking" });
    await expect(bubble).toBeVisible();

    await say(frame, "What are your opening hours?");
    // A conversation begun in the widget puts the page's invitation away.
    await expect(bubble).toHaveCount(0);
    await expect(lastReply(frame)).toHaveText(
      /We are open Monday to Saturday from 10 am to 8 pm, and on Sunday from 10 am to 2 pm/,
    );
    await expect(conversation(frame).locator(".line--caller").last()).toHaveText(
      /What are your opening hours\?/,
    );

    await say(frame, "how much does a cleaning cost");
    await expect(lastReply(frame)).toHaveText(/Scaling and polishing: ₹1,500/);

    await say(frame, "I'd like to book an appointment");
    await expect(lastReply(frame)).toHaveText(/shall I take your details for a call-back\?/);
    await say(frame, "Yes please");
    await expect(lastReply(frame)).toHaveText(/May I have your full name, please\?/);
    await say(frame, "Ritu Sharma");
    await expect(lastReply(frame)).toHaveText(/Thank you, Ritu\. Which clinic or company/);
    await say(frame, "Lotus Dental Care");
    await expect(lastReply(frame)).toHaveText(/10-digit mobile number/);

    await say(frame, "12345");
    await expect(lastReply(frame)).toHaveText(
      /That does not look like a 10-digit Indian mobile number/,
    );
    await say(frame, "98765 43210");
    await expect(lastReply(frame)).toHaveText(/your e-mail address/);
    await say(frame, email);
    await expect(lastReply(frame)).toHaveText(
      `Receptionist: Let me read that back. Name: Ritu Sharma. Company: Lotus Dental Care. Mobile: 98765 43210. E-mail: ${email}. Shall I send this call-back request? Say yes, or tell me what to change.`,
    );
    expect(leadsFor(email)).toHaveLength(0);

    await say(frame, "Yes");
    await expect(lastReply(frame)).toHaveText(
      /Done, Ritu\. Your call-back request is saved, and we will call you on 98765 43210 soon\./,
    );
    await expect(frame.locator("#save-message")).toHaveText(/Call-back request saved/);

    const [lead] = await storedLeads(email);
    expect(lead).toMatchObject({
      kind: "checklist",
      source_call: "SaveLead",
      lead_code: "OTH",
      offer: "Voice Agent Demo Call-back",
      name: "Ritu Sharma",
      company: "Lotus Dental Care",
      // Stored in one form, with the country code.
      phone: "+919876543210",
      email,
      landing_page: "/voice-agent?utm_source=voice-test",
      utm_source: "voice-test",
    });
    expect(JSON.parse(lead?.details ?? "{}")).toMatchObject({
      leadfor: "Call-back requested through the AI dental receptionist voice demo",
    });
  });

  test("a failed send keeps the details and can be tried again", async ({ page }) => {
    const email = uniqueEmail("voice-retry");
    await gotoHydrated(page, "/voice-agent");
    const frame = widget(page);
    for (const line of ["Please call me back", "Anil Kapoor", "none", "9123456780", email]) {
      await say(frame, line);
    }
    await expect(lastReply(frame)).toHaveText(/Calling for yourself\./);

    // The connection drops for the first attempt only.
    await page.route("**/api/SaveLead", (route) => route.abort("connectionfailed"), { times: 1 });
    await say(frame, "yes");
    await expect(lastReply(frame)).toHaveText(/I could not send your request just now/);
    await expect(frame.locator("#save-message")).toHaveText(/could not be sent/);
    expect(leadsFor(email)).toHaveLength(0);

    await frame.getByRole("button", { name: "Try again" }).click();
    await expect(lastReply(frame)).toHaveText(/Done, Anil\./);
    await expect(frame.getByRole("button", { name: "Try again" })).toHaveCount(0);
    const [lead] = await storedLeads(email);
    expect(lead).toMatchObject({
      name: "Anil Kapoor",
      company: "Individual",
      phone: "+919123456780",
    });
  });

  test("speech goes through the same receptionist, and replies are spoken unless muted", async ({
    page,
  }) => {
    await page.addInitScript(fakeSpeechRecognition, [
      "what are your opening hours",
      "how much is a root canal",
    ]);
    await page.addInitScript(recordingSpeechSynthesis);
    await gotoHydrated(page, "/voice-agent");
    const frame = widget(page);

    await frame.getByRole("button", { name: "Start talking" }).click();
    const callerLines = conversation(frame).locator(".line--caller");
    await expect(callerLines).toHaveText([
      /what are your opening hours/,
      /how much is a root canal/,
    ]);
    await expect(lastReply(frame)).toHaveText(/Root canal treatment: ₹5,000 to ₹9,000/);
    await expect(frame.locator("#status")).toHaveText("Listening… speak now.");

    const spoken = () =>
      page
        .frames()
        .find((candidate) => candidate.url().endsWith("/voice-agent/widget.html"))
        ?.evaluate(() => (window as unknown as { spokenLines: string[] }).spokenLines);
    await expect
      .poll(spoken)
      .toEqual([
        expect.stringMatching(/^Good (morning|afternoon|evening), Smile Care Dental Clinic/),
        expect.stringMatching(/^We are open Monday to Saturday/),
        expect.stringMatching(/^Root canal treatment: 5,000 rupees to 9,000 rupees/),
      ]);

    const mute = frame.getByRole("button", { name: "Mute voice" });
    await mute.click();
    await expect(mute).toHaveAttribute("aria-pressed", "true");
    await say(frame, "thank you");
    await expect(lastReply(frame)).toHaveText(/You are welcome!/);
    expect(await spoken()).toHaveLength(3);
  });

  test("links back to the main site", async ({ page }) => {
    await gotoHydrated(page, "/voice-agent");
    const back = page.getByRole("link", { name: "Back to main site" });
    await expect(back).toHaveAttribute("href", "/agentic-ai");
    await back.click();
    await expect(page).toHaveURL(/\/agentic-ai$/);
  });

  test("has no axe violations, the widget included, also mid-conversation", async ({ page }) => {
    test.setTimeout(60_000);
    await gotoHydrated(page, "/voice-agent");
    const frame = widget(page);
    await expect(frame.getByRole("button", { name: "Start talking" })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await say(frame, "Can I book a visit?");
    await say(frame, "yes");
    await say(frame, "R2D2");
    await expect(lastReply(frame)).toHaveText(/I need a name of 2 to 50 letters/);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
