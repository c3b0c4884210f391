import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type Route,
} from "@playwright/test";
import { gotoHydrated } from "./hydration";

// What the public lead forms have in common: fields found by their label, a hidden field only
// bots fill, rules checked one after another, and saves that can be held, refused or cut off.

/** The page as the server sends it, before any script: it holds `texts`, and its submit button waits. */
export async function expectPrerenderedForm(
  request: APIRequestContext,
  path: string,
  texts: string[],
) {
  const html = await (await request.get(path)).text();
  for (const text of texts) expect(html).toContain(text);
  expect(html).toMatch(/<button type="submit"[^>]*disabled/);
}

/** Opens a page and waits until its form may be sent (hydrated, the visitor's IP looked up). */
export async function openForm(page: Page, path: string, submit: Locator) {
  await gotoHydrated(page, path);
  await expect(submit).toBeEnabled();
}

/** Fills each field, found by its exact label; a missing value empties the field. */
export async function fillFields(form: Locator, fields: [label: string, value?: string][]) {
  for (const [label, value] of fields) {
    await form.getByLabel(label, { exact: true }).fill(value ?? "");
  }
}

/**
 * Fills the hidden field people never see, sends the form and expects `message`, then empties
 * the field again for the checks that follow.
 */
export async function expectBotRefused(
  form: Locator,
  alert: Locator,
  message: string,
  send: () => Promise<void>,
) {
  const honeypot = form.locator('input[name="website"]');
  const setHoneypot = (value: string) =>
    honeypot.evaluate((input: HTMLInputElement, text) => {
      input.value = text;
    }, value);
  await setHoneypot("https://spam.example");
  await send();
  await expect(alert).toHaveText(message);
  await setHoneypot("");
}

/**
 * Sends the form once per step and expects the step's message each time: the form checks its
 * rules in this order. `alsoCheck` adds what a form shows beside the message.
 */
export async function expectMessagesInOrder<Step extends readonly [unknown, string, ...unknown[]]>(
  alert: Locator,
  steps: Step[],
  send: (step: Step) => Promise<void>,
  alsoCheck?: (step: Step) => Promise<void>,
) {
  for (const step of steps) {
    await send(step);
    await expect(alert).toHaveText(step[1]);
    await alsoCheck?.(step);
  }
}

/** Answers every save sent to `call` (SaveLead, SupportSave…) with `answer`: a bare 500 unless given. */
export function refuseSaves(
  page: Page,
  call: string,
  answer: Parameters<Route["fulfill"]>[0] = { status: 500, body: "" },
) {
  return page.route(`**/api/${call}`, (route) => route.fulfill(answer));
}

/** From now on the saves sent to `call` get no answer at all, as when the connection drops. */
export async function dropSaves(page: Page, call: string, errorCode?: string) {
  await page.unroute(`**/api/${call}`);
  await page.route(`**/api/${call}`, (route) => route.abort(errorCode));
}

/**
 * Holds every request to `url` until the returned function is called; each then goes on to the
 * real server, so a test can see what the page shows while it waits.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
