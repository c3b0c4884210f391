import type { RateCounter } from "../infrastructure/rate-limit/rate-counter";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Leads per sending address in the last hour, for the suspect e-mail check. Kept in the rate-limit
 * counter (memory, or Redis shared by every instance) rather than counted in the leads table,
 * where each save would read every lead of the hour: a flood would make every save slower.
 */
export interface LeadVolume {
  /** Leads counted from `ip` in its current hour. */
  count(ip: string): Promise<number>;
  /** Counts one more lead from `ip`; answers the count before it. */
  add(ip: string): Promise<number>;
}

/**
 * The counter falls back to this process's memory while Redis is away; should a count still fail,
 * it is skipped rather than stop a lead, and `onError` is told.
 */
export function createLeadVolume(
  counter: RateCounter,
  onError: (error: unknown) => void,
): LeadVolume {
  const key = (ip: string) => `leads-per-hour:${ip}`;
  const orNone = async (count: () => number | Promise<number>) => {
    try {
      return await count();
    } catch (error) {
      onError(error);
      return 0;
    }
  };
  return {
    count: (ip) => orNone(() => counter.peek(key(ip))),
    add: (ip) =>
      orNone(async () => {
        const { count } = await counter.hit(key(ip), HOUR_MS);
        return count - 1;
      }),
  };
}
