import { expect, type Locator, type Page } from "@playwright/test";
import { addEmployee, filterLeads, uniqueEmployeePhone } from "./admin-console";
import { postContactLead, test } from "./admin-public-api";
import { signIn } from "./admin-session";
import { gotoHydrated } from "./hydration";
import { routesWithLayout, routesWithoutLayout } from "./spec-routes";

// Slips a visitor notices at a glance: e-mails split mid-word on a phone, the voice demo in the
// wrong face and too narrow, things that look like buttons and do nothing.

/**
 * Where an element's text wraps: for each line after the first, the character that ends the line
 * before it. Each character's box comes from a Range over it, so a break inside a word shows as
 * well as one at a <wbr>.
 */
async function lineEnds(element: Locator) {
  return element.evaluate((root) => {
    const boxes: { char: string; top: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (rect) boxes.push({ char: text.charAt(index), top: Math.round(rect.top) });
      }
    }
    const ends: string[] = [];
    for (let index = 1; index < boxes.length; index += 1) {
      const before = boxes[index - 1];
      const box = boxes[index];
      if (before && box && box.top > before.top + 2) ends.push(before.char);
    }
    return { text: boxes.map((box) => box.char).join(""), ends };
  });
}

/** Checks an e-mail wraps at 320 px (so the check means something) and only after @ or a dot. */
async function expectEmailBreaksOnlyAtSeparators(
  page: Page,
  email: Locator,
  expected: string,
  open: () => Promise<void>,
) {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await open();
    const { text, ends } = await lineEnds(email);
    expect(text).toBe(expected);
    for (const end of ends) expect(["@", "."], `${expected} at ${width} px`).toContain(end);
    if (width === 320) expect(ends.length, `${expected} wraps at 320 px`).toBeGreaterThan(0);
  }
}

const LONG_LOCAL = "priyadarshini.venkataraman";

test.describe("e-mail addresses wrap only after @ and dots", () => {
  test("on the employee card", async ({ page }) => {
    const phone = uniqueEmployeePhone(7);
    const email = `${LONG_LOCAL}@kaizenfusion.in`;
    await signIn(page);
    await addEmployee(page, {
      name: "Priyadarshini Venkataraman",
      designation: "Lead",
      phone,
      email,
    });

    const card = page.getByRole("region", { name: "Employee Details" });
    const link = card.getByRole("link", { name: email });
    await expectEmailBreaksOnlyAtSeparators(page, link, email, async () => {
      await gotoHydrated(page, `/empcard/${phone}`);
      await expect(link).toBeVisible();
    });
  });

  test("in the console's lead table", async ({ page, request, token }) => {
    // Found by the token in the name; the address itself is an ordinary long one.
    const email = `${LONG_LOCAL}@vardhanindustrial.co.in`;
    await postContactLead(request, { name: `Priya V ${token}`, email });
    await signIn(page);
    const cell = page
      .locator("main table tbody tr")
      .filter({ hasText: token })
      .locator(".lead-email");
    await expectEmailBreaksOnlyAtSeparators(page, cell, email, async () => {
      await filterLeads(page, { q: token });
      await expect(cell).toBeVisible();
    });
  });
});

test("the voice demo is in the brand face and at least 720 px wide on a 1366 px screen", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "a desktop width");
  await page.setViewportSize({ width: 1366, height: 900 });
  await gotoHydrated(page, "/voice-agent");
  const frame = page.locator('iframe[title="AI dental receptionist voice demo"]');
  const box = await frame.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(720);

  const widget = page.frameLocator('iframe[title="AI dental receptionist voice demo"]');
  const heading = widget.getByRole("heading", { name: "Smile Care Dental Clinic" });
  await expect(heading).toBeVisible();
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
    /^"Plus Jakarta Sans Variable"/,
  );
  // The face is declared in the widget's own document and actually loads there.
  const loaded = await heading.evaluate(async () => {
    await document.fonts.load('700 16px "Plus Jakarta Sans Variable"');
    let found = false;
    document.fonts.forEach((face) => {
      const family = face.family.replace(/"/g, "");
      if (family === "Plus Jakarta Sans Variable" && face.status === "loaded") found = true;
    });
    return found;
  });
  expect(loaded).toBe(true);
});

test("carousel indicators are named solid dots, the current one drawn as a bar, never a ring", async ({
  page,
}) => {
  await gotoHydrated(page, "/hr-payroll");
  const indicators = page.getByRole("button", { name: /^Show testimonial \d: / });
  await expect(indicators).toHaveCount(3);
  const marks = await indicators.evaluateAll((buttons) =>
    buttons.map((button) => {
      const mark = getComputedStyle(button, "::before");
      return {
        current: button.getAttribute("aria-current") === "true",
        width: Number.parseFloat(mark.width),
        height: Number.parseFloat(mark.height),
        border: mark.borderTopWidth,
        fill: mark.backgroundColor,
      };
    }),
  );
  for (const mark of marks) {
    expect(mark.border).toBe("0px");
    expect(mark.fill).not.toBe("rgba(0, 0, 0, 0)");
  }
  // The carousel may have moved on by now: the bar is wherever aria-current is.
  const current = marks.find((mark) => mark.current);
  const others = marks.filter((mark) => !mark.current);
  expect(others).toHaveLength(2);
  for (const other of others) {
    expect(other.width).toBe(other.height);
    expect(current?.width).toBeGreaterThan(other.width * 2);
  }
});

/**
 * Elements styled as buttons (the site's `.button`, CSS-module classes named for a button, an
 * action or a call to action, role="button") or with a pointer cursor that are neither a link nor
 * a control nor inside one; and words inside a picture that read as a button's label.
 */
function findFakeButtons() {
  const interactive =
    "a[href], button, input, select, textarea, label, summary, iframe, [tabindex]:not([tabindex='-1'])";
  const buttonClass = /(^|\s)(button|btn)(\s|$)|(^|\s)_\w*(button|Button|Action)\w*_/;
  const actionWords =
    /^(apply|apply now|submit|send|buy|buy now|book now|sign up|register|download|get started|learn more|join)$/i;
  const found: string[] = [];
  for (const element of Array.from(document.querySelectorAll<HTMLElement | SVGElement>("body *"))) {
    const name = element.tagName.toLowerCase();
    if (element.closest("svg")) {
      if (name === "text" && actionWords.test((element.textContent ?? "").trim())) {
        found.push(`a picture's "${element.textContent?.trim()}"`);
      }
      continue;
    }
    const className = element.getAttribute("class") ?? "";
    const styled = buttonClass.test(className) || element.getAttribute("role") === "button";
    const pointing = getComputedStyle(element).cursor === "pointer";
    if ((styled || pointing) && !element.closest(interactive)) {
      found.push(
        `<${name} class="${className}">${(element.textContent ?? "").trim().slice(0, 40)}`,
      );
    }
  }
  return found;
}

test("no page shows a button that does nothing", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one pass over every page is enough");
  test.setTimeout(180_000);

  // The scan itself finds a fake button and a button drawn in a picture, so a pass means something.
  await page.goto("/faq");
  await page.evaluate(() => {
    const fake = document.createElement("span");
    fake.className = "button";
    fake.textContent = "Apply";
    document.body.append(fake);
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    const text = document.createElementNS("http://www.w3.org/2000/svg", "text");
    text.textContent = "Apply";
    svg.append(text);
    document.body.append(svg);
  });
  expect(await page.evaluate(findFakeButtons)).toEqual([
    '<span class="button">Apply',
    'a picture\'s "Apply"',
  ]);

  const pages = [...routesWithLayout, ...routesWithoutLayout, "/no-such-page"];
  const offenders: Record<string, string[]> = {};
  for (const path of pages) {
    await page.goto(path);
    const found = await page.evaluate(findFakeButtons);
    if (found.length > 0) offenders[path] = found;
  }
  expect(offenders).toEqual({});
});
