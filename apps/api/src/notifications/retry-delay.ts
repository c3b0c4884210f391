export interface RetryPolicy {
  /** Wait after the first failure; each further failure doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
}

/** 30 s, 1 min, 2 min, 4 min ... never more than an hour between tries. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { firstDelayMs: 30_000, maxDelayMs: 3_600_000 };

/** How long to wait before the next try, after `failures` failed tries (1 or more). */
export function retryDelayMs(failures: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  const doublings = Math.min(Math.max(failures - 1, 0), 30);
  return Math.min(policy.firstDelayMs * 2 ** doublings, policy.maxDelayMs);
}

/** When the next try is due, after `failures` failed tries counted from `now`. */
export function nextTryAt(now: Date, failures: number, policy: RetryPolicy): string {
  return new Date(now.getTime() + retryDelayMs(failures, policy)).toISOString();
}
