import {
  BLOG_PAGE_SIZE,
  blogDetailParamsSchema,
  blogMessages,
  blogPageParamsSchema,
  candidateMessages,
  candidatePayloadSchema,
  commentPayloadSchema,
  EMAIL_CHECK_STATUS,
  emailCheckMessages,
  emailCheckParamsSchema,
  employeeMessages,
  employeeParamsSchema,
  estimatePayloadSchema,
  likePayloadSchema,
  RESUME_MAX_BYTES,
  resumeUploadFieldsSchema,
} from "@site/contracts";
import { UPLOAD_MESSAGES } from "../candidates/candidate-routes";
import { employeeAnswers } from "../employees/employee-routes";
import { vitalsPayloadSchema } from "../insights/vitals-payload";
import { estimateResponse } from "../leads/estimate-routes";
import { saveCalls } from "../leads/lead-routes";
import { bookingOperations, withBookingToken } from "../meetings/booking/booking-docs";
import { BOOKABLE_KINDS } from "../meetings/booking/booking-tokens";
import { ipAnswer } from "../site/ip-routes";
import {
  type AnswerDoc,
  error,
  GUARDED_ERRORS,
  IDEMPOTENCY_KEY_HEADERS,
  invalidBody,
  invalidParams,
  json,
  jsonSchemaOf,
  LEAD_ERRORS,
  RESUME_TOO_LARGE,
  SAVED,
  text,
  WRITE_ERRORS,
  withBadIdempotencyKey,
  withReference,
} from "./answers";

/** What the API description says about one call, besides its method and path. */
export interface OperationDoc {
  /** When the path's first segment does not name the call alone (see operationIdOf). */
  operationId?: string;
  summary: string;
  description?: string;
  tag: "Leads" | "Blog" | "Site";
  /** Open without the API's basic credentials. */
  public?: true;
  /** JSON Schema of the body, read as `consumes` (JSON unless given). */
  body?: Record<string, unknown>;
  consumes?: string[];
  params?: Record<string, unknown>;
  /** JSON Schema of the query string. */
  querystring?: Record<string, unknown>;
  /** JSON Schema of the request headers it reads, by lower-case name. */
  headers?: Record<string, unknown>;
  response: Record<number, AnswerDoc>;
}

const blogEntry = {
  type: "object",
  required: ["id", "blogtitle", "author", "pubdate"],
  properties: {
    id: { type: "string", description: "The article's slug; its numeric id finds it too." },
    blogtitle: { type: "string" },
    author: { type: "string" },
    pubdate: { type: "string", format: "date-time" },
  },
};

const blogNotFound = (field: string) =>
  error("No published article has this id or slug.", {
    notFound: { message: blogMessages.unavailableTitle, field },
  });

const PUBLIC_ANSWERS = {
  500: error("An unexpected failure, logged by the server.", {
    failed: { message: "Internal server error" },
  }),
};

/**
 * Every public call of the server, keyed `METHOD path` as Fastify routes it. The lead saves come
 * from their table in leads/lead-routes.ts; a route missing here is left out of the document, which
 * the API's tests refuse.
 */
export const operations: Record<string, OperationDoc> = {
  ...Object.fromEntries(
    saveCalls.map((call): [string, OperationDoc] => [
      `POST /api${call.path}`,
      {
        summary: call.summary,
        description: `Stores a \`${call.kind}\` lead; answers once it is committed.`,
        tag: "Leads",
        body: jsonSchemaOf(call.schema),
        headers: IDEMPOTENCY_KEY_HEADERS,
        response: {
          200: BOOKABLE_KINDS.has(call.kind)
            ? withBookingToken(withReference(SAVED))
            : withReference(SAVED),
          400: withBadIdempotencyKey(invalidBody(call.schema)),
          ...LEAD_ERRORS,
        },
      },
    ]),
  ),
  "POST /api/SaveEstimate": {
    summary: "The project estimate form: prices the project and stores the request.",
    description: "Answers the price in whole rupees with the lines it adds up from.",
    tag: "Leads",
    body: jsonSchemaOf(estimatePayloadSchema),
    headers: IDEMPOTENCY_KEY_HEADERS,
    response: {
      200: withBookingToken(withReference(json("The estimate.", estimateResponse))),
      400: withBadIdempotencyKey(invalidBody(estimatePayloadSchema)),
      ...LEAD_ERRORS,
    },
  },
  "POST /api/SaveCandidate": {
    summary: "A job application; the resume follows through SaveCandResume.",
    description:
      "A repeat under a stored Idempotency-Key stores nothing and answers a new token for the " +
      "stored application, in place of its unused one; once its resume is stored, the new token " +
      "opens nothing.",
    tag: "Leads",
    body: jsonSchemaOf(candidatePayloadSchema),
    headers: IDEMPOTENCY_KEY_HEADERS,
    response: {
      200: withReference(
        json("A one-time token for the resume upload, valid for 30 minutes.", {
          type: "string",
        }),
      ),
      400: withBadIdempotencyKey(invalidBody(candidatePayloadSchema)),
      ...LEAD_ERRORS,
    },
  },
  "POST /api/SaveCandResume": {
    summary: "Attaches one PDF resume to an application.",
    description: "`candid` holds SaveCandidate's token; a token takes one resume, once.",
    tag: "Leads",
    consumes: ["multipart/form-data"],
    body: {
      type: "object",
      required: ["candid", "resume"],
      properties: {
        ...(jsonSchemaOf(resumeUploadFieldsSchema).properties as Record<string, unknown>),
        resume: {
          type: "string",
          contentMediaType: "application/pdf",
          description: `A PDF of at most ${RESUME_MAX_BYTES} bytes.`,
        },
      },
    },
    response: {
      200: SAVED,
      400: error("The form or its fields are wrong.", {
        malformed: { message: UPLOAD_MESSAGES.malformed },
        noFile: { message: UPLOAD_MESSAGES.noFile, field: "resume" },
      }),
      404: error("The token is unknown, used or expired.", {
        refused: { message: candidateMessages.uploadRefused },
      }),
      ...WRITE_ERRORS,
      413: error("The file is over the limit, or the form has more parts than it should.", {
        fileTooLarge: RESUME_TOO_LARGE,
        tooManyParts: { message: UPLOAD_MESSAGES.tooManyParts },
      }),
      415: error("Not multipart/form-data, or the file is not a PDF.", {
        notMultipart: { message: UPLOAD_MESSAGES.notMultipart },
        notPdf: { message: candidateMessages.pdfOnly, field: "resume" },
      }),
    },
  },
  ...bookingOperations,
  "GET /api/getbloglistcnt": {
    summary: "How many articles are published.",
    tag: "Blog",
    response: {
      200: json("The count.", {
        type: "object",
        required: ["rowcnt"],
        properties: { rowcnt: { type: "integer" } },
      }),
      ...GUARDED_ERRORS,
    },
  },
  "GET /api/getbloglistpg/:page": {
    summary: `One page of ${BLOG_PAGE_SIZE} published articles, newest first.`,
    tag: "Blog",
    params: jsonSchemaOf(blogPageParamsSchema),
    response: {
      200: json("The page; past the last page, an empty list.", {
        type: "array",
        items: blogEntry,
      }),
      400: invalidParams(blogPageParamsSchema, { page: "0" }),
      ...GUARDED_ERRORS,
    },
  },
  "GET /api/getablog/:id": {
    summary: "One published article, by slug or numeric id, with its visible comments.",
    tag: "Blog",
    params: jsonSchemaOf(blogDetailParamsSchema),
    response: {
      200: json("The article.", {
        type: "object",
        required: ["blog", "comment_list"],
        properties: {
          blog: {
            ...blogEntry,
            required: [...blogEntry.required, "content", "likes", "commentblock"],
            properties: {
              ...blogEntry.properties,
              content: { type: "string", description: "Sanitised HTML." },
              likes: { type: "integer" },
              commentblock: { type: "boolean", description: "True when comments are closed." },
            },
          },
          comment_list: {
            type: "array",
            items: {
              type: "object",
              required: ["comment", "comdate"],
              properties: {
                comment: { type: "string" },
                comdate: { type: "string", format: "date-time" },
              },
            },
          },
        },
      }),
      400: invalidParams(blogDetailParamsSchema, { id: "Not A Slug" }),
      404: blogNotFound("id"),
      ...GUARDED_ERRORS,
    },
  },
  "POST /api/UpdateBlogLikes": {
    summary: "Likes an article, once per visitor and day; a repeat answers OK too.",
    tag: "Blog",
    body: jsonSchemaOf(likePayloadSchema),
    response: {
      200: SAVED,
      400: invalidBody(likePayloadSchema),
      404: blogNotFound("blogid"),
      ...WRITE_ERRORS,
    },
  },
  "POST /api/UpdateBlogComments": {
    summary: "Adds a comment to an article, as plain text.",
    tag: "Blog",
    body: jsonSchemaOf(commentPayloadSchema),
    headers: IDEMPOTENCY_KEY_HEADERS,
    response: {
      200: SAVED,
      400: withBadIdempotencyKey(invalidBody(commentPayloadSchema)),
      403: error("The article takes no comments.", {
        closed: { message: blogMessages.commentsClosed },
      }),
      404: blogNotFound("blogid"),
      ...WRITE_ERRORS,
    },
  },
  "GET /api/checksuspectemail/:email/:ip": {
    summary: "Whether the forms should refuse an e-mail address.",
    description:
      "Plain text, never cached; 301 carries no Location. The hourly count uses the address the " +
      "server sees, not `ip`.",
    tag: "Site",
    params: jsonSchemaOf(emailCheckParamsSchema),
    response: {
      [EMAIL_CHECK_STATUS.accepted]: text("The address may be used.", "text/plain", {
        type: "string",
        const: emailCheckMessages.ok,
      }),
      [EMAIL_CHECK_STATUS.flagged]: text("The address is suspect.", "text/plain", {
        type: "string",
        const: emailCheckMessages.suspect,
      }),
      400: invalidParams(emailCheckParamsSchema, { email: "a".repeat(255), ip: "" }),
      429: WRITE_ERRORS[429],
      ...GUARDED_ERRORS,
    },
  },
  "GET /api/getemployee/:id": {
    summary: "An employee's card, by phone number written any usual way.",
    tag: "Site",
    params: jsonSchemaOf(employeeParamsSchema),
    response: {
      200: json("The card.", employeeAnswers[200]),
      400: error("The id holds no usable phone number.", {
        noPhone: { message: employeeMessages.noPhone, field: "id" },
      }),
      404: json("No employee has this number.", {
        ...employeeAnswers[404],
        examples: [{ status: 404, message: employeeMessages.notFound }],
      }),
      ...GUARDED_ERRORS,
    },
  },
  "GET /api/ip": {
    summary: "The caller's address as the server sees it.",
    tag: "Site",
    public: true,
    response: { 200: json("The address.", ipAnswer), ...PUBLIC_ANSWERS },
  },
  "GET /api/openapi.json": {
    summary: "This description of the API.",
    tag: "Site",
    public: true,
    response: { 200: json("An OpenAPI 3.1 document.", { type: "object" }), ...PUBLIC_ANSWERS },
  },
  "GET /healthz": {
    summary: "For load balancers: whether the database answers, and any shared store away.",
    tag: "Site",
    public: true,
    response: {
      200: json("The database answers; `degraded` lists shared stores (Redis) that do not.", {
        type: "object",
        required: ["status"],
        properties: {
          status: { type: "string", enum: ["ok", "degraded"] },
          degraded: {
            type: "array",
            items: {
              type: "object",
              required: ["dependency", "reason"],
              properties: { dependency: { type: "string" }, reason: { type: "string" } },
            },
          },
        },
      }),
      503: json(
        "The database does not answer. When its server cannot be reached: since when, the latest " +
          "failure, and the requests answered 503 since then.",
        {
          type: "object",
          required: ["status", "message"],
          properties: {
            status: { type: "string", const: "unavailable" },
            message: { type: "string", const: "Database unavailable" },
            since: { type: "string", format: "date-time" },
            reason: { type: "string" },
            refusedRequests: { type: "integer", minimum: 0 },
          },
        },
      ),
    },
  },
  "POST /api/vitals": {
    summary: "One page view's Web Vitals, sent by the page as it is hidden.",
    description:
      "Sent with `navigator.sendBeacon` (a text/plain body holding JSON). Stored without cookie or " +
      "identifier; a bot's, a prefetch's, one for a page the site does not have or any while " +
      "`VISIT_COUNTING=off` is answered alike and not stored.",
    tag: "Site",
    public: true,
    body: jsonSchemaOf(vitalsPayloadSchema),
    consumes: ["text/plain", "application/json"],
    response: {
      204: { description: "Received." },
      400: error("A body that is not one page view's measurements.", {
        noMetrics: { message: "metrics must hold at least one measurement", field: "metrics" },
        notJson: { message: "Request body is not valid JSON" },
      }),
      413: error("The body is over 1 KiB.", { tooLarge: { message: "Request body is too large" } }),
      429: WRITE_ERRORS[429],
      ...PUBLIC_ANSWERS,
    },
  },
  "GET /calendar/:file": {
    summary: "A staff member's private calendar feed of their booked calls.",
    description:
      "`{file}` is `<secret token>.ics`, shown once in the console (Meetings → Availability). " +
      "Calendar apps subscribe to it; replacing or turning off the feed in the console answers 404 " +
      "at once. Every call keeps the UID and SEQUENCE of its invitations.",
    tag: "Site",
    public: true,
    params: {
      type: "object",
      required: ["file"],
      properties: { file: { type: "string", maxLength: 60, description: "`<token>.ics`" } },
    },
    response: {
      200: text("The calls, as iCalendar.", "text/calendar", { type: "string" }),
      404: error("An unknown, replaced or turned-off feed.", {
        unknown: { message: "Not found" },
      }),
      ...PUBLIC_ANSWERS,
    },
  },
  "GET /config.js": {
    summary: "The browser's run-time settings, as a script.",
    description: "Sets `window.__SITE_CONFIG__`: `apiBase`, `basicAuth` and `ipLookupUrl`.",
    tag: "Site",
    public: true,
    response: {
      200: text("The script.", "text/javascript", { type: "string" }),
      ...PUBLIC_ANSWERS,
    },
  },
};
