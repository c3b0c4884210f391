/**
 * An error meant for the API client: the central error handler answers it with its status and
 * `{"message", "field"?}`. Throw it from a route for any expected 4xx outcome.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly field: string | undefined;

  constructor(statusCode: number, message: string, options: { field?: string } = {}) {
    super(message);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.field = options.field;
  }
}
