// The bodies of the booking calls, bounded before any rule runs. Which slot is free, how soon is
// too soon and whether a zone exists are the server's to check (it answers bookingMessages).

import { z } from "zod";

const bounded = (max: number) => z.string().trim().max(max);

/** Long enough for any IANA zone name ("America/Argentina/ComodRivadavia" is 32). */
const timeZone = bounded(64);
/** An ISO instant such as 2026-12-01T05:30:00.000Z. */
const instant = bounded(40);
/** A signed token; its shape is the server's. */
const token = bounded(300);

export const bookingPayloadSchema = z.object({
  token: token.optional(),
  start: instant,
  timeZone,
  name: bounded(100).optional(),
  email: bounded(100).optional(),
  company: bounded(100).optional(),
  note: bounded(2000).optional(),
});

export const reschedulePayloadSchema = z.object({ token, start: instant, timeZone });

export const cancelPayloadSchema = z.object({ token });

export const slotsQuerySchema = z.object({
  token: token.optional(),
  timeZone: timeZone.optional(),
});

export const manageQuerySchema = z.object({ token });
