import { BOOKING_TOKEN_HEADER } from "@site/contracts";
import type { FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import type { Database, LeadKind } from "../../infrastructure/database/schema";
import { meetingLinkSecret, signBookingToken } from "../meeting-links";

/** The kinds of request whose thank-you screen offers to book a first call. */
export const BOOKABLE_KINDS: ReadonlySet<LeadKind> = new Set([
  "contact",
  "estimate",
  "product_demo",
  "ai_support",
]);

export interface BookingTokens {
  /** The secret the links are signed with; read from the database once per process. */
  secret(): Promise<string>;
  /**
   * Adds BOOKING_TOKEN_HEADER to a save call's answer when the saved lead's kind may book a call,
   * so its thank-you screen can offer the times at once.
   */
  sendWith(reply: FastifyReply, lead: { id: number; kind: LeadKind }): Promise<void>;
}

/** Booking links of one server: `now` is the app's clock, so tests can hold the day still. */
export function createBookingTokens(
  db: Kysely<Database>,
  now: () => Date = () => new Date(),
): BookingTokens {
  // The secret never changes once stored, and every save would otherwise pay two queries for it.
  let secret: Promise<string> | undefined;
  const read = (): Promise<string> => {
    secret ??= meetingLinkSecret(db).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
  return {
    secret: read,
    async sendWith(reply, lead) {
      if (!BOOKABLE_KINDS.has(lead.kind)) return;
      // The lead is stored by now: should the secret not be read, the save still answers, and
      // the thank-you screen simply offers no times.
      const key = await read().catch(() => undefined);
      // Nothing returned: a reply is thenable, and resolving with it would wait for the answer.
      if (key !== undefined)
        reply.header(BOOKING_TOKEN_HEADER, signBookingToken(key, lead.id, now()));
    },
  };
}
