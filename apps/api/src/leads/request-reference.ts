import { randomBytes } from "node:crypto";
import {
  formatRequestReference,
  REFERENCE_ALPHABET,
  REQUEST_REFERENCE_HEADER,
} from "@site/contracts";
import type { FastifyReply } from "fastify";
import type { SavedLead } from "./lead-repository";

/**
 * A new lead's reference, e.g. "KF-7Q4M-2PXR": 40 random bits from the system's secure source,
 * so one visitor's reference tells nothing about another's, nor how many leads came before.
 */
export function drawRequestReference(): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let characters = "";
  for (let shift = 35n; shift >= 0n; shift -= 5n) {
    characters += REFERENCE_ALPHABET[Number((bits >> shift) & 31n)];
  }
  return formatRequestReference(characters);
}

/** True when a save failed only because a drawn reference was taken already: draw again. */
export function isReferenceClash(error: unknown): boolean {
  const message = String((error as { message?: unknown } | null)?.message ?? "");
  return /leads\.reference|leads_reference_idx/.test(message);
}

/** Sends the saved lead's reference with the save call's answer, whose body the spec fixes. */
export function sendReference(reply: FastifyReply, saved: SavedLead): FastifyReply {
  return saved.reference === null ? reply : reply.header(REQUEST_REFERENCE_HEADER, saved.reference);
}
