import {
  BOOKING_CALLS,
  type BookingAnswer,
  type BookingPayload,
  type BookingRefusal,
  type BookingSlotsAnswer,
  type CancelPayload,
  type ManageBookingAnswer,
  type ReschedulePayload,
} from "@site/contracts/booking";
import { apiRequest } from "../../lib/api-client";

// The booking calls, with the site's credentials and API address (see lib/api-client.ts). Each
// answers what the server sent, or a refusal: the server's own message when it gave one for the
// visitor's input (4xx), else the caller's fallback, which may be tried again.

export type BookingResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** The HTTP status; 0 when no answer arrived. */
      status: number;
      refusal: BookingRefusal;
      /** The server could not answer (network, 5xx): the same request may work in a moment. */
      retry: boolean;
    };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** The refusal the server sent, kept to what the island shows. */
function refusalOf(data: unknown, fallback: string): BookingRefusal {
  if (!isRecord(data) || typeof data.message !== "string" || data.message === "") {
    return { message: fallback };
  }
  return {
    message: data.message,
    ...(typeof data.field === "string" && { field: data.field }),
    ...(isStringList(data.alternatives) && { alternatives: data.alternatives }),
  };
}

async function call<T>(
  method: "GET" | "POST",
  path: string,
  body: object | undefined,
  isAnswer: (data: unknown) => data is T,
  fallback: string,
): Promise<BookingResult<T>> {
  try {
    const answer = await apiRequest(method, path, body);
    if (answer.ok && isAnswer(answer.data)) return { ok: true, data: answer.data };
    const byServer = answer.status >= 400 && answer.status < 500;
    return {
      ok: false,
      status: answer.status,
      refusal: byServer ? refusalOf(answer.data, fallback) : { message: fallback },
      retry: !byServer,
    };
  } catch {
    return { ok: false, status: 0, refusal: { message: fallback }, retry: true };
  }
}

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return search === "" ? path : `${path}?${search}`;
};

const isSlotsAnswer = (data: unknown): data is BookingSlotsAnswer =>
  isRecord(data) && isStringList(data.slots) && isRecord(data.meeting);

export const isMeetingAnswer = (data: unknown): data is BookingAnswer =>
  isRecord(data) && isRecord(data.meeting) && typeof data.meeting.start === "string";

const isManageAnswer = (data: unknown): data is ManageBookingAnswer =>
  isMeetingAnswer(data) &&
  typeof (data as Partial<ManageBookingAnswer>).canChange === "boolean" &&
  isStringList((data as Partial<ManageBookingAnswer>).slots);

export const loadSlots = (query: { token?: string; timeZone: string }, fallback: string) =>
  call("GET", withQuery(BOOKING_CALLS.slots.path, query), undefined, isSlotsAnswer, fallback);

export const bookSlot = (payload: BookingPayload, fallback: string) =>
  call("POST", BOOKING_CALLS.book.path, payload, isMeetingAnswer, fallback);

export const loadBooking = (token: string, fallback: string) =>
  call("GET", withQuery(BOOKING_CALLS.manage.path, { token }), undefined, isManageAnswer, fallback);

// A change is done once the server says so; the meeting it may send back is read with
// isMeetingAnswer, and the page words the result from what it already knows otherwise.
const anyAnswer = (_data: unknown): _data is unknown => true;

export const moveBooking = (payload: ReschedulePayload, fallback: string) =>
  call("POST", BOOKING_CALLS.reschedule.path, payload, anyAnswer, fallback);

export const cancelBooking = (payload: CancelPayload, fallback: string) =>
  call("POST", BOOKING_CALLS.cancel.path, payload, anyAnswer, fallback);
