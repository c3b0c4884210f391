import {
  candidateMessages,
  parsePayload,
  REQUEST_REFERENCE_HEADER,
  REQUEST_REFERENCE_PATTERN,
  SAVE_OK,
  savedEmailMessages,
} from "@site/contracts";
import { z } from "zod";
import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_MESSAGE } from "../leads/request-facts";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../plugins/error-handler";

// The answers as the server sends them, written as the response part of a Fastify route schema
// that @fastify/swagger turns into OpenAPI responses. Only the document reads them: the routes
// keep answering through the error handler and sendSaveOk.

type JsonSchema = Record<string, unknown>;

export interface AnswerDoc {
  description: string;
  headers?: Record<string, JsonSchema>;
  content?: Record<string, { schema: JsonSchema; examples?: Record<string, { value: unknown }> }>;
}

/** A contracts schema as JSON Schema 2020-12, the dialect of OpenAPI 3.1: what a client sends. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    io: "input",
    target: "draft-2020-12",
  });
  return jsonSchema;
}

/** Every error answer's body (see plugins/error-handler.ts). */
const ERROR_BODY = {
  type: "object",
  required: ["message"],
  properties: {
    message: { type: "string", description: "A sentence to show the visitor as it is." },
    field: { type: "string", description: "The field at fault, when there is one." },
  },
  additionalProperties: false,
} as const satisfies JsonSchema;

export function json(description: string, schema: JsonSchema): AnswerDoc {
  return { description, content: { "application/json": { schema } } };
}

export function text(description: string, mediaType: string, schema: JsonSchema): AnswerDoc {
  return { description, content: { [mediaType]: { schema } } };
}

/** An error answer; each example is a body the server really sends. */
export function error(
  description: string,
  examples: Record<string, { message: string; field?: string }> = {},
  headers?: Record<string, JsonSchema>,
): AnswerDoc {
  const media: NonNullable<AnswerDoc["content"]>[string] = { schema: ERROR_BODY };
  const named = Object.entries(examples);
  if (named.length > 0) {
    media.examples = Object.fromEntries(named.map(([name, value]) => [name, { value }]));
  }
  return { description, ...(headers && { headers }), content: { "application/json": media } };
}

const failureOf = (schema: z.ZodType, input: unknown) => {
  const result = parsePayload(schema, input);
  if (result.ok) throw new Error("The example input passed the schema");
  return { message: result.message, ...(result.field !== undefined && { field: result.field }) };
};

/**
 * 400 for a body the contracts schema refuses: the first problem, worded as the form words it.
 * The examples are the schema's own answers to an empty and to a non-object body.
 */
export function invalidBody(schema: z.ZodType): AnswerDoc {
  return error("The first problem with the body, in the form's words, and the field at fault.", {
    nothingFilledIn: failureOf(schema, {}),
    notAnObject: failureOf(schema, []),
    notJson: { message: "Request body is not valid JSON" },
  });
}

/** 400 for path parameters the contracts schema refuses; the example answers `badParams`. */
export function invalidParams(schema: z.ZodType, badParams: Record<string, string>): AnswerDoc {
  return error("The first problem with the address, and the parameter at fault.", {
    badParameter: failureOf(schema, badParams),
  });
}

/** The request headers of a save that honours an Idempotency-Key (see leads/request-facts.ts). */
export const IDEMPOTENCY_KEY_HEADERS = {
  type: "object",
  properties: {
    "idempotency-key": {
      type: "string",
      pattern: IDEMPOTENCY_KEY.source,
      description:
        "Names one submission: send a new key per submission and the same key with each retry " +
        "of it. A repeat under a stored key is answered as the first was and stores nothing. " +
        "Without it, every request is stored.",
    },
  },
} as const satisfies JsonSchema;

/** A save's 400, with the refusal of a malformed Idempotency-Key among its examples. */
export function withBadIdempotencyKey(answer: AnswerDoc): AnswerDoc {
  const media = answer.content?.["application/json"];
  if (media === undefined) throw new Error("A 400 answer is JSON");
  return {
    ...answer,
    description: `${answer.description} Or a malformed Idempotency-Key header.`,
    content: {
      "application/json": {
        ...media,
        examples: {
          ...media.examples,
          badIdempotencyKey: { value: { message: IDEMPOTENCY_KEY_MESSAGE } },
        },
      },
    },
  };
}

/** The JSON string "OK" (see sendSaveOk). */
export const SAVED = json("Saved.", { type: "string", const: SAVE_OK });

/** A lead save's answer, with the stored lead's reference in a header (see sendReference). */
export function withReference(answer: AnswerDoc): AnswerDoc {
  return {
    ...answer,
    headers: {
      ...answer.headers,
      [REQUEST_REFERENCE_HEADER.toLowerCase()]: {
        type: "string",
        pattern: REQUEST_REFERENCE_PATTERN.source,
        examples: ["KF-7Q4M-2PXR"],
        description:
          "The stored request's reference, to show the visitor: staff find the lead by it in the " +
          "console's search. A repeat under a stored Idempotency-Key answers the stored one.",
      },
    },
  };
}

const RETRY_AFTER = {
  "retry-after": { type: "integer", description: "Seconds to wait before trying again." },
};

/** What any call behind the API's basic credentials may answer. */
export const GUARDED_ERRORS = {
  401: error(
    "Missing or wrong basic credentials.",
    { noCredentials: { message: "Authentication required" } },
    { "www-authenticate": { type: "string", const: 'Basic realm="site"' } },
  ),
  500: error("An unexpected failure, logged by the server.", {
    failed: { message: "Internal server error" },
  }),
};

/** What a call that reads a JSON body and stores something may answer, besides 400. */
export const WRITE_ERRORS = {
  ...GUARDED_ERRORS,
  413: error("The body is over 1 MiB.", { tooLarge: { message: "Request body is too large" } }),
  415: error("The body is not JSON.", { notJson: { message: "Unsupported content type" } }),
  429: error(
    "Over the caller's per-minute budget for this kind of call.",
    { tooMany: { message: "Too many requests. Please wait a minute and try again." } },
    {
      ...RETRY_AFTER,
      "x-ratelimit-limit": { type: "integer" },
      "x-ratelimit-remaining": { type: "integer" },
      "x-ratelimit-reset": { type: "integer", description: "Seconds until the budget refills." },
    },
  ),
  503: error(
    "The database cannot be reached or written; nothing was stored.",
    { unavailable: { message: DATABASE_UNAVAILABLE_MESSAGE } },
    RETRY_AFTER,
  ),
};

/** A lead save may also be refused for an address the e-mail check flags. */
export const LEAD_ERRORS = {
  ...WRITE_ERRORS,
  422: error("The e-mail address is flagged; nothing was stored.", {
    flagged: { message: savedEmailMessages.flagged, field: "email" },
  }),
};

export const RESUME_TOO_LARGE = { message: candidateMessages.fileTooLarge, field: "resume" };
