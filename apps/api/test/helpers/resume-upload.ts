import { API_CALLS } from "@site/contracts";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Kysely } from "kysely";
import { expect } from "vitest";
import { hashUploadToken } from "../../src/candidates/resume-upload-token";
import type { Database } from "../../src/infrastructure/database/schema";
import { basicAuth } from "./test-app";

/** The candidate lead a SaveCandidate answer (its resume upload token) belongs to. */
export async function leadIdOfUploadToken(db: Kysely<Database>, token: string): Promise<number> {
  const row = await db
    .selectFrom("resume_upload_tokens")
    .select("lead_id")
    .where("token_hash", "=", hashUploadToken(token))
    .executeTakeFirstOrThrow();
  return row.lead_id;
}

/** Sends a PDF resume as the job application form does, with the token SaveCandidate answered. */
export function uploadResume(
  app: FastifyInstance,
  uploadToken: string,
  resume: { bytes: Uint8Array; fileName: string },
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  form.append("candid", uploadToken);
  form.append(
    "resume",
    new Blob([new Uint8Array(resume.bytes)], { type: "application/pdf" }),
    resume.fileName,
  );
  return app.inject({
    method: "POST",
    url: API_CALLS.saveCandResume.path,
    payload: form,
    headers: { authorization: basicAuth() },
  });
}

/**
 * Applies as the job application form does, the details and then the resume, checking both are
 * accepted; answers the candidate lead's id.
 */
export async function applyWithResume(
  app: FastifyInstance,
  db: Kysely<Database>,
  candidate: Record<string, unknown>,
  resume: { bytes: Uint8Array; fileName: string },
): Promise<number> {
  const saved = await app.inject({
    method: "POST",
    url: API_CALLS.saveCandidate.path,
    payload: candidate,
    headers: { authorization: basicAuth() },
  });
  expect(saved.statusCode).toBe(200);
  const uploadToken = saved.json<string>();
  const leadId = await leadIdOfUploadToken(db, uploadToken);
  const upload = await uploadResume(app, uploadToken, resume);
  expect(upload.statusCode).toBe(200);
  return leadId;
}
