import {
  BOOKING_CALLS,
  BOOKING_HORIZON_DAYS,
  BOOKING_TOKEN_HEADER,
  bookingMessages,
  bookingPayloadSchema,
  cancelPayloadSchema,
  manageQuerySchema,
  reschedulePayloadSchema,
  savedEmailMessages,
  slotsQuerySchema,
} from "@site/contracts";
import {
  type AnswerDoc,
  error,
  GUARDED_ERRORS,
  json,
  jsonSchemaOf,
  WRITE_ERRORS,
  withReference,
} from "../../openapi/answers";
import type { OperationDoc } from "../../openapi/operations";

// The booking calls as /api/openapi.json describes them; the routes are in booking-routes.ts.

const instant = { type: "string", format: "date-time", description: "UTC, ISO 8601." };
const instants = { type: "array", items: instant };

const bookedMeeting = {
  type: "object",
  required: ["start", "end", "timeZone", "title", "hostName", "location", "email", "status"],
  properties: {
    start: instant,
    end: instant,
    timeZone: { type: "string", description: "The zone the visitor booked from (IANA)." },
    title: { type: "string" },
    hostName: { type: "string" },
    location: { type: "string" },
    email: { type: "string", description: "Where the invitation went." },
    status: { type: "string", enum: ["booked", "cancelled", "held", "no_show"] },
  },
};

const bookingAnswer = {
  type: "object",
  required: ["meeting"],
  properties: { meeting: bookedMeeting },
};

/** A refusal's body: `{ message, field? }`, and for a taken time the next free starts. */
const REFUSAL_BODY = {
  type: "object",
  required: ["message"],
  properties: {
    message: { type: "string", description: "A sentence to show the visitor as it is." },
    field: { type: "string", description: "The field at fault, when there is one." },
    alternatives: { ...instants, description: "For a taken time: the next free starts." },
  },
  additionalProperties: false,
};

function refusal(
  description: string,
  examples: Record<string, { message: string; field?: string; alternatives?: string[] }>,
): AnswerDoc {
  return {
    description,
    content: {
      "application/json": {
        schema: REFUSAL_BODY,
        examples: Object.fromEntries(
          Object.entries(examples).map(([name, value]) => [name, { value }]),
        ),
      },
    },
  };
}

const TAKEN = {
  message: bookingMessages.slotTaken,
  field: "start",
  alternatives: ["2026-12-02T06:00:00.000Z", "2026-12-02T06:30:00.000Z"],
};

const TIME_REFUSALS = {
  past: { message: bookingMessages.slotPast, field: "start" },
  tooSoon: { message: bookingMessages.tooSoon, field: "start" },
  tooFar: { message: bookingMessages.tooFar, field: "start" },
  outsideHours: { message: bookingMessages.outsideHours, field: "start" },
};

const badStartOrZone = {
  badStart: { message: bookingMessages.badStart, field: "start" },
  badTimeZone: { message: bookingMessages.badTimeZone, field: "timeZone" },
};

const forged = (what: string) =>
  error(`The ${what} token is forged, or names nothing stored.`, {
    badToken: { message: bookingMessages.badToken, field: "token" },
  });

const manageRefusals = {
  403: forged("manage"),
  409: error("The link was sent before a later change to the meeting; nothing was changed.", {
    usedLink: { message: bookingMessages.usedLink, field: "token" },
  }),
  410: error("The meeting is cancelled.", {
    alreadyCancelled: { message: bookingMessages.alreadyCancelled },
  }),
};

/** A save call's answer that carries the saved request's booking token. */
export function withBookingToken(answer: AnswerDoc): AnswerDoc {
  return {
    ...answer,
    headers: {
      ...answer.headers,
      [BOOKING_TOKEN_HEADER.toLowerCase()]: {
        type: "string",
        description:
          "Books the saved request's first call (GET /api/booking/slots, POST /api/booking) " +
          "for 48 hours.",
      },
    },
  };
}

export const bookingOperations: Record<string, OperationDoc> = {
  [`GET ${BOOKING_CALLS.slots.path}`]: {
    operationId: "bookingSlots",
    summary: `The free start times of the first call over the next ${BOOKING_HORIZON_DAYS} days.`,
    description:
      "With a save call's booking token: the request's call with its owner (or the round robin of " +
      "its kind), and its name and address to prefill. Without: the booking page's introductory call.",
    tag: "Leads",
    querystring: jsonSchemaOf(slotsQuerySchema),
    response: {
      200: json("The free times.", {
        type: "object",
        required: ["meeting", "hostName", "firmTimeZone", "slots", "prefill"],
        properties: {
          meeting: {
            type: "object",
            required: ["title", "minutes"],
            properties: { title: { type: "string" }, minutes: { type: "integer" } },
          },
          hostName: { type: ["string", "null"], description: "Null when several share the times." },
          firmTimeZone: { type: "string" },
          slots: instants,
          prefill: {
            type: ["object", "null"],
            required: ["name", "email"],
            properties: { name: { type: "string" }, email: { type: "string" } },
          },
        },
      }),
      400: error("The zone is not an IANA time zone.", {
        badTimeZone: badStartOrZone.badTimeZone,
      }),
      403: forged("booking"),
      410: error("The booking token has expired.", {
        expiredToken: { message: bookingMessages.expiredToken, field: "token" },
      }),
      ...GUARDED_ERRORS,
    },
  },
  [`POST ${BOOKING_CALLS.book.path}`]: {
    operationId: "bookingBook",
    summary: "Books the first call at one of the free times.",
    description:
      "With `token`, for the saved request; without, name and email are required and the visitor's " +
      "request is stored as a contact lead with the meeting (its reference in the header).",
    tag: "Leads",
    body: jsonSchemaOf(bookingPayloadSchema),
    response: {
      201: withReference(json("Booked; the invitation follows by e-mail.", bookingAnswer)),
      400: error("A field is missing or malformed; nothing was stored.", {
        ...badStartOrZone,
        nameRequired: { message: bookingMessages.nameRequired, field: "name" },
        emailRequired: { message: bookingMessages.emailRequired, field: "email" },
        emailInvalid: { message: bookingMessages.emailInvalid, field: "email" },
      }),
      403: forged("booking"),
      409: refusal(
        "The time was taken a moment ago, or the request already holds a booked call; nothing " +
          "was stored.",
        { taken: TAKEN, alreadyBooked: { message: bookingMessages.alreadyBooked } },
      ),
      410: error("The booking token has expired.", {
        expiredToken: { message: bookingMessages.expiredToken, field: "token" },
      }),
      ...WRITE_ERRORS,
      422: error("The time cannot be booked, or the address is flagged; nothing was stored.", {
        ...TIME_REFUSALS,
        flagged: { message: savedEmailMessages.flagged, field: "email" },
      }),
    },
  },
  [`GET ${BOOKING_CALLS.manage.path}`]: {
    operationId: "bookingManage",
    summary: "A booked meeting, seen through its invitation's link, and where it can move.",
    tag: "Leads",
    querystring: jsonSchemaOf(manageQuerySchema),
    response: {
      200: json("The meeting.", {
        type: "object",
        required: ["meeting", "canChange", "slots"],
        properties: {
          meeting: bookedMeeting,
          canChange: {
            type: "boolean",
            description: "False once the meeting is within the notice the firm needs.",
          },
          slots: instants,
        },
      }),
      ...manageRefusals,
      ...GUARDED_ERRORS,
    },
  },
  [`POST ${BOOKING_CALLS.reschedule.path}`]: {
    operationId: "bookingReschedule",
    summary: "Moves a booked meeting to another free time with the same host.",
    description: "Every link sent before stops working; the new invitation brings new ones.",
    tag: "Leads",
    body: jsonSchemaOf(reschedulePayloadSchema),
    response: {
      200: json("Moved; the updated invitation follows by e-mail.", bookingAnswer),
      400: error("A field is malformed; nothing was changed.", badStartOrZone),
      ...manageRefusals,
      409: refusal(
        "The time was taken a moment ago, or the link was spent by a later change; nothing was " +
          "changed.",
        { taken: TAKEN, usedLink: { message: bookingMessages.usedLink, field: "token" } },
      ),
      ...WRITE_ERRORS,
      422: error("The time cannot be booked, or the meeting starts too soon to change online.", {
        ...TIME_REFUSALS,
        tooLateToChange: { message: bookingMessages.tooLateToChange },
      }),
    },
  },
  [`POST ${BOOKING_CALLS.cancel.path}`]: {
    operationId: "bookingCancel",
    summary: "Cancels a booked meeting; its time is free again at once.",
    tag: "Leads",
    body: jsonSchemaOf(cancelPayloadSchema),
    response: {
      200: json("Cancelled; the cancellation follows by e-mail.", bookingAnswer),
      ...manageRefusals,
      ...WRITE_ERRORS,
      422: error("The meeting starts too soon to change online.", {
        tooLateToChange: { message: bookingMessages.tooLateToChange },
      }),
    },
  },
};
