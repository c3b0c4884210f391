import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import type { Insertable, Kysely } from "kysely";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { createDatabase } from "../../src/infrastructure/database/create-database";
import type { Database, MeetingsTable } from "../../src/infrastructure/database/schema";
import { createJobQueue } from "../../src/jobs/job-kinds";
import { type MeetingChange, queueMeetingMail } from "../../src/meetings/invites/meeting-mail";
import { meetingReminderJob } from "../../src/meetings/invites/meeting-mail-jobs";
import { meetingLinkSecret, verifyManageToken } from "../../src/meetings/meeting-links";
import { createSmtpTransport } from "../../src/notifications/smtp-transport";
import {
  currentSchema,
  openMigratedDatabase,
  type TestDatabase,
  testDatabases,
} from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { createStaff } from "../helpers/staff-session";
import {
  decodeQuotedPrintable,
  type ReceivedMail,
  startSmtpServer,
} from "../notifications/mail-and-webhook-receivers";

const silentLog = { info() {}, warn() {} };
const BASE = "https://www.kaizenfusion.in";
// Commas and semicolons must survive the calendar's escaping.
const LOCATION = "Google Meet; room 5, link follows";
const HOST_EMAIL = "ravi@kaizenfusion.in";
const VISITOR_EMAIL = "asha@raotextiles.in";

const NOW = new Date("2026-11-25T10:00:00.000Z");
// 11:00 in India, 05:30 in London.
const START = "2026-12-01T05:30:00.000Z";
const END = "2026-12-01T06:00:00.000Z";
// 14:30 in India, 09:00 in London.
const MOVED_START = "2026-12-02T09:00:00.000Z";
const MOVED_END = "2026-12-02T09:30:00.000Z";
const HOUR = 3_600_000;
const at = (iso: string, offsetMs = 0) => new Date(Date.parse(iso) + offsetMs);

// A small reader of the MIME messages the loopback server keeps: headers unfolded and decoded,
// multipart bodies split, each leaf decoded from its transfer encoding.

interface MimePart {
  headers: Map<string, string>;
  body: string;
  parts: MimePart[];
}

const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );

function parseMime(raw: string): MimePart {
  const split = raw.indexOf("\r\n\r\n");
  const head = split < 0 ? raw : raw.slice(0, split);
  const rest = split < 0 ? "" : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) {
      headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
    }
  }
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith("multipart/") && boundary !== undefined) {
    const sections = rest.split(`--${boundary}`);
    const parts = sections
      .slice(1, -1)
      .map((section) => parseMime(section.replace(/^\r\n/, "").replace(/\r\n$/, "")));
    return { headers, body: "", parts };
  }
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  const body =
    encoding === "base64"
      ? Buffer.from(rest.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(rest)
        : rest;
  return { headers, body, parts: [] };
}

const leaves = (part: MimePart): MimePart[] =>
  part.parts.length === 0 ? [part] : part.parts.flatMap(leaves);

interface Mail {
  to: string[];
  from: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** The text/calendar alternative's content type and body. */
  calendar: { contentType: string; ics: string } | undefined;
}

function readMail(received: ReceivedMail): Mail {
  const message = parseMime(received.raw);
  const parts = leaves(message);
  const leaf = (type: string) =>
    parts.find((part) => part.headers.get("content-type")?.startsWith(type));
  const calendar = leaf("text/calendar");
  return {
    to: received.to,
    from: message.headers.get("from") ?? "",
    replyTo: message.headers.get("reply-to") ?? "",
    subject: message.headers.get("subject") ?? "",
    text: leaf("text/plain")?.body ?? "",
    html: leaf("text/html")?.body ?? "",
    calendar:
      calendar === undefined
        ? undefined
        : { contentType: calendar.headers.get("content-type") ?? "", ics: calendar.body },
  };
}

/** The calendar as a client reads it. */
function readCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent("vevent");
  if (event === null) throw new Error("no VEVENT");
  const person = (property: ICAL.Property) => ({
    address: String(property.getFirstValue()).toLowerCase(),
    name: property.getParameter("cn"),
    rsvp: property.getParameter("rsvp"),
  });
  const organizer = event.getFirstProperty("organizer");
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: event.getFirstPropertyValue("sequence"),
    status: event.getFirstPropertyValue("status"),
    start: String(event.getFirstPropertyValue("dtstart")),
    end: String(event.getFirstPropertyValue("dtend")),
    summary: event.getFirstPropertyValue("summary"),
    location: event.getFirstPropertyValue("location"),
    description: String(event.getFirstPropertyValue("description")),
    organizer: organizer === null ? undefined : person(organizer),
    attendees: event.getAllProperties("attendee").map(person),
  };
}

/** The manage tokens of the visitor's reschedule and cancel links in `text`. */
function manageLinks(text: string) {
  return [...text.matchAll(/(https:\/\/\S+\/book\/manage#token=([^&\s]+)&action=(\w+))/g)].map(
    (match) => ({
      url: match[1] ?? "",
      token: decodeURIComponent(match[2] ?? ""),
      action: match[3],
    }),
  );
}

/** An SMTP server that refuses mail to the addresses in `refuse` for as long as they are in it. */
async function startRefusingSmtpServer(refuse: Set<string>) {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address)) {
        callback(Object.assign(new Error("Mailbox busy"), { responseCode: 450 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push({
          from: session.envelope.mailFrom === false ? "" : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return { port, messages, close: () => new Promise<void>((done) => server.close(() => done())) };
}

describe.each(testDatabases)("meeting invitations and reminders on $name", (kind) => {
  let database: TestDatabase;
  let smtp: { port: number; messages: ReceivedMail[]; close(): Promise<void> };
  let clock: Date;
  let hostId: number;
  let leadId: number;
  const running: { stop(): Promise<void> }[] = [];
  const opened: Kysely<Database>[] = [];

  const config = () => ({
    ...loadConfig({
      LOG_LEVEL: "silent",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PUBLIC_BASE_URL: BASE,
      FIRM_TIME_ZONE: "Asia/Kolkata",
      MEETING_LOCATION: LOCATION,
    }),
    database: database.settings,
  });

  /** A server's job queue on `db`, on the test's clock. */
  function queue(db: Kysely<Database> = database.db) {
    const worker = createJobQueue(config(), db, silentLog, {
      now: () => clock,
      retryPolicy: { firstDelayMs: 60_000, maxDelayMs: 3_600_000 },
    });
    running.push(worker);
    return worker;
  }

  /** A second connection to the same database, as a second server has. */
  async function secondConnection(): Promise<Kysely<Database>> {
    const schema = await currentSchema(database);
    if (schema === undefined) return database.db;
    const other = await createDatabase(database.settings, { schema });
    opened.push(other);
    return other;
  }

  beforeEach(async () => {
    database = await openMigratedDatabase(kind);
    smtp = await startSmtpServer();
    clock = NOW;
    hostId = await createStaff(database.db, HOST_EMAIL, { display_name: "Ravi Kumar" });
    [leadId] = (await insertLeads(database.db, [leadRow({ email: VISITOR_EMAIL })])) as [number];
  });

  afterEach(async () => {
    for (const worker of running.splice(0)) await worker.stop();
    for (const db of opened.splice(0)) await db.destroy();
    await smtp.close();
    await database.dispose();
  });

  /** A visitor in London books the introductory call with Ravi, as the booking service would. */
  async function book(overrides: Partial<Insertable<MeetingsTable>> = {}): Promise<string> {
    const id = randomUUID();
    await database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("meetings")
        .values({
          id,
          uid: `${id}@kaizenfusion.in`,
          lead_id: leadId,
          staff_user_id: hostId,
          meeting_type: "intro",
          starts_at: START,
          ends_at: END,
          status: "booked",
          sequence: 0,
          visitor_name: "Asha Rao",
          visitor_email: VISITOR_EMAIL,
          visitor_time_zone: "Europe/London",
          booked_by: "visitor",
          created_at: clock.toISOString(),
          updated_at: clock.toISOString(),
          ...overrides,
        })
        .execute();
      await queueMeetingMail(trx, id, "booked", clock);
    });
    return id;
  }

  /** A change the booking service makes: the new columns and a raised sequence, then the mail. */
  async function change(
    id: string,
    what: MeetingChange,
    set: Partial<Pick<MeetingsTable, "starts_at" | "ends_at">> = {},
    options: { raiseSequence?: boolean } = {},
  ) {
    await database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("meetings")
        .set((eb) => ({
          ...set,
          ...(what === "cancelled" ? { status: "cancelled" as const } : {}),
          ...(options.raiseSequence === false ? {} : { sequence: eb("sequence", "+", 1) }),
          updated_at: clock.toISOString(),
        }))
        .where("id", "=", id)
        .execute();
      await queueMeetingMail(trx, id, what, clock);
    });
  }

  const mails = () => smtp.messages.map(readMail);
  const mailTo = (address: string) => mails().filter((mail) => mail.to.includes(address));
  const reminderRows = () =>
    database.db
      .selectFrom("lead_events")
      .select(["lead_id", "staff_user_id", "action", "note", "due_at"])
      .where("action", "=", "meeting_reminder")
      .orderBy("id")
      .execute();

  it("invites the visitor and the host, each with a calendar REQUEST in their own zone", async () => {
    const id = await book();
    expect(await queue().drain()).toBe(2);

    expect(smtp.messages).toHaveLength(2);
    const [visitor] = mailTo(VISITOR_EMAIL);
    const [host] = mailTo(HOST_EMAIL);
    if (visitor === undefined || host === undefined) throw new Error("a mail is missing");

    expect(visitor.from).toBe("Kaizen Fusion <hello@kaizenfusion.in>");
    expect(visitor.replyTo).toBe(`Ravi Kumar <${HOST_EMAIL}>`);
    expect(visitor.subject).toBe(
      "Invitation: Introductory call with Kaizen Fusion, Tue 1 Dec, 05:30 GMT",
    );
    expect(visitor.text).toContain(
      "When: Tuesday 1 December 2026, 05:30–06:00 GMT (Europe/London)",
    );
    expect(visitor.text).toContain("With: Ravi Kumar, Kaizen Fusion");
    expect(visitor.text).toContain(`Where: ${LOCATION}`);
    expect(host.subject).toBe("Invitation: Introductory call with Asha Rao, Tue 1 Dec, 11:00 IST");
    expect(host.text).toContain("When: Tuesday 1 December 2026, 11:00–11:30 IST (Asia/Kolkata)");
    expect(host.text).toContain(`With: Asha Rao (${VISITOR_EMAIL})`);
    expect(host.replyTo).toBe(`Asha Rao <${VISITOR_EMAIL}>`);

    for (const mail of [visitor, host]) {
      expect(mail.calendar?.contentType).toMatch(/^text\/calendar;.*method=REQUEST/);
      const event = readCalendar(mail.calendar?.ics ?? "");
      expect(event).toMatchObject({
        method: "REQUEST",
        uid: `${id}@kaizenfusion.in`,
        sequence: 0,
        status: "CONFIRMED",
        start: "2026-12-01T05:30:00Z",
        end: "2026-12-01T06:00:00Z",
        summary: "Introductory call with Kaizen Fusion",
        location: LOCATION,
        organizer: { address: `mailto:${HOST_EMAIL}`, name: "Ravi Kumar" },
      });
      expect(event.attendees).toEqual(
        expect.arrayContaining([
          { address: `mailto:${VISITOR_EMAIL}`, name: "Asha Rao", rsvp: "TRUE" },
          expect.objectContaining({ address: `mailto:${HOST_EMAIL}`, name: "Ravi Kumar" }),
        ]),
      );
    }

    // The visitor's links work; the host gets none, in the mail or the calendar.
    const secret = await meetingLinkSecret(database.db);
    const links = manageLinks(visitor.text);
    expect(links.map((link) => link.action)).toEqual(["reschedule", "cancel"]);
    for (const link of links) {
      expect(link.url.startsWith(`${BASE}/book/manage#token=`)).toBe(true);
      expect(verifyManageToken(secret, link.token)).toEqual({ meetingId: id, sequence: 0 });
      expect(visitor.html).toContain(`href="${link.url.replace(/&/g, "&amp;")}"`);
    }
    expect(manageLinks(readCalendar(visitor.calendar?.ics ?? "").description)).toHaveLength(2);
    expect(host.text).not.toContain("/book/manage");
    expect(host.calendar?.ics).not.toContain("/book/manage");
    // The host, and only the host, gets the way to the lead in the console.
    expect(host.text).toContain(`Open the lead in the console: ${BASE}/admin/leads/${leadId}`);
    expect(host.html).toContain(`<a href="${BASE}/admin/leads/${leadId}">`);
    expect(visitor.text).not.toContain("/admin/");

    // The lead's page can list the mail queued about it.
    const jobs = await database.db.selectFrom("jobs").select(["kind", "lead_id"]).execute();
    expect(jobs.every((job) => job.lead_id === leadId)).toBe(true);
    expect(jobs.map((job) => job.kind).sort()).toEqual([
      "meeting-invite",
      "meeting-invite",
      "meeting-reminder",
      "meeting-reminder",
    ]);
  });

  it("escapes what a visitor typed in the HTML and keeps the calendar readable", async () => {
    await book({ visitor_name: 'Asha "Boss" <b>Rao</b>' });
    await queue().drain();
    const [visitor] = mailTo(VISITOR_EMAIL);
    const [host] = mailTo(HOST_EMAIL);
    expect(visitor?.html).toContain("Hello Asha &quot;Boss&quot; &lt;b&gt;Rao&lt;/b&gt;,");
    expect(host?.html).not.toContain("<b>Rao</b>");
    expect(host?.subject).toBe(
      'Invitation: Introductory call with Asha "Boss" <b>Rao</b>, Tue 1 Dec, 11:00 IST',
    );
    const event = readCalendar(host?.calendar?.ics ?? "");
    expect(event.attendees).toContainEqual({
      address: `mailto:${VISITOR_EMAIL}`,
      name: "Asha Boss <b>Rao</b>",
      rsvp: "TRUE",
    });
  });

  it("sends a moved meeting as a new REQUEST of the same UID with a higher SEQUENCE", async () => {
    const id = await book();
    const worker = queue();
    await worker.drain();
    const [first] = mailTo(VISITOR_EMAIL);

    await change(id, "moved", { starts_at: MOVED_START, ends_at: MOVED_END });
    expect(await worker.drain()).toBe(2);
    expect(smtp.messages).toHaveLength(4);
    const [, visitor] = mailTo(VISITOR_EMAIL);
    const [, host] = mailTo(HOST_EMAIL);
    expect(visitor?.subject).toBe(
      "Updated invitation: Introductory call with Kaizen Fusion, Wed 2 Dec, 09:00 GMT",
    );
    expect(host?.subject).toBe(
      "Updated invitation: Introductory call with Asha Rao, Wed 2 Dec, 14:30 IST",
    );
    for (const mail of [visitor, host]) {
      const event = readCalendar(mail?.calendar?.ics ?? "");
      expect(event).toMatchObject({
        method: "REQUEST",
        uid: readCalendar(first?.calendar?.ics ?? "").uid,
        sequence: 1,
        start: "2026-12-02T09:00:00Z",
        end: "2026-12-02T09:30:00Z",
      });
    }
    // The links of the first invitation are spent; the new ones name the new sequence.
    const secret = await meetingLinkSecret(database.db);
    for (const link of manageLinks(visitor?.text ?? "")) {
      expect(verifyManageToken(secret, link.token)).toEqual({ meetingId: id, sequence: 1 });
    }
  });

  it("sends only the newest invitation when a change comes before the first is sent", async () => {
    const id = await book();
    await change(id, "moved", { starts_at: MOVED_START, ends_at: MOVED_END });
    expect(await queue().drain()).toBe(4);
    expect(smtp.messages).toHaveLength(2);
    for (const mail of mails()) {
      expect(readCalendar(mail.calendar?.ics ?? "")).toMatchObject({
        sequence: 1,
        start: "2026-12-02T09:00:00Z",
      });
    }
    // The obsolete jobs are done, not failed or waiting.
    const jobs = await database.db
      .selectFrom("jobs")
      .select(["done_at", "failed_at"])
      .where("kind", "=", "meeting-invite")
      .execute();
    expect(jobs.every((job) => job.done_at !== null && job.failed_at === null)).toBe(true);
  });

  it("withdraws a cancelled meeting from both calendars with a CANCEL", async () => {
    const id = await book();
    const worker = queue();
    await worker.drain();
    await change(id, "cancelled");
    expect(await worker.drain()).toBe(2);

    const [, visitor] = mailTo(VISITOR_EMAIL);
    const [, host] = mailTo(HOST_EMAIL);
    expect(visitor?.subject).toBe(
      "Cancelled: Introductory call with Kaizen Fusion, Tue 1 Dec, 05:30 GMT",
    );
    expect(visitor?.text).toContain("This call is cancelled.");
    expect(host?.subject).toBe("Cancelled: Introductory call with Asha Rao, Tue 1 Dec, 11:00 IST");
    expect(host?.text).toContain("A call booked with you is cancelled.");
    for (const mail of [visitor, host]) {
      expect(mail?.calendar?.contentType).toMatch(/method=CANCEL/);
      expect(readCalendar(mail?.calendar?.ics ?? "")).toMatchObject({
        method: "CANCEL",
        status: "CANCELLED",
        uid: `${id}@kaizenfusion.in`,
        sequence: 1,
      });
      expect(mail?.text).not.toContain("/book/manage");
    }
    // No reminders for a cancelled call: the booked ones skip themselves.
    clock = at(START, -24 * HOUR);
    await worker.drain();
    clock = at(START, -HOUR);
    await worker.drain();
    expect(smtp.messages).toHaveLength(4);
    expect(await reminderRows()).toEqual([]);
  });

  it("reminds both 24 hours and 1 hour before, once each, with one timeline row each", async () => {
    const id = await book();
    const worker = queue();
    await worker.drain();
    expect(smtp.messages).toHaveLength(2);

    clock = at(START, -24 * HOUR - 1000);
    expect(await worker.drain()).toBe(0);

    clock = at(START, -24 * HOUR);
    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);
    const dayBefore = mails().slice(2);
    expect(dayBefore.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
      [[VISITOR_EMAIL], "Reminder: Introductory call with Kaizen Fusion tomorrow at 05:30 GMT"],
      [[HOST_EMAIL], "Reminder: Introductory call with Asha Rao tomorrow at 11:00 IST"],
    ]);
    expect(dayBefore.every((mail) => mail.calendar === undefined)).toBe(true);
    // A day ahead the visitor may still move the call.
    const secret = await meetingLinkSecret(database.db);
    const [visitorReminder] = mailTo(VISITOR_EMAIL).slice(1);
    const links = manageLinks(visitorReminder?.text ?? "");
    expect(links).toHaveLength(2);
    expect(verifyManageToken(secret, links[0]?.token ?? "")).toEqual({
      meetingId: id,
      sequence: 0,
    });
    expect(await reminderRows()).toEqual([
      {
        lead_id: leadId,
        staff_user_id: null,
        action: "meeting_reminder",
        note: "Reminder sent 24 hours before",
        due_at: START,
      },
    ]);

    clock = at(START, -HOUR);
    expect(await worker.drain()).toBe(1);
    const hourBefore = mails().slice(4);
    expect(hourBefore.map((mail) => mail.subject).sort()).toEqual([
      "Reminder: Introductory call with Asha Rao in one hour, at 11:00 IST",
      "Reminder: Introductory call with Kaizen Fusion in one hour, at 05:30 GMT",
    ]);
    // Too late to change online: no links.
    expect(hourBefore.every((mail) => manageLinks(mail.text).length === 0)).toBe(true);
    expect((await reminderRows()).map((row) => row.note)).toEqual([
      "Reminder sent 24 hours before",
      "Reminder sent 1 hour before",
    ]);

    clock = at(START, HOUR);
    expect(await worker.drain()).toBe(0);
    expect(smtp.messages).toHaveLength(6);
  });

  it("queues no reminder whose time has passed when the call is booked", async () => {
    clock = at(START, -23 * HOUR);
    await book();
    const reminders = await database.db
      .selectFrom("jobs")
      .select(["payload", "run_at"])
      .where("kind", "=", "meeting-reminder")
      .execute();
    expect(reminders).toHaveLength(1);
    expect(JSON.parse(reminders[0]?.payload ?? "{}")).toMatchObject({ before: "1h", sequence: 0 });
    expect(reminders[0]?.run_at).toBe(at(START, -HOUR).toISOString());
  });

  it("sends no reminder queued for an older sequence, and the moved meeting's on its new time", async () => {
    const id = await book();
    const worker = queue();
    await worker.drain();
    await change(id, "moved", { starts_at: MOVED_START, ends_at: MOVED_END });
    await worker.drain();
    expect(smtp.messages).toHaveLength(4);

    // The old time's reminders come due and send nothing.
    clock = at(START, -24 * HOUR);
    expect(await worker.drain()).toBe(1);
    clock = at(START, -HOUR);
    expect(await worker.drain()).toBe(1);
    expect(smtp.messages).toHaveLength(4);
    expect(await reminderRows()).toEqual([]);

    clock = at(MOVED_START, -24 * HOUR);
    expect(await worker.drain()).toBe(1);
    expect(smtp.messages).toHaveLength(6);
    expect(
      mails()
        .slice(4)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual([
      "Reminder: Introductory call with Asha Rao tomorrow at 14:30 IST",
      "Reminder: Introductory call with Kaizen Fusion tomorrow at 09:00 GMT",
    ]);
    expect(await reminderRows()).toEqual([
      expect.objectContaining({ due_at: MOVED_START, note: "Reminder sent 24 hours before" }),
    ]);
  });

  it("sends no reminder for a meeting cancelled without a new sequence", async () => {
    const id = await book();
    const worker = queue();
    await worker.drain();
    await database.db
      .updateTable("meetings")
      .set({ status: "cancelled" })
      .where("id", "=", id)
      .execute();
    clock = at(START, -24 * HOUR);
    expect(await worker.drain()).toBe(1);
    expect(smtp.messages).toHaveLength(2);
    expect(await reminderRows()).toEqual([]);
  });

  it("sends a reminder once when two servers drain at the same moment", async () => {
    await book();
    const first = queue();
    const second = queue(await secondConnection());
    await Promise.all([first.drain(), second.drain()]);
    expect(smtp.messages).toHaveLength(2);

    clock = at(START, -24 * HOUR);
    const tried = await Promise.all([first.drain(), second.drain()]);
    expect(tried.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await second.drain()).toBe(0);
    expect(await first.drain()).toBe(0);
    expect(smtp.messages).toHaveLength(4);
    expect(await reminderRows()).toHaveLength(1);
  });

  it("writes one timeline row even when two runs of a reminder overlap", async () => {
    // A worker whose lease ran out finishes while another runs the same job again.
    const id = await book();
    clock = at(START, -24 * HOUR);
    const mail = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    const other = await secondConnection();
    const run = (db: Kysely<Database>, jobId: number) =>
      meetingReminderJob.handle(
        { meetingId: id, sequence: 0, before: "24h" },
        {
          db,
          mail,
          config: config(),
          log: silentLog,
          now: () => clock,
          job: { id: jobId, attempts: 0 },
        },
      );
    try {
      await Promise.all([run(database.db, 1), run(other, 2)]);
      // Both runs mailed (a mail cannot be taken back), but the timeline says it once.
      expect(smtp.messages).toHaveLength(4);
      expect(await reminderRows()).toHaveLength(1);
      // A third run, after the first ones recorded it, sends nothing more.
      const sent = smtp.messages.length;
      await run(database.db, 3);
      expect(smtp.messages).toHaveLength(sent);
      expect(await reminderRows()).toHaveLength(1);
    } finally {
      mail.close();
    }
  });

  it("retries a reminder the mail server refused for the host, without a second timeline row", async () => {
    const refuse = new Set<string>();
    await smtp.close();
    smtp = await startRefusingSmtpServer(refuse);
    await book();
    const worker = queue();
    await worker.drain();

    refuse.add(HOST_EMAIL);
    clock = at(START, -24 * HOUR);
    await worker.drain();
    const job = await database.db
      .selectFrom("jobs")
      .select(["attempts", "done_at", "last_error"])
      .where("kind", "=", "meeting-reminder")
      .where("run_at", ">", NOW.toISOString())
      .orderBy("id")
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ attempts: 1, done_at: null });
    expect(job.last_error).toContain("Mailbox busy");
    expect(mailTo(HOST_EMAIL)).toHaveLength(1);
    expect(await reminderRows()).toEqual([]);

    refuse.clear();
    clock = at(START, -24 * HOUR + 60_000);
    expect(await worker.drain()).toBe(1);
    expect(mailTo(HOST_EMAIL).map((mail) => mail.subject)).toEqual([
      "Invitation: Introductory call with Asha Rao, Tue 1 Dec, 11:00 IST",
      "Reminder: Introductory call with Asha Rao tomorrow at 11:00 IST",
    ]);
    expect(await reminderRows()).toHaveLength(1);

    // Run again as if the server died before marking it done: nothing more is sent or written.
    await database.db
      .updateTable("jobs")
      .set({ done_at: null, run_at: clock.toISOString() })
      .where("kind", "=", "meeting-reminder")
      .where("done_at", "is not", null)
      .execute();
    const sent = smtp.messages.length;
    expect(await worker.drain()).toBe(1);
    expect(smtp.messages).toHaveLength(sent);
    expect(await reminderRows()).toHaveLength(1);
  });

  it("names the default location when none is configured", () => {
    expect(loadConfig({ LOG_LEVEL: "silent" }).meetingLocation).toBe(
      "Video call: the link follows in this invitation",
    );
  });
});
