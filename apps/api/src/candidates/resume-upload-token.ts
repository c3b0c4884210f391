import { createHash, randomBytes } from "node:crypto";

/** How long after SaveCandidate its resume upload is accepted: time to send 5 MiB on a slow line. */
export const RESUME_UPLOAD_WINDOW_MS = 30 * 60 * 1000;

const TOKEN_BYTES = 32;

/** A fresh token for one upload: 32 random bytes, base64url (43 characters). */
export function newUploadToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** What is stored in place of the token (hex SHA-256); a leaked table opens no upload. */
export function hashUploadToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
