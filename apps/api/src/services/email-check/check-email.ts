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
  /** Leads sent from this IP in the last hour, whatever their address. */
  countRecentSubmissions: (query: { ip: string }) => Promise<number>;
  maxPerHour: number;
}

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
  const recent = await input.countRecentSubmissions({ ip: input.ip });
  if (recent + 1 > input.maxPerHour) return { suspect: true, reason: "rate" };
  return { suspect: false };
}
