import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { field } from "../../console/form-body";
import { sendStaffPage } from "../../console/views/send-page";
import type { Database } from "../../infrastructure/database/schema";
import { blocklistCopy } from "./blocklist-copy";
import { BlocklistPage, type BlocklistPageProps } from "./blocklist-page";
import { addBlocklistEntry, listBlocklist, removeBlocklistEntry } from "./blocklist-repository";
import { parseBlocklistEntry } from "./parse-blocklist-entry";

/** The suspect-e-mail blocklist: list, add an address or domain, remove. */
export async function blocklistRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  const { db } = options;
  const sendBlocklist = async (
    reply: FastifyReply,
    props: Omit<BlocklistPageProps, "staffEmail" | "entries">,
    statusCode?: number,
  ) =>
    sendStaffPage(reply, BlocklistPage, { entries: await listBlocklist(db), ...props }, statusCode);

  app.get("/blocklist", async (request, reply) => {
    const { added, removed } = request.query as { added?: string; removed?: string };
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

  app.post("/blocklist/:id/delete", async (request, reply) => {
    const { id } = request.params as { id: string };
    if (/^\d{1,15}$/.test(id)) await removeBlocklistEntry(db, Number(id));
    return reply.redirect("/admin/blocklist?removed=1", 303);
  });
}
