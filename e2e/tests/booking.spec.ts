import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import {
  BOOKING_CALLS,
  type BookingSlotsAnswer,
  bookingMessages,
  type ManageBookingAnswer,
} from "@site/contracts/booking";
import { type PrivateServer, startPrivateServer } from "./admin-private-server";
import { basicAuth } from "./admin-public-api";
import { STAFF, signIn } from "./admin-session";
import { calendarOf, type Mailbox, mailTo, plainTextOf, startMailbox } from "./booking-mailbox";
import { gotoHydrated } from "./hydration";
import { fillFields } from "./lead-forms";
import { uniqueEmail } from "./leads-db";

// Booking the first call as a visitor does it: on the contact form's thank-you screen and on
// /book, in a real browser against a server of the test's own that sends its invitations to a
// real SMTP server on loopback; each invitation's calendar part read with ical.js. The host is
// the console's first account, available at the default hours.

const ZONE = "Asia/Kolkata";
test.use({ timezoneId: ZONE });

// WCAG 2.2 level A and AA, as accessibility.spec.ts checks every page.
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

let mailbox: Mailbox;
let server: PrivateServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  mailbox = await startMailbox();
  server = await startPrivateServer((origin) => ({
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    PUBLIC_BASE_URL: origin,
  }));
});

test.afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

// Written here the way a visitor in India reads them, independently of the island's own code.
const format = (options: Intl.DateTimeFormatOptions) => (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, ...options }).format(new Date(iso));
const clock = format({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const day = format({ weekday: "long", day: "numeric", month: "long" });
const plus = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();
/** "Tuesday 1 December, 11:00–11:30 India Standard Time" */
const when = (start: string, minutes: number) =>
  `${day(start)}, ${clock(start)}–${clock(plus(start, minutes))} India Standard Time`;

async function wcagViolations(page: Page): Promise<string[]> {
  // From the top: scrolled, the sticky header covers some buttons, which axe reads as too small.
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

const answerOf = (page: Page, path: string) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === path);

const postTo = (page: Page, path: string) =>
  page.waitForRequest(
    (request) => request.method() === "POST" && new URL(request.url()).pathname === path,
  );

/** The link of `label` in a mail's plain text ("Choose another time: https://…"). */
function linkIn(raw: string, label: string): string {
  const link = new RegExp(`${label}: (\\S+)`).exec(plainTextOf(raw))?.[1];
  if (link === undefined) throw new Error(`No "${label}" link in:\n${plainTextOf(raw)}`);
  return link;
}

test("a visitor books the first call after the contact form, then moves and cancels it from the e-mails", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the phone books on /book below");
  test.setTimeout(120_000);
  const { origin } = server;
  const email = uniqueEmail("booking");

  // The contact form, sent; the thank-you screen offers the free times for this request.
  await gotoHydrated(page, `${origin}/index`);
  const form = page.getByRole("form", { name: "Contact form" });
  const submit = form.getByRole("button", { name: "Submit Request" });
  await expect(submit).toBeEnabled();
  await fillFields(form, [
    ["Name", "Asha Rao"],
    ["Email", email],
    ["How can we help?", "We need a booking app for our three clinics."],
  ]);
  const slotsAnswer = answerOf(page, BOOKING_CALLS.slots.path);
  await submit.click();
  await expect(page.getByRole("heading", { name: "Request received" })).toBeFocused();
  const offered = (await (await slotsAnswer).json()) as BookingSlotsAnswer;
  expect(offered.prefill).toEqual({ name: "Asha Rao", email });
  expect(offered.slots.length).toBeGreaterThan(0);
  const minutes = offered.meeting.minutes;
  const first = offered.slots[0] ?? "";

  const panel = page.getByRole("region", { name: bookingMessages.heading });
  await expect(panel).toContainText(bookingMessages.intro);
  await expect(panel).toContainText(`Times in India Standard Time (${ZONE})`);
  // The first day with free times is open, its times written on the visitor's clock.
  const dayButtons = panel.getByRole("group", { name: "Day" }).getByRole("button");
  await expect(dayButtons.first()).toHaveAttribute("aria-pressed", "true");
  const times = panel.getByRole("group", { name: `Free times on ${day(first)}` });
  const firstTime = times.getByRole("button").first();
  await expect(firstTime).toHaveText(clock(first));

  await firstTime.click();
  await expect(firstTime).toHaveAttribute("aria-pressed", "true");
  const confirm = panel.getByRole("form", { name: "Confirm your call" });
  await expect(confirm.getByRole("heading", { name: "Confirm your call" })).toBeFocused();
  await expect(confirm).toContainText(`${when(first, minutes)} with ${offered.hostName}`);
  await expect(confirm).toContainText(email);
  expect(await wcagViolations(page)).toEqual([]);

  const booking = postTo(page, BOOKING_CALLS.book.path);
  await confirm.getByRole("button", { name: "Confirm booking" }).click();
  expect((await booking).postDataJSON()).toMatchObject({ start: first, timeZone: ZONE });
  const booked = page.getByRole("heading", { name: "You're booked" });
  await expect(booked).toBeFocused();
  const result = page.getByRole("region", { name: "You're booked" });
  await expect(result).toContainText(`${when(first, minutes)} with ${offered.hostName}`);
  await expect(result).toContainText(`An invitation is on its way to ${email}.`);
  await expect(result).toContainText("Add to calendar");
  // The spec's thank-you text stays above it.
  await expect(page.getByRole("heading", { name: "Request received" })).toBeVisible();

  // Both invitees get the invitation: one event, its first version, at the time chosen.
  const invitation = await mailTo(mailbox, email, "Invitation:");
  const hostInvitation = await mailTo(mailbox, STAFF.email, "Invitation:");
  const event = calendarOf(invitation.raw);
  expect(event).toMatchObject({ method: "REQUEST", sequence: 0, start: first });
  expect(event.uid).not.toBe("");
  expect(calendarOf(hostInvitation.raw)).toMatchObject({
    method: "REQUEST",
    uid: event.uid,
    sequence: 0,
    start: first,
  });

  // The invitation's reschedule link: another time, the same event updated.
  const reschedule = linkIn(invitation.raw, "Choose another time");
  expect(reschedule.startsWith(`${origin}/book/manage#token=`)).toBe(true);
  expect(reschedule.endsWith("&action=reschedule")).toBe(true);
  const manageAnswer = answerOf(page, BOOKING_CALLS.manage.path);
  await page.goto(reschedule);
  const manage = (await (await manageAnswer).json()) as ManageBookingAnswer;
  expect(manage.canChange).toBe(true);
  expect(manage.slots).not.toContain(first);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your call with us");
  await expect(page.getByRole("main")).toContainText(when(first, minutes));
  await expect(page.getByRole("heading", { name: "Move your call", exact: true })).toBeVisible();
  const second = manage.slots[0] ?? "";
  const secondTime = page
    .getByRole("group", { name: `Free times on ${day(second)}` })
    .getByRole("button", { name: clock(second), exact: true });
  await secondTime.click();
  await expect(page.getByRole("heading", { name: "Move your call to" })).toBeFocused();
  await expect(page.getByRole("main")).toContainText(when(second, minutes));
  const moving = postTo(page, BOOKING_CALLS.reschedule.path);
  await page.getByRole("button", { name: "Move my call" }).click();
  expect((await moving).postDataJSON()).toMatchObject({ start: second, timeZone: ZONE });
  await expect(page.getByRole("heading", { name: "Your call is moved" })).toBeFocused();
  await expect(page.getByRole("main")).toContainText(
    `An updated invitation is on its way to ${email}.`,
  );

  const updated = await mailTo(mailbox, email, "Updated invitation:");
  expect(calendarOf(updated.raw)).toMatchObject({
    method: "REQUEST",
    uid: event.uid,
    sequence: 1,
    start: second,
  });
  expect(calendarOf((await mailTo(mailbox, STAFF.email, "Updated invitation:")).raw)).toMatchObject(
    { method: "REQUEST", uid: event.uid, sequence: 1, start: second },
  );

  // The updated invitation's cancel link withdraws the event from both calendars.
  const cancel = linkIn(updated.raw, "Cancel the call");
  expect(cancel.endsWith("&action=cancel")).toBe(true);
  await page.goto("about:blank");
  await page.goto(cancel);
  await expect(page.getByRole("heading", { name: "Cancel your call?" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(when(second, minutes));
  await page.getByRole("button", { name: "Cancel the call" }).click();
  await expect(page.getByRole("heading", { name: "Your call is cancelled" })).toBeFocused();
  await expect(page.getByRole("main")).toContainText(`A cancellation is on its way to ${email}.`);
  const cancelled = await mailTo(mailbox, email, "Cancelled:");
  expect(calendarOf(cancelled.raw)).toMatchObject({
    method: "CANCEL",
    uid: event.uid,
    sequence: 2,
    start: second,
  });
  expect(calendarOf((await mailTo(mailbox, STAFF.email, "Cancelled:")).raw)).toMatchObject({
    method: "CANCEL",
    uid: event.uid,
  });

  // The first e-mail's link is spent: it says so, in the server's words.
  await page.goto("about:blank");
  await page.goto(reschedule);
  await expect(
    page.getByRole("paragraph").filter({ hasText: bookingMessages.alreadyCancelled }),
  ).toBeVisible();

  // Staff see all three on the lead's timeline.
  await signIn(page, STAFF, origin);
  await page.goto(`${origin}/admin/leads?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: "Asha Rao", exact: true }).click();
  const timeline = page.locator("ol.timeline");
  await expect(timeline).toContainText("Meeting booked for");
  await expect(timeline).toContainText("Meeting moved to");
  await expect(timeline).toContainText(/Meeting of .+ cancelled by the visitor/);
});

test("a visitor books on /book on a phone, told what is missing first", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the desktop books on the thank-you screen above");
  test.setTimeout(90_000);
  const { origin } = server;
  const email = uniqueEmail("book-page");
  const slotsAnswer = answerOf(page, BOOKING_CALLS.slots.path);
  await page.goto(`${origin}/book`);
  await expect(page).toHaveTitle("Book a Free First Call | Kaizen Fusion");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a call");
  await expect(page.getByRole("heading", { name: "What the first call covers" })).toBeVisible();
  const offered = (await (await slotsAnswer).json()) as BookingSlotsAnswer;
  expect(offered.prefill).toBeNull();
  const first = offered.slots[0] ?? "";

  const panel = page.getByRole("region", { name: bookingMessages.heading });
  const firstTime = panel
    .getByRole("group", { name: `Free times on ${day(first)}` })
    .getByRole("button")
    .first();
  await firstTime.click();
  const confirm = panel.getByRole("form", { name: "Confirm your call" });
  await expect(confirm.getByRole("heading", { name: "Confirm your call" })).toBeFocused();
  const send = confirm.getByRole("button", { name: "Confirm booking" });

  // The visitor's details, checked in order as the server checks them.
  const name = confirm.getByLabel("Name", { exact: true });
  const address = confirm.getByLabel("E-mail", { exact: true });
  await send.click();
  await expect(confirm.getByText(bookingMessages.nameRequired)).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await name.fill("Ravi Menon");
  await send.click();
  await expect(confirm.getByText(bookingMessages.emailRequired)).toBeVisible();
  await expect(address).toBeFocused();
  await address.fill("ravi.example.com");
  await send.click();
  await expect(confirm.getByText(bookingMessages.emailInvalid)).toBeVisible();
  await address.fill(email);
  await confirm.getByLabel("Company (optional)").fill("Menon Logistics");
  expect(await wcagViolations(page)).toEqual([]);
  // Nothing runs off the side of a 390 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  await send.click();
  await expect(page.getByRole("heading", { name: "You're booked" })).toBeFocused();
  await expect(page.getByRole("main")).toContainText(`An invitation is on its way to ${email}.`);
  const invitation = await mailTo(mailbox, email, "Invitation:");
  expect(calendarOf(invitation.raw)).toMatchObject({
    method: "REQUEST",
    sequence: 0,
    start: first,
  });
});

test("a time taken meanwhile is offered again as the next free times", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the same on a phone");
  const { origin } = server;
  const slotsAnswer = answerOf(page, BOOKING_CALLS.slots.path);
  await page.goto(`${origin}/book`);
  const offered = (await (await slotsAnswer).json()) as BookingSlotsAnswer;
  // The last time offered, so the other tests' bookings do not take it first.
  const taken = offered.slots.at(-1) ?? "";
  const panel = page.getByRole("region", { name: bookingMessages.heading });
  await panel.getByRole("button", { name: new RegExp(`^${day(taken)},`) }).click();
  await panel
    .getByRole("group", { name: `Free times on ${day(taken)}` })
    .getByRole("button", { name: clock(taken), exact: true })
    .click();

  // Someone else books it first.
  const other = await request.post(`${origin}${BOOKING_CALLS.book.path}`, {
    headers: { Authorization: basicAuth },
    data: { start: taken, timeZone: ZONE, name: "Other Visitor", email: uniqueEmail("other") },
  });
  expect(other.status(), await other.text()).toBe(201);

  const confirm = panel.getByRole("form", { name: "Confirm your call" });
  await confirm.getByLabel("Name", { exact: true }).fill("Late Visitor");
  await confirm.getByLabel("E-mail", { exact: true }).fill(uniqueEmail("late"));
  await confirm.getByRole("button", { name: "Confirm booking" }).click();
  const clash = panel.getByRole("paragraph").filter({ hasText: bookingMessages.slotTaken });
  await expect(clash).toBeFocused();
  const next = panel.getByRole("group", { name: "Next free times" }).getByRole("button");
  await expect(next.first()).toBeVisible();
  await next.first().click();
  await expect(panel.getByRole("heading", { name: "Confirm your call" })).toBeFocused();
  // What the visitor typed is still there: confirming books the time offered instead.
  await expect(confirm.getByLabel("Name", { exact: true })).toHaveValue("Late Visitor");
  await expect(confirm).not.toContainText(when(taken, offered.meeting.minutes));
  await confirm.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { name: "You're booked" })).toBeFocused();
});
