/**
 * A domain followed by each parent that still has two labels:
 * "mail.spam.example.com" → ["mail.spam.example.com", "spam.example.com", "example.com"].
 * A bare top-level domain is never returned, so no list entry can condemn a whole TLD.
 */
export function domainAndParents(domain: string): string[] {
  const labels = domain.toLowerCase().replace(/\.$/, "").split(".");
  const names: string[] = [];
  for (let start = 0; start <= labels.length - 2; start += 1) {
    names.push(labels.slice(start).join("."));
  }
  return names;
}
