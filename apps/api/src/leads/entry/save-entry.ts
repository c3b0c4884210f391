import type { Kysely } from "kysely";
import type { Database } from "../../infrastructure/database/schema";
import { reassignLead } from "../assignment/assignment-repository";
import { recordLeadEvent } from "../inbox/lead-events";
import type { NewLead, SavedLead } from "../lead-repository";
import type { LeadWriter } from "../lead-writer";
import { entryCopy } from "./entry-copy";
import { STAFF_ENTRY_CALL } from "./entry-limits";
import { type CheckedEntry, channelLabel } from "./entry-rules";

export interface EnteringStaff {
  id: number;
  /** As the console names them, kept with the lead: who entered it, as they were called then. */
  name: string;
}

export interface EntryOrigin {
  staff: EnteringStaff;
  /** The address the staff member's request came from: the only address the server saw. */
  clientIp: string;
  /** Makes a repeated submission of the same form or file row store nothing new. */
  idempotencyKey: string;
  /** The CSV file's name, for a lead imported from one. */
  importedFrom?: string;
}

/**
 * The lead as the save path stores it. A staff entry has no visitor's browser, page or consent:
 * the user agent, reported address, attribution and opt-in stay empty rather than describe the
 * staff member's own browser; the client address is the one the server saw, the staff member's.
 */
export function entryLead(entry: CheckedEntry, origin: EntryOrigin): NewLead {
  return {
    kind: "contact",
    sourceCall: STAFF_ENTRY_CALL,
    name: entry.name,
    company: entry.company,
    email: entry.email,
    phone: entry.phone,
    leadCode: entry.channel,
    offer: null,
    details: {
      channel: entry.channel,
      request: entry.request,
      ...(entry.referrer === "" ? {} : { referred_by: entry.referrer }),
      entered_by: origin.staff.id,
      entered_by_name: origin.staff.name,
      ...(origin.importedFrom === undefined ? {} : { imported_from: origin.importedFrom }),
    },
    clientIp: origin.clientIp,
    reportedIp: null,
    userAgent: null,
    attribution: {},
    idempotencyKey: origin.idempotencyKey,
  };
}

/**
 * Saves a lead staff entered through the site's own save path (reference, notifications, e-mail
 * check), then records on its timeline who entered it and gives it its owner. Without an owner
 * it stays unassigned, for the round robin.
 */
export async function saveEntry(
  deps: { db: Kysely<Database>; writer: LeadWriter; now: () => Date },
  entry: CheckedEntry,
  origin: EntryOrigin,
  ownerId: number | null,
): Promise<SavedLead> {
  const { db, writer, now } = deps;
  const saved = await writer.save(entryLead(entry, origin));
  const channel = channelLabel(entry.channel);
  await recordLeadEvent(db, {
    leadId: saved.id,
    staffUserId: origin.staff.id,
    action: "note",
    note:
      origin.importedFrom === undefined
        ? entryCopy.enteredNote(channel)
        : entryCopy.importedNote(channel, origin.importedFrom),
    at: now().toISOString(),
  });
  if (ownerId !== null) {
    await reassignLead(db, {
      leadId: saved.id,
      ownerId,
      staffUserId: origin.staff.id,
      now: now(),
    });
  }
  return saved;
}

/** Who entered a lead by hand, as its payload keeps them; undefined for the site's leads. */
export function enteredByOf(details: Record<string, unknown>): string | undefined {
  const name = details.entered_by_name;
  return typeof name === "string" && name.trim() !== "" ? name : undefined;
}
