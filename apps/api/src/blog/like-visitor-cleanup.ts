import type { Kysely } from "kysely";
import type { Database } from "../infrastructure/database/schema";
import {
  createPeriodicTask,
  type PeriodicTask,
  type RunLog,
} from "../infrastructure/periodic-task";
import { likeDay } from "./like-visitor";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LikeVisitorCleanupOptions {
  db: Kysely<Database>;
  log: RunLog;
  now?: () => Date;
  intervalMs?: number;
}

/**
 * Deletes what likes are counted by once it serves no more: past days' salts at once, and the
 * visitor hashes of the days before yesterday. Answers the hashes deleted.
 */
export function createLikeVisitorCleanup(options: LikeVisitorCleanupOptions): PeriodicTask<number> {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());

  async function deleteExpired(): Promise<number> {
    const at = now();
    const today = likeDay(at);
    const yesterday = likeDay(new Date(at.getTime() - DAY_MS));
    await db.deleteFrom("blog_like_salts").where("day", "<", today).execute();
    const deleted = await db
      .deleteFrom("blog_like_visitors")
      .where("day", "<", yesterday)
      .executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }

  return createPeriodicTask({
    work: deleteExpired,
    intervalMs: options.intervalMs ?? 60 * 60 * 1000,
    log,
    failure: "like visitor clean-up failed",
  });
}
