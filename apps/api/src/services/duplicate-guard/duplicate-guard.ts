import { randomBytes } from "node:crypto";
import type { DuplicateStore, StoredAnswer } from "./duplicate-store";

/**
 * How a submission goes on: it is the first of its kind and is saved (then `settle` records how
 * that went), it repeats one already answered (answer it the same way, save nothing), or the
 * guard cannot tell (store unreachable, or the first is taking too long) and it is saved as usual.
 */
export type Admission =
  | { kind: "first"; settle(answer: StoredAnswer | undefined): Promise<void> }
  | { kind: "repeat"; answer: StoredAnswer }
  | { kind: "unguarded" };

export interface DuplicateGuardOptions {
  store: DuplicateStore;
  /** How long an answered submission is remembered. */
  windowMs: number;
  /**
   * How long a repeat waits for the first to be answered. Past it the repeat is saved by itself:
   * an extra row is better than a lost lead.
   */
  maxWaitMs?: number;
  pollMs?: number;
  /** Told when the store fails; the submission then goes through unguarded. */
  onStoreError?: (error: unknown) => void;
}

export interface DuplicateGuard {
  admit(key: string): Promise<Admission>;
}

// Longer than a save can take: the SQLite busy timeout, or PostgreSQL's connect timeout, is 5 s.
const DEFAULT_MAX_WAIT_MS = 10_000;
const DEFAULT_POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Collapses identical submissions (a double click, a resent form) into one save: the first takes
 * the key, repeats get its answer. A first that fails gives the key back, so a retry is saved.
 */
export function createDuplicateGuard(options: DuplicateGuardOptions): DuplicateGuard {
  const { store, windowMs } = options;
  const maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const onStoreError = options.onStoreError ?? (() => undefined);
  // A claim must outlive the save it guards, however short the window.
  const claimTtlMs = Math.max(windowMs, maxWaitMs);

  async function settle(key: string, owner: string, answer: StoredAnswer | undefined) {
    try {
      if (answer !== undefined && answer.statusCode >= 200 && answer.statusCode < 300) {
        await store.keepAnswer(key, answer, windowMs);
      } else {
        await store.release(key, owner);
      }
    } catch (error) {
      onStoreError(error);
    }
  }

  // Owners must differ between requests and between instances sharing a store: a random
  // prefix per guard and a counter are enough, and cheaper than a UUID per request.
  const ownerPrefix = randomBytes(9).toString("base64url");
  let admitted = 0;

  return {
    async admit(key) {
      admitted += 1;
      const owner = `${ownerPrefix}:${admitted}`;
      const deadline = Date.now() + maxWaitMs;
      try {
        for (;;) {
          const found = await store.claim(key, owner, claimTtlMs);
          if (found.state === "claimed") {
            return { kind: "first", settle: (answer) => settle(key, owner, answer) };
          }
          if (found.state === "answered") return { kind: "repeat", answer: found.answer };
          if (Date.now() >= deadline) return { kind: "unguarded" };
          await sleep(pollMs);
        }
      } catch (error) {
        onStoreError(error);
        return { kind: "unguarded" };
      }
    },
  };
}
