import { createHash, randomUUID } from "node:crypto";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { field } from "../../console/form-body";
import { typed } from "../../console/route-input";
import { sendStaffPage } from "../../console/views/send-page";
import { staffName } from "../../console/views/staff-name";
import type { Database } from "../../infrastructure/database/schema";
import { clientIp } from "../../infrastructure/http/client-ip";
import { HttpError } from "../../infrastructure/http/http-error";
import { staffOf } from "../../staff/auth/staff-request";
import { type ActiveStaff, listActiveStaff } from "../assignment/assignment-repository";
import { findLeadByIdempotencyKey } from "../lead-repository";
import { IDEMPOTENCY_KEY } from "../request-facts";
import { entryCopy } from "./entry-copy";
import { MAX_IMPORT_BYTES } from "./entry-limits";
import { checkEntry } from "./entry-rules";
import { ImportPage, ImportPreviewPage } from "./import-page";
import { previewImport, rowsToImport } from "./import-preview";
import { type NewLeadForm, NewLeadPage, ROUND_ROBIN } from "./new-lead-page";
import { readCsv } from "./read-csv";
import { type EnteringStaff, saveEntry } from "./save-entry";

export interface EntryRouteOptions {
  db: Kysely<Database>;
  now: () => Date;
}

// How many leads an import just saved, for its notice; anything else shows none.
const importedQuery = z.object({
  imported: z.string().max(5).regex(/^\d+$/).transform(Number).optional().catch(undefined),
});

const FORM_FIELDS = [
  "channel",
  "name",
  "company",
  "email",
  "phone",
  "request",
  "referrer",
  "owner",
  "submission",
] as const;

// The confirmation carries the file back as base64 (a third larger) with two short fields.
const IMPORT_LIMITS = {
  fileSize: MAX_IMPORT_BYTES,
  fieldSize: Math.ceil((MAX_IMPORT_BYTES * 4) / 3) + 4,
  files: 1,
  fields: 4,
} as const;

const IMPORT_SAVES_IN_FLIGHT = 20;

const MULTIPART_LIMIT_CODES = new Set([
  "FST_REQ_FILE_TOO_LARGE",
  "FST_FILES_LIMIT",
  "FST_FIELDS_LIMIT",
  "FST_PARTS_LIMIT",
]);

function enteringStaff(request: FastifyRequest): EnteringStaff {
  const staff = staffOf(request);
  return {
    id: staff.userId,
    name: staffName({ email: staff.email, display_name: staff.displayName }),
  };
}

/** The owner the form names: an active account, null for the round robin; undefined if neither. */
function ownerOf(typed: string, staff: readonly ActiveStaff[]): number | null | undefined {
  if (typed === ROUND_ROBIN) return null;
  return staff.find((member) => String(member.id) === typed)?.id;
}

/** The upload's file and fields, or a 4xx saying what was wrong with it. */
async function readUpload(request: FastifyRequest, reply: FastifyReply) {
  if (!request.isMultipart()) throw new HttpError(415, entryCopy.import.errors.malformed);
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: IMPORT_LIMITS })) {
      if (part.type === "field") {
        if (part.valueTruncated) throw new HttpError(413, entryCopy.import.errors.tooLarge);
        fields[part.fieldname] = typeof part.value === "string" ? part.value : "";
      } else {
        const bytes = await part.toBuffer();
        // An empty file input still sends a part, without a name.
        if (part.filename !== "" || bytes.length > 0) file = { name: part.filename, bytes };
      }
    }
  } catch (error) {
    // The browser may still be sending; closing the connection stops a large upload.
    reply.header("connection", "close");
    if (error instanceof HttpError) throw error;
    const code = error instanceof Error && "code" in error ? error.code : undefined;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      throw new HttpError(413, entryCopy.import.errors.tooLarge);
    }
    if (typeof code === "string" && MULTIPART_LIMIT_CODES.has(code)) {
      throw new HttpError(413, entryCopy.import.errors.malformed);
    }
    throw new HttpError(400, entryCopy.import.errors.malformed);
  }
  return { fields, file };
}

// A spreadsheet saved as anything but CSV is refused by its name before its bytes are read.
const CSV_NAME = /\.(csv|txt)$/i;

/** A file name fit to show and to keep with the leads: its last path part, printable, short. */
const cleanFileName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? "").replace(/[^\p{L}\p{N} ._()-]/gu, "").slice(0, 100) ||
  "upload.csv";

/**
 * Staff enter leads the site's forms never saw: one at a time (a phone enquiry, a walk-in, a
 * referral) or many from a CSV file, each through the site's own save path and rules.
 */
export async function entryRoutes(app: FastifyInstance, options: EntryRouteOptions) {
  const { db, now } = options;
  const deps = { db, writer: app.leadWriter, now };

  const blankForm = (staffId: number): NewLeadForm => ({
    channel: "",
    name: "",
    company: "",
    email: "",
    phone: "",
    request: "",
    referrer: "",
    owner: String(staffId),
    // Sent back with the form, so a double click or a resent form stores the lead once.
    submission: randomUUID(),
  });

  app.get("/leads/new", async (request, reply) =>
    sendStaffPage(reply, NewLeadPage, {
      form: blankForm(staffOf(request).userId),
      staff: await listActiveStaff(db),
    }),
  );

  app.post("/leads/new", async (request, reply) => {
    const form = Object.fromEntries(
      FORM_FIELDS.map((name) => [name, field(request.body, name)]),
    ) as unknown as NewLeadForm;
    const staff = await listActiveStaff(db);
    const refuse = (errors: Record<string, string>, status = 400) =>
      sendStaffPage(reply, NewLeadPage, { form, staff, errors }, status);

    const check = checkEntry(form);
    const ownerId = ownerOf(form.owner, staff);
    const errors = check.ok ? {} : { ...check.errors };
    if (ownerId === undefined) errors.owner = entryCopy.errors.owner;
    if (!check.ok || ownerId === undefined) return refuse(errors as Record<string, string>);

    const submission = IDEMPOTENCY_KEY.test(`entry:${form.submission}`)
      ? `entry:${form.submission}`
      : `entry:${randomUUID()}`;
    const repeat = await findLeadByIdempotencyKey(db, submission);
    if (repeat !== undefined) return reply.redirect(`/admin/leads/${repeat.id}?saved=1`, 303);
    try {
      const saved = await saveEntry(
        deps,
        check.value,
        { staff: enteringStaff(request), clientIp: clientIp(request), idempotencyKey: submission },
        ownerId,
      );
      return reply.redirect(`/admin/leads/${saved.id}?saved=1`, 303);
    } catch (error) {
      // The save path's e-mail check refused the address (throwaway or blocklisted).
      if (error instanceof HttpError && error.statusCode === 422) {
        return refuse({ email: error.message }, 422);
      }
      throw error;
    }
  });

  const sendImportError = (reply: FastifyReply, error: unknown) => {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    return sendStaffPage(reply, ImportPage, { error: error.message }, error.statusCode);
  };

  const importPage = { schema: { querystring: importedQuery } };
  typed(app).get("/leads/import", importPage, async (request, reply) => {
    const count = request.query.imported;
    return sendStaffPage(reply, ImportPage, {
      notice: count === undefined ? undefined : entryCopy.import.imported(count),
    });
  });

  // Multipart is parsed on the import's routes only; the console's other forms stay urlencoded.
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: IMPORT_LIMITS });

    upload.post("/leads/import", async (request, reply) => {
      try {
        const { file } = await readUpload(request, reply);
        if (file === undefined) throw new HttpError(400, entryCopy.import.errors.noFile);
        if (!CSV_NAME.test(file.name)) throw new HttpError(415, entryCopy.import.errors.notCsv);
        const read = readCsv(file.bytes);
        if (!read.ok) throw new HttpError(read.status, read.message);
        const fates = await previewImport(db, read.rows, await listActiveStaff(db));
        return sendStaffPage(reply, ImportPreviewPage, {
          fileName: cleanFileName(file.name),
          content: file.bytes.toString("base64"),
          fates,
        });
      } catch (error) {
        return sendImportError(reply, error);
      }
    });

    // The preview sends the file back as it was read. It needs no signature: the file is read and
    // every row checked again here exactly as for the preview, so a changed field can do no more
    // than uploading another file could, and the signed-in person could do that anyway.
    upload.post("/leads/import/confirm", async (request, reply) => {
      let fates: Awaited<ReturnType<typeof previewImport>>;
      let fileName: string;
      let bytes: Buffer;
      let withDuplicates: boolean;
      try {
        const { fields } = await readUpload(request, reply);
        bytes = Buffer.from(fields.content ?? "", "base64");
        if (bytes.length === 0) throw new HttpError(400, entryCopy.import.errors.noFile);
        if (bytes.length > MAX_IMPORT_BYTES) {
          throw new HttpError(413, entryCopy.import.errors.tooLarge);
        }
        fileName = cleanFileName(fields.file_name ?? "");
        withDuplicates = fields.include_duplicates === "on";
        const read = readCsv(bytes);
        if (!read.ok) throw new HttpError(read.status, read.message);
        fates = await previewImport(db, read.rows, await listActiveStaff(db));
      } catch (error) {
        return sendImportError(reply, error);
      }

      // Each row's key is the file's digest and its row number: sending the same confirmation
      // twice stores each row once.
      const digest = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
      const origin = {
        staff: enteringStaff(request),
        clientIp: clientIp(request),
        importedFrom: fileName,
      };
      const saveRow = async (fate: ReturnType<typeof rowsToImport>[number]) => {
        const idempotencyKey = `import:${digest}:${fate.row}`;
        if ((await findLeadByIdempotencyKey(db, idempotencyKey)) !== undefined) return 0;
        try {
          await saveEntry(deps, fate.entry, { ...origin, idempotencyKey }, fate.ownerId);
          return 1;
        } catch (error) {
          // An address blocklisted since the preview: that row alone is left out.
          if (error instanceof HttpError && error.statusCode === 422) return 0;
          throw error;
        }
      };
      // Rows go to the save path a few at a time, so the writer commits them together instead of
      // one transaction per row.
      const rows = rowsToImport(fates, withDuplicates);
      let imported = 0;
      for (let start = 0; start < rows.length; start += IMPORT_SAVES_IN_FLIGHT) {
        const group = rows.slice(start, start + IMPORT_SAVES_IN_FLIGHT);
        for (const saved of await Promise.all(group.map(saveRow))) imported += saved;
      }
      return reply.redirect(`/admin/leads/import?imported=${imported}`, 303);
    });
  });
}
