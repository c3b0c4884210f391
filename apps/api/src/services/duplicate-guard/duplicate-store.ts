/** The answer the first of a set of identical submissions got; repeats are answered with it. */
export interface StoredAnswer {
  statusCode: number;
  contentType: string;
  body: string;
}

/**
 * What a claim finds: the key was free and is now ours, another request with the same key is
 * still being saved, or one was saved and answered this.
 */
export type ClaimResult =
  | { state: "claimed" }
  | { state: "pending" }
  | { state: "answered"; answer: StoredAnswer };

/**
 * Where claims live: in this process, or in Redis so that every instance sees them. The memory
 * store answers at once rather than through a promise: every save passes through it.
 */
export interface DuplicateStore {
  /** Takes the key for `owner` unless it is taken; a claim lapses after `ttlMs`. */
  claim(key: string, owner: string, ttlMs: number): ClaimResult | Promise<ClaimResult>;
  /** Keeps the first answer under the key for `ttlMs`. */
  keepAnswer(key: string, answer: StoredAnswer, ttlMs: number): void | Promise<void>;
  /** Frees the key if `owner` still holds it, so a retry after a failed save goes through. */
  release(key: string, owner: string): void | Promise<void>;
}

/** A claim, answered once `answer` is set; kept as one object that is updated in place. */
interface MemoryEntry {
  owner: string;
  answer: StoredAnswer | undefined;
  expiresAt: number;
}

const CLAIMED: ClaimResult = Object.freeze({ state: "claimed" });
const PENDING: ClaimResult = Object.freeze({ state: "pending" });

// Evicting one key per insert from the front of a Map costs time proportional to the keys already
// deleted there; evicting a tenth at once keeps each insert cheap.
const EVICT_FRACTION = 0.1;

/**
 * Claims of one process, oldest first: at most `maxEntries` are kept, so a flood of distinct
 * submissions costs bounded memory (the oldest claims are forgotten first).
 */
export function createMemoryDuplicateStore(
  options: { maxEntries?: number; now?: () => number } = {},
): DuplicateStore {
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, MemoryEntry>();

  function add(key: string, entry: MemoryEntry) {
    entries.set(key, entry);
    if (entries.size <= maxEntries) return;
    let surplus = entries.size - Math.floor(maxEntries * (1 - EVICT_FRACTION));
    for (const oldest of entries.keys()) {
      if (surplus-- <= 0) break;
      entries.delete(oldest);
    }
  }

  return {
    claim(key, owner, ttlMs) {
      const entry = entries.get(key);
      if (entry !== undefined) {
        if (entry.expiresAt > now()) {
          return entry.answer === undefined ? PENDING : { state: "answered", answer: entry.answer };
        }
        // Map keeps insertion order: deleting and adding again makes the key the newest.
        entries.delete(key);
      }
      add(key, { owner, answer: undefined, expiresAt: now() + ttlMs });
      return CLAIMED;
    },
    // The answer follows its claim within moments, so the claim's place in the order stands.
    keepAnswer(key, answer, ttlMs) {
      const entry = entries.get(key);
      if (entry === undefined) {
        add(key, { owner: "", answer, expiresAt: now() + ttlMs });
        return;
      }
      entry.answer = answer;
      entry.expiresAt = now() + ttlMs;
    },
    release(key, owner) {
      const entry = entries.get(key);
      if (entry !== undefined && entry.answer === undefined && entry.owner === owner) {
        entries.delete(key);
      }
    },
  };
}
