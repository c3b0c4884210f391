import formBody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";

// Generous for a blog article's HTML, small enough that nobody can make the server buffer much.
const FORM_BODY_LIMIT = 512 * 1024;

/** A submitted form: each field's last value. */
export type FormBody = Record<string, string>;

/**
 * Lets routes of `app` read `application/x-www-form-urlencoded` bodies as plain objects. A field
 * sent twice keeps its last value, as a browser's form never repeats a name the console uses.
 */
export async function acceptFormBodies(app: FastifyInstance): Promise<void> {
  await app.register(formBody, {
    bodyLimit: FORM_BODY_LIMIT,
    parser: (body) => Object.fromEntries(new URLSearchParams(body)),
  });
}

/** A form field as a string; absent or repeated-as-array fields read as "". */
export function field(body: unknown, name: string): string {
  if (typeof body !== "object" || body === null) return "";
  const value = (body as Record<string, unknown>)[name];
  return typeof value === "string" ? value : "";
}
