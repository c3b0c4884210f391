// Imported only by the forms' submit pipelines, which load on first use (see use-lead-form.ts).

import { SAVE_OK } from "@site/contracts";
import { BOOKING_TOKEN_HEADER } from "@site/contracts/booking";
import { type ApiResponse, apiRequest } from "../../lib/api-client";

/**
 * A save call's outcome: saved only when the server answered 'OK', with the request's reference
 * and, when the request may book a first call, the token the thank-you screen books with.
 */
export interface SaveAnswer {
  saved: boolean;
  reference?: string;
  bookingToken?: string;
}

/**
 * The token a save call's answer carries when the saved request may book its first call. It is
 * only ever sent back to the booking calls; anything but a token's characters is ignored.
 */
export function bookingTokenOf(answer: Pick<ApiResponse, "headers">): string | undefined {
  const token = answer.headers.get(BOOKING_TOKEN_HEADER);
  return token !== null && /^[\w.-]{1,300}$/.test(token) ? token : undefined;
}

/** Sends a save call under the submission's key. */
export async function postSave(
  path: string,
  payload: object,
  idempotencyKey: string,
): Promise<SaveAnswer> {
  const answer = await apiRequest("POST", path, payload, { idempotencyKey });
  return {
    saved: answer.data === SAVE_OK,
    reference: answer.reference,
    bookingToken: bookingTokenOf(answer),
  };
}
