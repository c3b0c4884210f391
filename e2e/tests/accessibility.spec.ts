import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./hydration";
import { uniqueEmail } from "./leads-db";
import { routesWithLayout, routesWithoutLayout } from "./spec-routes";

// WCAG 2.2 level A and AA, the bar of the site (issue "Speed, search and accessibility").
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// Every route of the site, an article's own page and an unknown one, and an employee card of an
// unknown phone (the card's error state; spec-routes has one that exists).
const ROUTES = [
  ...routesWithLayout,
  ...routesWithoutLayout,
  "/kf-blog/security-basics-for-small-businesses",
  "/kf-blog/no-such-article",
  "/empcard/9999999999",
];

async function wcagViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

test.describe("WCAG 2.2 AA (axe-core) on every route", () => {
  for (const path of ROUTES) {
    test(`${path} has no violations once loaded`, async ({ page }) => {
      test.setTimeout(60_000); // axe scans the whole page, which is slow on a busy machine
      await page.goto(path);
      // Hydrated, and whatever the page fetches (blog list, employee card) is shown.
      await page.waitForLoadState("networkidle");
      expect(await wcagViolations(page), path).toEqual([]);
    });
  }
});

// WCAG 1.3.1: a fieldset is a group, and its legend is the group's name. Read from the served
// HTML, so every form page is checked as a crawler or a browser without scripts gets it.
test("every form's fieldset opens with a legend that names it", async ({ request }) => {
  test.skip(
    test.info().project.name !== "desktop",
    "the served HTML is the same on every viewport",
  );
  const unnamed: string[] = [];
  const named = new Set<string>();
  for (const path of [...routesWithLayout, ...routesWithoutLayout]) {
    const html = await (await request.get(path)).text();
    const fieldsets = html.matchAll(/<fieldset\b[^>]*>(?:<legend\b[^>]*>([^<]*)<\/legend>)?/g);
    for (const [, legend] of fieldsets) {
      if (legend?.trim()) named.add(path);
      else unnamed.push(path);
    }
  }
  expect(unnamed).toEqual([]);
  // The lead forms: contact, estimate, 13 downloads, 3 demos, 2 AI, 2 early access, job, partner.
  expect(named.size).toBe(24);
});

// WCAG 1.4.10 Reflow: at 320 CSS pixels wide (the smallest phones, or 400 % zoom) nothing may
// make the page scroll sideways. axe cannot see this; the widest element is named on failure.
test("every route fits 320 px without scrolling sideways", async ({ page }) => {
  test.skip(test.info().project.name !== "mobile", "a phone-sized check, run once");
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const overflowing: string[] = [];
  for (const path of ROUTES) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const widest = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= width) return null;
      const elements = Array.from(document.querySelectorAll<HTMLElement>("body *"));
      const right = (element: HTMLElement) => element.getBoundingClientRect().right;
      const culprit = elements.reduce((widest, element) =>
        right(element) > right(widest) ? element : widest,
      );
      return `${culprit.tagName.toLowerCase()} "${(culprit.textContent ?? "").trim().slice(0, 40)}" ends at ${Math.round(right(culprit))} px`;
    });
    if (widest !== null) overflowing.push(`${path}: ${widest}`);
  }
  expect(overflowing).toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// Keyboard only: each main form is reached with Tab, filled by typing, sent with Enter or Space,
// and its error is announced and tied to the field at fault.

/** Whether the focused element shows a focus indicator: an outline or a box shadow. */
async function focusIsVisible(page: Page): Promise<{ element: string; visible: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { element: "body", visible: false };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== "none";
    const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${(element.textContent ?? "").trim().slice(0, 30)}"`;
    return { element: name, visible: outline || shadow };
  });
}

/**
 * Presses Tab until `target` has focus, from wherever focus is; every element focused on the way
 * must show its focus. Fails when `target` is not reached within `maxTabs`.
 */
async function tabTo(page: Page, target: Locator, maxTabs = 80) {
  for (let presses = 0; presses < maxTabs; presses++) {
    await page.keyboard.press("Tab");
    const focus = await focusIsVisible(page);
    expect(focus.visible, `focus indicator on ${focus.element}`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target} within ${maxTabs} presses`);
}

interface KeyboardCase {
  path: string;
  form: string;
  /** The fields in tab order, with what the visitor types; `bad` is typed first, then `value`. */
  fields: { label: string; value: string; bad?: string; select?: boolean }[];
  submit: string;
  /** The error shown for the `bad` value, and the heading shown after sending. */
  error: string;
  success: string;
  /** How the corrected form is sent: Enter in the corrected field, or Space on the button. */
  resend: "Enter in field" | "Space on button";
}

const KEYBOARD_CASES: KeyboardCase[] = [
  {
    path: "/index",
    form: "Contact form",
    fields: [
      { label: "Name", value: "Asha Rao" },
      { label: "Email", value: uniqueEmail("kbd-contact"), bad: "asha.example.com" },
      { label: "Phone (optional)", value: "+919810012345" },
      { label: "How can we help?", value: "A booking app for our clinics." },
    ],
    submit: "Submit Request",
    error: "Please enter a valid email address",
    success: "Request received",
    resend: "Space on button",
  },
  {
    path: "/estimate-builder",
    form: "Estimate request",
    fields: [
      { label: "Your name", value: "Vikram Mehta" },
      { label: "Company", value: "Mehta Logistics" },
      { label: "Email", value: uniqueEmail("kbd-estimate") },
      { label: "Mobile number", value: "9810012345", bad: "12" },
      { label: "About your project", value: "A fleet tracking portal." },
      { label: "Platform", value: "Web application", select: true },
    ],
    submit: "Calculate Estimate",
    error: "Please enter a valid phone number",
    success: "Your Estimate",
    resend: "Enter in field",
  },
  {
    path: "/healthcare-checklist",
    form: "Download form",
    fields: [
      { label: "Full name", value: "Meera D'Souza" },
      { label: "Organization", value: "Sunrise Clinics" },
      { label: "Email", value: uniqueEmail("kbd-checklist"), bad: "meera.example.com" },
      { label: "Mobile number", value: "9810012345" },
    ],
    submit: "",
    error: "Invalid email format.",
    success: "Thank you",
    resend: "Enter in field",
  },
];

test.describe("keyboard only", () => {
  for (const form of KEYBOARD_CASES) {
    test(`${form.path}: the ${form.form} is filled and sent by keyboard, errors tied to their field`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const scope = page.getByRole("form", { name: form.form });
      const submit = form.submit
        ? scope.getByRole("button", { name: form.submit })
        : scope.locator('button[type="submit"]');
      await gotoHydrated(page, form.path);
      await expect(submit).toBeEnabled(); // hydrated: the form can be sent

      // From the top of the page, through the skip link and navigation, into the form.
      for (const field of form.fields) {
        const input = scope.getByLabel(field.label, { exact: true });
        await tabTo(page, input);
        if (field.select) {
          // A closed select takes its option from the keys typed while it has focus.
          await page.keyboard.type(field.value.slice(0, 3));
          await expect(input.locator("option:checked")).toHaveText(field.value);
        } else {
          await page.keyboard.type(field.bad ?? field.value);
        }
      }
      await tabTo(page, submit);
      await page.keyboard.press("Enter");

      // Announced (role="alert"), and tied to the field at fault, which takes the focus.
      const alert = scope.getByRole("alert");
      await expect(alert).toHaveText(form.error);
      const faulty = form.fields.find((field) => field.bad !== undefined);
      if (!faulty) throw new Error("each case has one bad value");
      const faultyInput = scope.getByLabel(faulty.label, { exact: true });
      await expect(faultyInput).toBeFocused();
      await expect(faultyInput).toHaveAttribute("aria-invalid", "true");
      const alertId = await alert.getAttribute("id");
      expect(alertId).toBeTruthy();
      expect((await faultyInput.getAttribute("aria-describedby"))?.split(" ")).toContain(alertId);
      expect((await focusIsVisible(page)).visible).toBe(true);

      // Corrected by keyboard and sent again.
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type(faulty.value);
      if (form.resend === "Enter in field") {
        await page.keyboard.press("Enter");
      } else {
        await tabTo(page, submit);
        await page.keyboard.press("Space");
      }
      const thanks = page.getByRole("heading", { name: form.success });
      await expect(thanks).toBeVisible({ timeout: 15_000 });
      await expect(thanks).toBeFocused();
    });
  }
});
