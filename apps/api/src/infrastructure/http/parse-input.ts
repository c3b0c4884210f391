import { parsePayload } from "@site/contracts";
import type { z } from "zod";
import { HttpError } from "./http-error";

/**
 * Reads a request's body, params or fields with a contracts schema; the first problem becomes a
 * 400 naming the field, worded as the site's forms word it.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = parsePayload(schema, input);
  if (!result.ok) throw new HttpError(400, result.message, { field: result.field });
  return result.value;
}
