import { domainAndParents } from "./domain-and-parents";
import { isEmailSyntaxValid } from "./email-syntax";
import { isDisposableDomain } from "./is-disposable-domain";
import { domainOf, mailboxOf, normaliseEmail } from "./normalise-email";

export type SuspectReason = "syntax" | "disposable" | "blocklist" | "rate";

export interface EmailCheckResult {
  suspect: boolean;
  reason?: SuspectReason;
}

export interface CheckEmailInput {
  email: string;
  /** The address the server saw the request come from. */
  ip: string;
  /** Whether staff blocklisted any of these normalised addresses or domains. */
  isBlocked: (addressesAndDomains: readonly string[]) => Promise<boolean>;
  /** Leads saved since `sinceIso` from this IP, whatever their address. */
  countRecentSubmissions: (query: { ip: string; sinceIso: string }) => Promise<number>;
  maxPerHour: number;
  now: Date;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Decides whether a lead's e-mail looks suspect. Cheap checks run first, so a malformed or
 * throwaway address never costs a database query. The lists are compared with the address
 * normalised, so full-width letters, invisible characters, a trailing dot or an international
 * domain do not slip past them.
 */
export async function checkEmail(input: CheckEmailInput): Promise<EmailCheckResult> {
  if (!isEmailSyntaxValid(input.email)) return { suspect: true, reason: "syntax" };
  const email = normaliseEmail(input.email);
  const domain = domainOf(email);
  if (isDisposableDomain(domain)) return { suspect: true, reason: "disposable" };

  const entries = new Set([email, mailboxOf(email), ...domainAndParents(domain)]);
  if (await input.isBlocked([...entries])) return { suspect: true, reason: "blocklist" };

  // Volume is counted per sending IP only: counting an address across IPs would let anyone flag
  // a visitor's address for an hour by sending a few leads with it. The check runs before the
  // lead is saved, so this lead would be one more than the count.
  const sinceIso = new Date(input.now.getTime() - HOUR_MS).toISOString();
  const recent = await input.countRecentSubmissions({ ip: input.ip, sinceIso });
  if (recent + 1 > input.maxPerHour) return { suspect: true, reason: "rate" };
  return { suspect: false };
}
