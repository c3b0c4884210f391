import { createHmac, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { firmDay } from "../admin/views/firm-time";
import { appSecret } from "../db/app-secret";
import type { Database } from "../db/schema";
import { createPeriodicTask } from "../services/periodic-task/periodic-task";
import type { PageView } from "./page-view";

// Kept in the database it protects (see appSecret); not the blog likes' key, so a visitor's
// hash in one table cannot be matched to the other.
const KEY_NAME = "site_visitor_key";
// Rows per INSERT: nine values each stays far below either database's limit of parameters.
const ROWS_PER_STATEMENT = 200;

export interface VisitRecorderOptions {
  db: Kysely<Database>;
  /** Days are the firm's days, as the console reports them. */
  timeZone: string;
  log: { warn(obj: object, msg: string): void };
  now?: () => Date;
  /** How often counted views are written; the page route itself never waits for the database. */
  flushIntervalMs?: number;
  /** Distinct rows held before a write is started early, and at most while the database is down. */
  maxPendingRows?: number;
}

export interface VisitRecorder {
  record(view: PageView): void;
  /** Writes what is held now. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is held. */
  close(): Promise<void>;
}

interface PendingRow {
  day: string;
  path: string;
  visitor_hash: string;
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  page_views: number;
  entries: number;
}

/**
 * Counts page views in memory and adds them to `site_visits` in batches, so a page is answered
 * without a database write. The visitor is an HMAC of the day's random salt, the address and the
 * browser under a key kept in the database: the same person is one visitor all day and a
 * stranger the next; once the day's salt is deleted, nobody can tell whose hashes they were.
 */
export function createVisitRecorder(options: VisitRecorderOptions): VisitRecorder {
  const { db, timeZone, log } = options;
  const now = options.now ?? (() => new Date());
  const maxPendingRows = options.maxPendingRows ?? 5000;
  let pending = new Map<string, PendingRow>();
  let key: Promise<string> | undefined;
  let salt: { day: string; value: Promise<string> } | undefined;
  let saltsClearedBefore: string | undefined;
  // Views whose hash is still being made; a flush waits for them so none is left behind.
  const hashing = new Set<Promise<void>>();

  async function visitorHash(view: PageView, day: string): Promise<string> {
    key ??= appSecret(db, KEY_NAME);
    if (salt?.day !== day) salt = { day, value: daySalt(db, day) };
    const [keyValue, saltValue] = await Promise.all([key, salt.value]).catch((error: unknown) => {
      // A failed read is tried again by the next view, not remembered.
      key = undefined;
      salt = undefined;
      throw error;
    });
    return createHmac("sha256", keyValue)
      .update(`${saltValue}|${view.ip}|${view.userAgent}`)
      .digest("hex")
      .slice(0, 32);
  }

  function add(row: Omit<PendingRow, "page_views" | "entries">, views: number, entries: number) {
    const id = [
      row.day,
      row.path,
      row.visitor_hash,
      row.referrer_host,
      row.utm_source,
      row.utm_medium,
      row.utm_campaign,
    ].join("\n");
    const held = pending.get(id);
    if (held) {
      held.page_views += views;
      held.entries += entries;
    } else if (pending.size < maxPendingRows) {
      pending.set(id, { ...row, page_views: views, entries });
    } else {
      return false;
    }
    if (pending.size >= maxPendingRows) void writer.run().catch(() => undefined);
    return true;
  }

  async function write(): Promise<void> {
    const today = firmDay(now(), timeZone);
    if (saltsClearedBefore !== today) {
      await db.deleteFrom("site_visit_salts").where("day", "<", today).execute();
      saltsClearedBefore = today;
    }
    if (pending.size === 0) return;
    const rows = [...pending.values()];
    pending = new Map();
    try {
      await db.transaction().execute(async (trx) => {
        for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
          await trx
            .insertInto("site_visits")
            .values(rows.slice(start, start + ROWS_PER_STATEMENT))
            .onConflict((conflict) =>
              conflict
                .columns([
                  "day",
                  "path",
                  "visitor_hash",
                  "referrer_host",
                  "utm_source",
                  "utm_medium",
                  "utm_campaign",
                ])
                .doUpdateSet((update) => ({
                  page_views: update(
                    "site_visits.page_views",
                    "+",
                    update.ref("excluded.page_views"),
                  ),
                  entries: update("site_visits.entries", "+", update.ref("excluded.entries")),
                })),
            )
            .execute();
        }
      });
    } catch (error) {
      // Held for the next write while there is room, so a database restart loses no views.
      let dropped = 0;
      for (const { page_views, entries, ...row } of rows) {
        if (!add(row, page_views, entries)) dropped += 1;
      }
      if (dropped > 0) log.warn({ dropped }, "visit counts dropped while the database was down");
      throw error;
    }
  }

  const writer = createPeriodicTask({
    work: write,
    intervalMs: options.flushIntervalMs ?? 10_000,
    onError: (error) => log.warn({ err: error }, "visit counts not written; trying again"),
  });
  writer.start();

  return {
    record(view) {
      const day = firmDay(now(), timeZone);
      const { arrival } = view;
      const counted = visitorHash(view, day).then(
        (hash) => {
          add(
            {
              day,
              path: view.path,
              visitor_hash: hash,
              referrer_host: arrival?.referrerHost ?? "",
              utm_source: arrival?.utmSource ?? "",
              utm_medium: arrival?.utmMedium ?? "",
              utm_campaign: arrival?.utmCampaign ?? "",
            },
            1,
            arrival === undefined ? 0 : 1,
          );
        },
        (error: unknown) => log.warn({ err: error }, "page view not counted"),
      );
      hashing.add(counted);
      void counted.finally(() => hashing.delete(counted));
    },
    async flush() {
      await Promise.all(hashing);
      await writer.run();
    },
    async close() {
      await writer.stop();
      await Promise.all(hashing);
      await write();
    },
  };
}

async function daySalt(db: Kysely<Database>, day: string): Promise<string> {
  // Every server process asks; the first to insert a day's salt decides it for all of them.
  await db
    .insertInto("site_visit_salts")
    .values({ day, salt: randomBytes(32).toString("hex") })
    .onConflict((conflict) => conflict.column("day").doNothing())
    .execute();
  const { salt } = await db
    .selectFrom("site_visit_salts")
    .select("salt")
    .where("day", "=", day)
    .executeTakeFirstOrThrow();
  return salt;
}
