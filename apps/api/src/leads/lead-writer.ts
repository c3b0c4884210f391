import type { Kysely } from "kysely";
import type { Database, OutboxChannel } from "../db/schema";
import { createGroupCommitWriter } from "../services/group-commit/group-commit-writer";
import { insertLead, type NewLead } from "./lead-repository";

export interface LeadWriter {
  /** Resolves with the lead's id once the transaction holding it has committed. */
  save(lead: NewLead): Promise<number>;
  /** Refuses new saves and resolves once every accepted save has settled. */
  close(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The one way routes save a lead; see createLeadWriter. */
    leadWriter: LeadWriter;
  }
}

interface SaveJob {
  lead: NewLead;
  id?: number;
}

/**
 * Saves leads through group commit: saves arriving together share one transaction (one durable
 * fsync), and each lead's outbox rows commit in the same transaction as the lead.
 */
export function createLeadWriter(options: {
  db: Kysely<Database>;
  channels: readonly OutboxChannel[];
}): LeadWriter {
  const { db, channels } = options;
  const writer = createGroupCommitWriter<SaveJob>({
    runBatch: (jobs) =>
      db.transaction().execute(async (trx) => {
        for (const job of jobs) job.id = await insertLead(trx, job.lead, channels);
      }),
  });

  return {
    async save(lead) {
      const job: SaveJob = { lead };
      await writer.write(job);
      if (job.id === undefined) throw new Error("The lead was committed without an id");
      return job.id;
    },
    close: () => writer.close(),
  };
}
