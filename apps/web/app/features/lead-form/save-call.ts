// Imported only by the forms' submit pipelines, which load on first use (see use-lead-form.ts).

import { SAVE_OK } from "@site/contracts";
import { apiRequest } from "../../lib/api-client";

/** A save call's outcome: saved only when the server answered 'OK', with the request's reference. */
export interface SaveAnswer {
  saved: boolean;
  reference?: string;
}

/** Sends a save call under the submission's key. */
export async function postSave(
  path: string,
  payload: object,
  idempotencyKey: string,
): Promise<SaveAnswer> {
  const answer = await apiRequest("POST", path, payload, { idempotencyKey });
  return { saved: answer.data === SAVE_OK, reference: answer.reference };
}
