import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import { firmDay } from "../console/views/firm-time";
import { appSecret, daySalt } from "../infrastructure/database/app-secret";
import type { Database } from "../infrastructure/database/schema";
import { createPeriodicTask, type RunLog } from "../infrastructure/periodic-task";
import type { PageView } from "./page-view";

// Kept in the database it protects (see appSecret); not the blog likes' key, so a visitor's
// hash in one table cannot be matched to the other.
const KEY_NAME = "site_visitor_key";
// Rows per INSERT: nine values each stays far below either database's limit of parameters.
const ROWS_PER_STATEMENT = 200;
const SEPARATOR = "\n";

export interface VisitRecorderOptions {
  db: Kysely<Database>;
  /** Days are the firm's days, as the console reports them. */
  timeZone: string;
  log: RunLog;
  now?: () => Date;
  /** How often counted views are written; the page route itself never waits for the database. */
  flushIntervalMs?: number;
  /** Distinct entries held before a write is started early, and at most while the database is down. */
  maxPending?: number;
}

export interface VisitRecorder {
  record(view: PageView): void;
  /** Writes what is held now. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is held. */
  close(): Promise<void>;
}

interface Counts {
  views: number;
  entries: number;
}

interface VisitRow {
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
 * without a database write and with no more work than a map update. At each write every visitor
 * held becomes an HMAC of the day's random salt, the address and the browser under a key kept in
 * the database: the same person is one visitor all day and a stranger the next; once the day's
 * salt is deleted, nobody can tell whose hashes they were. Addresses and browsers live only in
 * memory until that write, never in the database.
 */
export function createVisitRecorder(options: VisitRecorderOptions): VisitRecorder {
  const { db, timeZone, log } = options;
  const now = options.now ?? (() => new Date());
  const maxPending = options.maxPending ?? 5000;
  // Views by day, visitor, page and arrival, before hashing.
  let views = new Map<string, Counts>();
  // Hashed rows a failed write left, tried again with the next one.
  let unsaved: VisitRow[] = [];
  let key: Promise<string> | undefined;
  const salts = new Map<string, Promise<string>>();
  let saltsClearedBefore: string | undefined;

  function count(id: string, entries: number): void {
    const held = views.get(id);
    if (held) {
      held.views += 1;
      held.entries += entries;
      return;
    }
    if (views.size >= maxPending) {
      void writer.run().catch(() => undefined);
      // Beyond the cap (the database has been down a while) a view is dropped, not held.
      if (views.size >= maxPending) return;
    }
    views.set(id, { views: 1, entries });
  }

  async function visitorHasher(days: Iterable<string>) {
    key ??= appSecret(db, KEY_NAME);
    for (const day of days)
      if (!salts.has(day)) salts.set(day, daySalt(db, "site_visit_salts", day));
    try {
      const keyValue = await key;
      const saltValues = new Map<string, string>();
      for (const [day, salt] of salts) saltValues.set(day, await salt);
      return (day: string, ip: string, userAgent: string) =>
        createHmac("sha256", keyValue)
          .update(`${saltValues.get(day)}|${ip}|${userAgent}`)
          .digest("hex")
          .slice(0, 32);
    } catch (error) {
      // A failed read is tried again by the next write, not remembered.
      key = undefined;
      salts.clear();
      throw error;
    }
  }

  /** The held views as rows, one hash per visitor and day. */
  async function hashedRows(held: Map<string, Counts>): Promise<VisitRow[]> {
    const entries = [...held].map(([id, counts]) => ({ fields: id.split(SEPARATOR), counts }));
    const hash = await visitorHasher(new Set(entries.map(({ fields }) => fields[0] ?? "")));
    const hashes = new Map<string, string>();
    const rows = new Map<string, VisitRow>();
    for (const { fields, counts } of entries) {
      const [
        day = "",
        ip = "",
        userAgent = "",
        path = "",
        referrer = "",
        source = "",
        medium = "",
        campaign = "",
      ] = fields;
      const visitor = `${day}${SEPARATOR}${ip}${SEPARATOR}${userAgent}`;
      let visitorHash = hashes.get(visitor);
      if (visitorHash === undefined) {
        visitorHash = hash(day, ip, userAgent);
        hashes.set(visitor, visitorHash);
      }
      const rowId = [day, path, visitorHash, referrer, source, medium, campaign].join(SEPARATOR);
      const row = rows.get(rowId);
      if (row) {
        row.page_views += counts.views;
        row.entries += counts.entries;
      } else {
        rows.set(rowId, {
          day,
          path,
          visitor_hash: visitorHash,
          referrer_host: referrer,
          utm_source: source,
          utm_medium: medium,
          utm_campaign: campaign,
          page_views: counts.views,
          entries: counts.entries,
        });
      }
    }
    return [...rows.values()];
  }

  async function write(): Promise<void> {
    const held = views;
    views = new Map();
    let rows: VisitRow[];
    try {
      rows = [...unsaved, ...(held.size === 0 ? [] : await hashedRows(held))];
    } catch (error) {
      // Without the key or the day's salt nothing can be hashed: hold the views for the next try.
      for (const [id, counts] of held) {
        const current = views.get(id);
        if (current) {
          current.views += counts.views;
          current.entries += counts.entries;
        } else if (views.size < maxPending) {
          views.set(id, counts);
        }
      }
      throw error;
    }
    unsaved = [];
    // A server with nothing to count leaves the database alone.
    if (rows.length === 0) return;
    try {
      await insertRows(db, rows);
    } catch (error) {
      // Kept for the next write while there is room, so a database restart loses no views.
      unsaved = rows.slice(0, maxPending);
      if (rows.length > maxPending) {
        log.warn(
          { dropped: rows.length - maxPending },
          "visit counts dropped while the database was down",
        );
      }
      throw error;
    }
    // With the first views of each day, once they are written: a salt made again would count its
    // visitors twice.
    const today = firmDay(now(), timeZone);
    if (saltsClearedBefore !== today) {
      for (const day of salts.keys()) if (day < today) salts.delete(day);
      await db.deleteFrom("site_visit_salts").where("day", "<", today).execute();
      saltsClearedBefore = today;
    }
  }

  const writer = createPeriodicTask({
    work: write,
    intervalMs: options.flushIntervalMs ?? 10_000,
    log,
    failure: "visit counts not written; trying again",
  });
  writer.start();

  // The firm's day, worked out once a minute: every zone's midnight falls on a whole minute.
  let dayMinute = Number.NaN;
  let dayOfMinute = "";
  const currentDay = () => {
    const at = now();
    const minute = Math.floor(at.getTime() / 60_000);
    if (minute !== dayMinute) {
      dayMinute = minute;
      dayOfMinute = firmDay(at, timeZone);
    }
    return dayOfMinute;
  };

  return {
    record(view) {
      const { arrival } = view;
      const id = [
        currentDay(),
        view.ip,
        view.userAgent,
        view.path,
        arrival?.referrerHost ?? "",
        arrival?.utmSource ?? "",
        arrival?.utmMedium ?? "",
        arrival?.utmCampaign ?? "",
      ].join(SEPARATOR);
      count(id, arrival === undefined ? 0 : 1);
    },
    flush: () => writer.run(),
    async close() {
      await writer.stop();
      // Closing goes on without the database: what it could not take is said, not thrown.
      await write().catch((error: unknown) =>
        log.warn({ err: error }, "visit counts not written when the server stopped"),
      );
    },
  };
}

async function insertRows(db: Kysely<Database>, rows: VisitRow[]): Promise<void> {
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
              page_views: update("site_visits.page_views", "+", update.ref("excluded.page_views")),
              entries: update("site_visits.entries", "+", update.ref("excluded.entries")),
            })),
        )
        .execute();
    }
  });
}
