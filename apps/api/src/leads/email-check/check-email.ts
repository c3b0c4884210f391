import { domainAndParents } from "./domain-and-parents";
import { isEmailSyntaxValid } from "./email-syntax";
import { anyDisposable } from "./is-disposable-domain";
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

// Leads come from a few hundred domains at most: each one's parents and throwaway verdict are
// worked out once, since every save call runs this check. Bounded, so a flood of made-up domains
// costs no more than a fresh start.
const MAX_REMEMBERED_DOMAINS = 1000;
const domainFacts = new Map<string, { parents: string[]; disposable: boolean }>();

function factsOf(domain: string) {
  let facts = domainFacts.get(domain);
  if (facts === undefined) {
    const parents = domainAndParents(domain);
    facts = { parents, disposable: anyDisposable(parents) };
    if (domainFacts.size >= MAX_REMEMBERED_DOMAINS) domainFacts.clear();
    domainFacts.set(domain, facts);
  }
  return facts;
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
  const { parents, disposable } = factsOf(domainOf(email));
  if (disposable) return { suspect: true, reason: "disposable" };

  const entries = new Set([email, mailboxOf(email), ...parents]);
  if (await input.isBlocked([...entries])) return { suspect: true, reason: "blocklist" };

  // Volume is counted per sending IP only: counting an address across IPs would let anyone flag
  // a visitor's address for an hour by sending a few leads with it. The check runs before the
  // lead is saved, so this lead would be one more than the count.
  const recent = await input.countRecentSubmissions({ ip: input.ip });
  if (recent + 1 > input.maxPerHour) return { suspect: true, reason: "rate" };
  return { suspect: false };
}
