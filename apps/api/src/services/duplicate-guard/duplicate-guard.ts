import { randomBytes } from "node:crypto";
import type { ClaimResult, DuplicateStore, StoredAnswer } from "./duplicate-store";

/**
 * How a submission goes on: it is the first of its kind and is saved (then `settle` records how
 * that went), it repeats one already answered (answer it the same way, save nothing), or the
 * guard cannot tell (store unreachable, or the first is taking too long) and it is saved as usual.
 */
export type Admission =
  | { kind: "first"; settle(answer: StoredAnswer | undefined): void }
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
  /** Answers at once when the store does (the memory store), through a promise otherwise. */
  admit(key: string): Admission | Promise<Admission>;
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

  /** Records how the first submission was answered; a store error is only reported. */
  function settle(key: string, owner: string, answer: StoredAnswer | undefined): void {
    try {
      const stored =
        answer !== undefined && answer.statusCode >= 200 && answer.statusCode < 300
          ? store.keepAnswer(key, answer, windowMs)
          : store.release(key, owner);
      if (stored instanceof Promise) stored.catch(onStoreError);
    } catch (error) {
      onStoreError(error);
    }
  }

  // Owners must differ between requests and between instances sharing a store: a random
  // prefix per guard and a counter are enough, and cheaper than a UUID per request.
  const ownerPrefix = randomBytes(9).toString("base64url");
  let admitted = 0;

  /** What a claim found, or undefined while another request with the key is being saved. */
  function admission(key: string, owner: string, found: ClaimResult): Admission | undefined {
    if (found.state === "claimed") {
      return { kind: "first", settle: (answer) => settle(key, owner, answer) };
    }
    if (found.state === "answered") return { kind: "repeat", answer: found.answer };
    return undefined;
  }

  /** A repeat of a submission still being saved polls until the first is answered. */
  async function waitForFirst(key: string, owner: string): Promise<Admission> {
    const deadline = Date.now() + maxWaitMs;
    while (Date.now() < deadline) {
      await sleep(pollMs);
      const settled = admission(key, owner, await store.claim(key, owner, claimTtlMs));
      if (settled !== undefined) return settled;
    }
    return { kind: "unguarded" };
  }

  const unguarded = (error: unknown): Admission => {
    onStoreError(error);
    return { kind: "unguarded" };
  };

  return {
    admit(key) {
      admitted += 1;
      const owner = `${ownerPrefix}:${admitted}`;
      try {
        const found = store.claim(key, owner, claimTtlMs);
        if (found instanceof Promise) {
          return found
            .then((result) => admission(key, owner, result) ?? waitForFirst(key, owner))
            .catch(unguarded);
        }
        return admission(key, owner, found) ?? waitForFirst(key, owner).catch(unguarded);
      } catch (error) {
        return unguarded(error);
      }
    },
  };
}
