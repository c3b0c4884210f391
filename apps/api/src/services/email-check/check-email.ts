import { domainAndParents } from "./domain-and-parents";
import { emailDomain, isEmailSyntaxValid } from "./email-syntax";
import { isDisposableDomain } from "./is-disposable-domain";

export type SuspectReason = "syntax" | "disposable" | "blocklist" | "rate";

export interface EmailCheckResult {
  suspect: boolean;
  reason?: SuspectReason;
}

export interface CheckEmailInput {
  email: string;
  /** The address the server saw the request come from. */
  ip: string;
  /** Whether staff blocklisted this lower-cased address or domain. */
  isBlocked: (emailOrDomain: string) => Promise<boolean>;
  /** Leads saved since `sinceIso` with this lower-cased address or from this IP. */
  countRecentSubmissions: (query: {
    email: string;
    ip: string;
    sinceIso: string;
  }) => Promise<number>;
  maxPerHour: number;
  now: Date;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Decides whether a lead's e-mail looks suspect. Cheap checks run first, so a malformed or
 * throwaway address never costs a database query.
 */
export async function checkEmail(input: CheckEmailInput): Promise<EmailCheckResult> {
  if (!isEmailSyntaxValid(input.email)) return { suspect: true, reason: "syntax" };

  const domain = emailDomain(input.email);
  if (isDisposableDomain(domain)) return { suspect: true, reason: "disposable" };

  const email = input.email.toLowerCase();
  for (const entry of [email, ...domainAndParents(domain)]) {
    if (await input.isBlocked(entry)) return { suspect: true, reason: "blocklist" };
  }

  // The check runs before the lead is saved, so this lead would be one more than the count.
  const sinceIso = new Date(input.now.getTime() - HOUR_MS).toISOString();
  const recent = await input.countRecentSubmissions({ email, ip: input.ip, sinceIso });
  if (recent + 1 > input.maxPerHour) return { suspect: true, reason: "rate" };

  return { suspect: false };
}
