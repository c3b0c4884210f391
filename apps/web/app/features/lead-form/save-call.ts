// Imported only by the forms' submit pipelines, which load on first use (see use-lead-form.ts).

import { SAVE_OK } from "@site/contracts";
import { apiRequest } from "../../lib/api-client";

/** Sends a save call under the submission's key; true only when the server answered 'OK'. */
export async function postSave(
  path: string,
  payload: object,
  idempotencyKey: string,
): Promise<boolean> {
  const answer = await apiRequest("POST", path, payload, { idempotencyKey });
  return answer.data === SAVE_OK;
}
