import multipart, { type MultipartFile } from "@fastify/multipart";
import {
  type CandidateResponse,
  candidateMessages,
  candidatePayloadSchema,
  hasPdfSignature,
  RESUME_MAX_BYTES,
  resumeUploadFieldsSchema,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../infrastructure/database/schema";
import { HttpError } from "../infrastructure/http/http-error";
import { parseInput } from "../infrastructure/http/parse-input";
import { sendSaveOk } from "../infrastructure/http/save-ok";
import { requestFacts } from "../leads/request-facts";
import { sendReference } from "../leads/request-reference";
import { cleanResumeFileName } from "./resume-file-name";
import { issueUploadToken, saveResume } from "./resume-repository";

// Set here, not inherited: the plugin's default file limit is the 1 MiB JSON body limit.
const RESUME_UPLOAD_LIMITS = { fileSize: RESUME_MAX_BYTES, files: 1, fields: 5 };
const PDF_SIGNATURE_BYTES = 5;

export const UPLOAD_MESSAGES = {
  notMultipart: "Send the resume as multipart/form-data",
  malformed: "The upload is not a valid multipart form",
  tooManyParts: "Send one resume file and the candid field only",
  noFile: "Please attach your resume as a PDF file",
} as const;

// @fastify/multipart's own errors, by code; any other parsing error means a malformed body.
const MULTIPART_LIMIT_CODES = new Set(["FST_FILES_LIMIT", "FST_FIELDS_LIMIT", "FST_PARTS_LIMIT"]);

function toUploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = error instanceof Error && "code" in error ? error.code : undefined;
  if (code === "FST_REQ_FILE_TOO_LARGE") {
    return new HttpError(413, candidateMessages.fileTooLarge, { field: "resume" });
  }
  if (typeof code === "string" && MULTIPART_LIMIT_CODES.has(code)) {
    return new HttpError(413, UPLOAD_MESSAGES.tooManyParts);
  }
  return new HttpError(400, UPLOAD_MESSAGES.malformed);
}

/**
 * Reads the file part, refusing it as soon as its first bytes are not a PDF or it passes the size
 * limit, so a wrong or oversize upload is never held in full.
 */
async function readPdf(part: MultipartFile): Promise<Buffer> {
  // Past the limit busboy drops the bytes but ends the part only at its boundary, after the whole
  // upload; failing the stream here answers at once.
  part.file.once("limit", () => {
    part.file.destroy(new HttpError(413, candidateMessages.fileTooLarge, { field: "resume" }));
  });
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    received += chunk.length;
    if (received >= PDF_SIGNATURE_BYTES && chunks.length === 1 && !hasPdfSignature(chunk)) break;
  }
  const content = Buffer.concat(chunks);
  if (part.file.truncated) {
    throw new HttpError(413, candidateMessages.fileTooLarge, { field: "resume" });
  }
  if (!hasPdfSignature(content)) {
    throw new HttpError(415, candidateMessages.pdfOnly, { field: "resume" });
  }
  return content;
}

/**
 * The job application calls: `POST /api/SaveCandidate` saves the candidate as a lead and answers
 * a one-time upload token (never the lead id, which anyone could count through);
 * `POST /api/SaveCandResume` attaches one PDF resume to that application (multipart: `candid`,
 * holding the token, + file).
 */
export async function candidateRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  const { db } = options;
  // JSON bodies only: a text body would otherwise reach the schema as a bare string.
  app.removeContentTypeParser("text/plain");

  app.post("/SaveCandidate", { config: { rateLimitBudget: "write" } }, async (request, reply) => {
    const candidate = parseInput(candidatePayloadSchema, request.body);
    const saved = await app.leadWriter.save({
      kind: "candidate",
      sourceCall: "SaveCandidate",
      name: candidate.fullname,
      email: candidate.emailid,
      phone: candidate.phoneno,
      offer: candidate.jobappl,
      reportedIp: candidate.ipadd,
      details: candidate,
      attribution: candidate,
      consent: candidate,
      ...requestFacts(request),
    });
    // After the lead's commit, not in it: the group commit shares its transaction with other
    // leads. Should this insert fail, the application is kept and only its upload is lost, unless
    // the client retries under the same Idempotency-Key. A repeat of a stored application gets the
    // same lead back and a fresh token in place of the unused one (see issueUploadToken).
    const answer: CandidateResponse = await issueUploadToken(db, saved.id);
    // A JSON string, as the id was a JSON number: Fastify would send a bare string as text.
    return sendReference(reply, saved)
      .type("application/json; charset=utf-8")
      .send(JSON.stringify(answer));
  });

  // Multipart is parsed on this route only; every other call stays JSON.
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: RESUME_UPLOAD_LIMITS });

    upload.post(
      "/SaveCandResume",
      { config: { rateLimitBudget: "write" } },
      async (request, reply) => {
        if (!request.isMultipart()) throw new HttpError(415, UPLOAD_MESSAGES.notMultipart);

        const fields: Record<string, unknown> = {};
        let resume: { fileName: string; content: Buffer } | undefined;
        try {
          for await (const part of request.parts({ limits: RESUME_UPLOAD_LIMITS })) {
            if (part.type === "field") {
              fields[part.fieldname] = part.value;
            } else {
              resume = {
                fileName: cleanResumeFileName(part.filename),
                content: await readPdf(part),
              };
            }
          }
        } catch (error) {
          // The client may still be sending; closing the connection stops a large upload.
          reply.header("connection", "close");
          throw toUploadError(error);
        }

        const { candid } = parseInput(resumeUploadFieldsSchema, fields);
        if (resume === undefined) {
          throw new HttpError(400, UPLOAD_MESSAGES.noFile, { field: "resume" });
        }
        const saved = await saveResume(db, { uploadToken: candid, ...resume });
        // One answer for an unknown, used or expired token: none tells which applications exist.
        if (!saved) throw new HttpError(404, candidateMessages.uploadRefused);
        return sendSaveOk(reply);
      },
    );
  });
}
