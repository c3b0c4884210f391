import type { Kysely } from "kysely";
import { createLikeVisitorCleanup } from "./blog/like-visitor-cleanup";
import type { AppConfig } from "./config";
import { createEstimateDeals } from "./deals/estimate-deals";
import type { Database } from "./infrastructure/database/schema";
import type { TaskLog } from "./infrastructure/periodic-task";
import { createJobQueue } from "./jobs/job-kinds";
import { createLeadWorkJobs } from "./leads/assignment/lead-work-jobs";
import { createLeadSearchIndexer } from "./leads/search/lead-search-index";
import { createPersonLinker } from "./people/person-linker";
import { createRetentionJob } from "./privacy/retention-job";

export interface BackgroundTask {
  name: string;
  start(): void;
  /** Stops the timer and waits for a run in flight. */
  stop(): Promise<void>;
}

/**
 * Everything the server repeats in the background, started after it listens and stopped after
 * it closed, in this order. Work that must not be lost is not here but a job: the queue below
 * runs it.
 */
export function backgroundTasks(
  config: AppConfig,
  db: Kysely<Database>,
  log: TaskLog,
): BackgroundTask[] {
  const { dialect } = config.database;
  return [
    // Stopped after the app: leads saved while it closed keep their jobs for the next start.
    { name: "job queue", ...createJobQueue(config, db, log) },
    // Round-robin owners, the untouched-lead scan and the digests' scheduling.
    { name: "lead work", ...createLeadWorkJobs(config, db, log) },
    // The inbox search's index is written in the background, never while a lead is saved.
    { name: "search indexer", ...createLeadSearchIndexer({ db, dialect, log }) },
    { name: "person linker", ...createPersonLinker({ db, log }) },
    {
      name: "retention",
      ...createRetentionJob({ db, retentionDays: config.retentionDays, log }),
    },
    { name: "like-visitor cleanup", ...createLikeVisitorCleanup({ db, log }) },
    { name: "estimate deals", ...createEstimateDeals({ db, log }) },
  ];
}
