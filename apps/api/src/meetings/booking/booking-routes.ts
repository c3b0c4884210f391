import {
  BOOKING_CALLS,
  type BookedMeeting,
  type BookingAnswer,
  type BookingRefusal as BookingRefusalBody,
  type BookingSlotsAnswer,
  bookingMessages,
  bookingPayloadSchema,
  cancelPayloadSchema,
  type ManageBookingAnswer,
  manageQuerySchema,
  payloadMessages,
  reschedulePayloadSchema,
  savedEmailMessages,
  slotsQuerySchema,
} from "@site/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { AppConfig } from "../../config";
import type { Database, NotificationChannel } from "../../infrastructure/database/schema";
import { HttpError } from "../../infrastructure/http/http-error";
import { isAnyBlocklisted } from "../../leads/blocklist/blocklist-repository";
import { checkEmail } from "../../leads/email-check/check-email";
import type { NewLead } from "../../leads/lead-repository";
import type { LeadVolume } from "../../leads/lead-volume";
import { requestFacts } from "../../leads/request-facts";
import { sendReference } from "../../leads/request-reference";
import { visitorCanChange } from "../change-notice";
import { verifyBookingToken, verifyManageToken } from "../meeting-links";
import { findMeeting, type MeetingView } from "../meeting-repository";
import {
  type BookingOutcome,
  type BookingRefusal,
  bookMeeting,
  bookMeetingForNewLead,
  cancelMeeting,
  moveMeeting,
  slotsForLead,
  slotsForMeeting,
} from "./booking-service";
import type { BookingTokens } from "./booking-tokens";

export interface BookingRoutesOptions {
  db: Kysely<Database>;
  config: Pick<AppConfig, "firmTimeZone" | "publicBaseUrl" | "meetingLocation">;
  tokens: BookingTokens;
  /** Where a lead the booking page stores is announced, as every save does. */
  channels: readonly NotificationChannel[];
  /** The suspect e-mail check every lead save runs (see suspect-email-guard.ts). */
  emailCheck: { volume: LeadVolume; maxPerHour: number };
  now?: () => Date;
}

/** The booking page's lead: the one call it books, as the console lists its source. */
export const BOOKING_PAGE_CALL = "BookCall";
/** What the lead says was asked when the visitor left no note. */
export const BOOKING_PAGE_REQUEST = "Booked a first call on the booking page";

/** A refusal's status and message; a time taken also lists the next free ones. */
class BookingRefused extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    options: { field?: string; alternatives?: string[] } = {},
  ) {
    super(statusCode, message, options.field === undefined ? {} : { field: options.field });
    this.alternatives = options.alternatives;
  }
  readonly alternatives: string[] | undefined;
}

const REFUSALS: Record<BookingRefusal, { status: number; message: string }> = {
  past: { status: 422, message: bookingMessages.slotPast },
  too_soon: { status: 422, message: bookingMessages.tooSoon },
  too_far: { status: 422, message: bookingMessages.tooFar },
  outside_hours: { status: 422, message: bookingMessages.outsideHours },
  taken: { status: 409, message: bookingMessages.slotTaken },
  day_full: { status: 409, message: bookingMessages.slotTaken },
  already_booked: { status: 409, message: bookingMessages.alreadyBooked },
  cancelled: { status: 410, message: bookingMessages.alreadyCancelled },
  too_late_to_change: { status: 422, message: bookingMessages.tooLateToChange },
  changed: { status: 409, message: bookingMessages.usedLink },
};

const SLOT_REFUSALS = new Set<BookingRefusal>([
  "past",
  "too_soon",
  "too_far",
  "outside_hours",
  "taken",
  "day_full",
]);

// The fields whose every problem reads as the booking's own sentence.
const FIELD_REFUSALS: Record<string, { status: number; message: string }> = {
  token: { status: 403, message: bookingMessages.badToken },
  start: { status: 400, message: bookingMessages.badStart },
  timeZone: { status: 400, message: bookingMessages.badTimeZone },
  email: { status: 400, message: bookingMessages.emailInvalid },
};

/** A body or query checked against its bounds; the first problem answered in the visitor's words. */
function readInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join(".") ?? "";
  const known = FIELD_REFUSALS[field];
  if (known !== undefined) throw new BookingRefused(known.status, known.message, { field });
  if (field === "" || issue === undefined) throw new HttpError(400, payloadMessages.notAnObject);
  const message =
    issue.code === "too_big"
      ? payloadMessages.tooLong(Number(issue.maximum))
      : payloadMessages.notText;
  throw new HttpError(400, message, { field });
}

// An instant as the island sends it: 2026-12-01T05:30:00.000Z, or with an offset.
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** The instant `text` names; a day the month lacks (which Date would roll over) is refused. */
function startOf(text: string): Date {
  const parts = INSTANT.exec(text);
  if (parts !== null) {
    const [year, month, day, hour, minute, second] = parts
      .slice(1)
      .map((part) => Number(part ?? 0));
    const daysInMonth = new Date(Date.UTC(year ?? 0, month ?? 0, 0)).getUTCDate();
    const start = new Date(text);
    const inRange =
      (month ?? 0) >= 1 &&
      (month ?? 0) <= 12 &&
      (day ?? 0) >= 1 &&
      (day ?? 0) <= daysInMonth &&
      (hour ?? 0) <= 23 &&
      (minute ?? 0) <= 59 &&
      (second ?? 0) <= 59;
    if (inRange && !Number.isNaN(start.getTime())) return start;
  }
  throw new BookingRefused(400, bookingMessages.badStart, { field: "start" });
}

/**
 * The visitor's zone as their browser named it, once the runtime knows it. Not the runtime's own
 * spelling: its time-zone data may still call Asia/Kolkata "Asia/Calcutta".
 */
function timeZoneOf(name: string): string {
  if (name !== "") {
    try {
      new Intl.DateTimeFormat("en", { timeZone: name });
      return name;
    } catch {
      // Unknown: refused below.
    }
  }
  throw new BookingRefused(400, bookingMessages.badTimeZone, { field: "timeZone" });
}

/** One @ with something before it, and a dot inside what follows; no spaces anywhere. */
function isPlausibleEmail(email: string): boolean {
  const parts = email.split("@");
  if (parts.length !== 2 || /\s/.test(email)) return false;
  const [local = "", domain = ""] = parts;
  const dot = domain.indexOf(".");
  return local !== "" && dot > 0 && dot < domain.length - 1 && !domain.endsWith(".");
}

function refusedBy(outcome: Exclude<BookingOutcome, { ok: true }>): BookingRefused {
  const { status, message } = REFUSALS[outcome.refusal];
  const taken = status === 409 && SLOT_REFUSALS.has(outcome.refusal);
  return new BookingRefused(status, message, {
    ...(SLOT_REFUSALS.has(outcome.refusal) && { field: "start" }),
    ...(taken && { alternatives: outcome.alternatives }),
  });
}

/**
 * The booking calls of BOOKING_CALLS: the free times for a request (or for the booking page),
 * booking one, and a visitor's view, move and cancel through the links of their invitation. Every
 * refusal answers 4xx with the visitor's sentence from bookingMessages and stores nothing.
 */
export async function bookingRoutes(
  app: FastifyInstance,
  options: BookingRoutesOptions,
): Promise<void> {
  const { db, config, tokens, channels, emailCheck } = options;
  const now = options.now ?? (() => new Date());
  const path = (call: { path: string }) => call.path.replace(/^\/api/, "");
  const writeCall = { config: { rateLimitBudget: "write" } } as const;

  // JSON only: a text body would otherwise reach the schema as a string.
  app.removeContentTypeParser("text/plain");

  /** The lead a booking token names, or the refusal of a forged, expired or spent one. */
  async function leadOfToken(token: string, at: Date) {
    const check = verifyBookingToken(await tokens.secret(), token, at);
    if (!check.ok) {
      throw check.reason === "expired"
        ? new BookingRefused(410, bookingMessages.expiredToken, { field: "token" })
        : new BookingRefused(403, bookingMessages.badToken, { field: "token" });
    }
    const lead = await db
      .selectFrom("leads")
      .select(["id", "kind", "name", "email"])
      .where("id", "=", check.leadId)
      .executeTakeFirst();
    // Erased since the token was signed.
    if (lead === undefined) {
      throw new BookingRefused(403, bookingMessages.badToken, { field: "token" });
    }
    return { ...lead, id: Number(lead.id) };
  }

  /** The meeting a manage token names, refused when forged, cancelled or spent by a change. */
  async function meetingOfToken(
    token: string,
  ): Promise<{ meeting: MeetingView; sequence: number }> {
    const check = verifyManageToken(await tokens.secret(), token);
    const meeting = check === null ? undefined : await findMeeting(db, check.meetingId);
    if (check === null || meeting === undefined || check.sequence > meeting.sequence) {
      throw new BookingRefused(403, bookingMessages.badToken, { field: "token" });
    }
    if (meeting.status === "cancelled") {
      throw new BookingRefused(410, bookingMessages.alreadyCancelled);
    }
    if (check.sequence < meeting.sequence) {
      throw new BookingRefused(409, bookingMessages.usedLink, { field: "token" });
    }
    return { meeting, sequence: check.sequence };
  }

  const bookedMeeting = (meeting: MeetingView): BookedMeeting => ({
    start: meeting.startsAt,
    end: meeting.endsAt,
    timeZone: meeting.visitorTimeZone,
    title: meeting.title,
    hostName: meeting.hostName,
    location: config.meetingLocation,
    email: meeting.visitorEmail,
    status: meeting.status,
  });

  /** The meeting, or the refusal: a taken time answered with the next free ones. */
  const answer = (reply: FastifyReply, status: number, outcome: BookingOutcome) => {
    if (outcome.ok) {
      return reply
        .code(status)
        .send({ meeting: bookedMeeting(outcome.meeting) } satisfies BookingAnswer);
    }
    const refused = refusedBy(outcome);
    if (refused.alternatives === undefined) throw refused;
    return reply.code(refused.statusCode).send({
      message: refused.message,
      ...(refused.field !== undefined && { field: refused.field }),
      alternatives: refused.alternatives,
    } satisfies BookingRefusalBody);
  };

  app.get(path(BOOKING_CALLS.slots), async (request): Promise<BookingSlotsAnswer> => {
    const query = readInput(slotsQuerySchema, request.query);
    if (query.timeZone !== undefined && query.timeZone !== "") timeZoneOf(query.timeZone);
    const at = now();
    const lead = query.token ? await leadOfToken(query.token, at) : undefined;
    const offered = await slotsForLead(
      db,
      config,
      lead === undefined ? { id: null, kind: "contact" } : lead,
      at,
    );
    return {
      meeting: { title: offered.title, minutes: offered.minutes },
      hostName: offered.hostName,
      firmTimeZone: config.firmTimeZone,
      slots: offered.slots,
      prefill: lead === undefined ? null : { name: lead.name, email: lead.email },
    };
  });

  app.post(path(BOOKING_CALLS.book), writeCall, async (request, reply) => {
    const body = readInput(bookingPayloadSchema, request.body);
    const start = startOf(body.start);
    const visitorTimeZone = timeZoneOf(body.timeZone);
    const at = now();
    if (body.token) {
      const lead = await leadOfToken(body.token, at);
      const outcome = await bookMeeting(
        db,
        config,
        { leadId: lead.id, start, visitorTimeZone, actor: { by: "visitor" } },
        at,
      );
      return answer(reply, 201, outcome);
    }

    // The booking page: the visitor's request becomes a contact lead, stored with the booking.
    const name = body.name ?? "";
    const email = body.email ?? "";
    if (name === "") throw new BookingRefused(400, bookingMessages.nameRequired, { field: "name" });
    if (email === "") {
      throw new BookingRefused(400, bookingMessages.emailRequired, { field: "email" });
    }
    if (!isPlausibleEmail(email)) {
      throw new BookingRefused(400, bookingMessages.emailInvalid, { field: "email" });
    }
    const facts = requestFacts(request);
    const flagged = await checkEmail({
      email,
      ip: facts.clientIp,
      isBlocked: (values) => isAnyBlocklisted(db, values),
      countRecentSubmissions: ({ ip }) => emailCheck.volume.add(ip),
      maxPerHour: emailCheck.maxPerHour,
    });
    if (flagged.suspect) throw new HttpError(422, savedEmailMessages.flagged, { field: "email" });

    const company = body.company ?? "";
    const asked = body.note || BOOKING_PAGE_REQUEST;
    const lead: NewLead = {
      kind: "contact",
      sourceCall: BOOKING_PAGE_CALL,
      name,
      company,
      email,
      details: { name, email, ...(company === "" ? {} : { company }), request: asked },
      attribution: {},
      clientIp: facts.clientIp,
      userAgent: facts.userAgent,
      // A repeated booking finds its time taken by the first: no key is needed to store it once.
      idempotencyKey: null,
    };
    const outcome = await bookMeetingForNewLead(
      db,
      config,
      { lead, channels, start, visitorTimeZone },
      at,
    );
    if (outcome.ok && outcome.lead !== undefined) sendReference(reply, outcome.lead);
    return answer(reply, 201, outcome);
  });

  app.get(path(BOOKING_CALLS.manage), async (request): Promise<ManageBookingAnswer> => {
    const query = readInput(manageQuerySchema, request.query);
    const { meeting } = await meetingOfToken(query.token);
    const at = now();
    const canChange =
      meeting.status === "booked" && (await visitorCanChange(db, meeting.startsAt, at));
    return {
      meeting: bookedMeeting(meeting),
      canChange,
      // Its own time is no move.
      slots: canChange
        ? (await slotsForMeeting(db, config, meeting.id, at)).filter(
            (slot) => slot !== meeting.startsAt,
          )
        : [],
    };
  });

  app.post(path(BOOKING_CALLS.reschedule), writeCall, async (request, reply) => {
    const body = readInput(reschedulePayloadSchema, request.body);
    const start = startOf(body.start);
    const visitorTimeZone = timeZoneOf(body.timeZone);
    const { meeting, sequence } = await meetingOfToken(body.token);
    const outcome = await moveMeeting(
      db,
      config,
      { meetingId: meeting.id, start, visitorTimeZone, actor: { by: "visitor" }, sequence },
      now(),
    );
    return answer(reply, 200, outcome);
  });

  app.post(path(BOOKING_CALLS.cancel), writeCall, async (request, reply) => {
    const body = readInput(cancelPayloadSchema, request.body);
    const { meeting, sequence } = await meetingOfToken(body.token);
    const outcome = await cancelMeeting(
      db,
      { meetingId: meeting.id, actor: { by: "visitor" }, sequence },
      now(),
    );
    return answer(reply, 200, outcome);
  });
}
