// How the API answers, whatever the call: save calls answer the JSON string "OK"; every failure is
// a 4xx/5xx status with an `ApiError` body.

export const SAVE_OK = "OK";
export type SaveOk = typeof SAVE_OK;

export type ApiError = { message: string; field?: string };

/**
 * True when a save call succeeded. The AI pages also accept the answer serialised twice
 * ('"OK"'), as the firm's earlier server sometimes sent it.
 */
export const isSaveOk = (data: unknown): data is SaveOk | `"${SaveOk}"` =>
  data === SAVE_OK || data === `"${SAVE_OK}"`;
