import { searchSynonyms } from "../../content/site-search";

/** Longer queries are cut: nobody types more, and each word costs the index a lookup. */
export const MAX_QUERY_LENGTH = 100;
const MAX_QUERIES = 5;

export function normalizeQuery(raw: string): string {
  return raw.replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH).trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** `term` as a whole word or phrase: not "ai" inside "maintain", nor "pos" inside "post". */
function termPattern(term: string): RegExp {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term)}(?=$|[^\\p{L}\\p{N}])`, "iu");
}

/**
 * The searches to run for what the visitor typed: the query itself, then the query with each
 * shorthand spelt out (ERP → enterprise resource planning) or each spelt-out phrase shortened,
 * from the synonyms table, since the index matches words only as written.
 */
export function searchQueries(raw: string): string[] {
  const query = normalizeQuery(raw);
  if (query === "") return [];
  const queries = [query];
  for (const group of searchSynonyms) {
    for (const term of group) {
      const pattern = termPattern(term);
      if (!pattern.test(query)) continue;
      for (const other of group) {
        if (other === term) continue;
        const variant = query.replace(pattern, (_match, before: string) => `${before}${other}`);
        if (!queries.some((known) => known.toLowerCase() === variant.toLowerCase())) {
          queries.push(variant);
        }
      }
    }
  }
  return queries.slice(0, MAX_QUERIES);
}
