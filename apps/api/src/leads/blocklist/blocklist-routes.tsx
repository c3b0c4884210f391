import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { field } from "../../console/form-body";
import { idParamsOrNone, noticeFlag, typed } from "../../console/route-input";
import { sendStaffPage } from "../../console/views/send-page";
import type { Database } from "../../infrastructure/database/schema";
import { EMAIL_MAX_LENGTH } from "../email-check/email-syntax";
import { blocklistCopy } from "./blocklist-copy";
import { BlocklistPage, type BlocklistPageProps } from "./blocklist-page";
import { addBlocklistEntry, listBlocklist, removeBlocklistEntry } from "./blocklist-repository";
import { parseBlocklistEntry } from "./parse-blocklist-entry";

// `added` is the entry just added, shown in the notice: an address can be longer than a flag.
const noticeQuery = z.object({
  added: z.string().max(EMAIL_MAX_LENGTH).optional().catch(undefined),
  removed: noticeFlag,
});

/** The suspect-e-mail blocklist: list, add an address or domain, remove. */
export async function blocklistRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  const { db } = options;
  const routes = typed(app);
  const sendBlocklist = async (
    reply: FastifyReply,
    props: Omit<BlocklistPageProps, "staffEmail" | "entries">,
    statusCode?: number,
  ) =>
    sendStaffPage(reply, BlocklistPage, { entries: await listBlocklist(db), ...props }, statusCode);

  routes.get("/blocklist", { schema: { querystring: noticeQuery } }, async (request, reply) => {
    const { added, removed } = request.query;
    const notice =
      added !== undefined
        ? blocklistCopy.added(added)
        : removed !== undefined
          ? blocklistCopy.removed
          : undefined;
    return sendBlocklist(reply, { notice });
  });

  app.post("/blocklist", async (request, reply) => {
    const input = field(request.body, "value");
    const entry = parseBlocklistEntry(input);
    const error = !entry.ok
      ? entry.message
      : (await addBlocklistEntry(db, { value: entry.value, kind: entry.kind }))
        ? undefined
        : blocklistCopy.errors.duplicate;
    if (entry.ok && error === undefined) {
      return reply.redirect(`/admin/blocklist?added=${encodeURIComponent(entry.value)}`, 303);
    }
    return sendBlocklist(reply, { input, errors: { value: error } }, 400);
  });

  // An address that names no entry removes nothing and goes back to the list all the same.
  const removal = { schema: { params: idParamsOrNone } };
  routes.post("/blocklist/:id/delete", removal, async (request, reply) => {
    const { id } = request.params;
    if (id !== undefined) await removeBlocklistEntry(db, id);
    return reply.redirect("/admin/blocklist?removed=1", 303);
  });
}
