import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { appSecret } from "../infrastructure/database/app-secret";
import type { Database } from "../infrastructure/database/schema";

// Links that act without an account: the booking token a save call hands the thank-you screen,
// and the reschedule/cancel token of an invitation. Both are signed with a secret kept in the
// database, so any server can check what another issued. A manage token names the meeting's
// sequence: any change raises it, which spends every link sent before.

const SECRET_NAME = "meeting-links";
const SIGNATURE_CHARS = 43;

/** How long the thank-you screen may book for the request it follows. */
export const BOOKING_TOKEN_HOURS = 48;

export const meetingLinkSecret = (db: Kysely<Database>) => appSecret(db, SECRET_NAME);

function sign(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message).digest("base64url").slice(0, SIGNATURE_CHARS);
}

function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function signBookingToken(secret: string, leadId: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + BOOKING_TOKEN_HOURS * 3600;
  return `${leadId}.${expires}.${sign(secret, `book:${leadId}:${expires}`)}`;
}

export type BookingTokenCheck =
  | { ok: true; leadId: number }
  | { ok: false; reason: "invalid" | "expired" };

export function verifyBookingToken(secret: string, token: string, now: Date): BookingTokenCheck {
  const match = /^(\d{1,12})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (match === null) return { ok: false, reason: "invalid" };
  const [, leadId, expires, signature] = match as unknown as [string, string, string, string];
  if (!sameSignature(signature, sign(secret, `book:${leadId}:${expires}`))) {
    return { ok: false, reason: "invalid" };
  }
  if (Number(expires) * 1000 < now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, leadId: Number(leadId) };
}

export function signManageToken(secret: string, meetingId: string, sequence: number): string {
  return `${meetingId}.${sequence}.${sign(secret, `manage:${meetingId}:${sequence}`)}`;
}

/** The meeting and the sequence a manage token was signed for, or null when it is forged. */
export function verifyManageToken(
  secret: string,
  token: string,
): { meetingId: string; sequence: number } | null {
  const match = /^([0-9a-f-]{36})\.(\d{1,6})\.([\w-]{43})$/.exec(token);
  if (match === null) return null;
  const [, meetingId, sequence, signature] = match as unknown as [string, string, string, string];
  if (!sameSignature(signature, sign(secret, `manage:${meetingId}:${sequence}`))) return null;
  return { meetingId, sequence: Number(sequence) };
}
