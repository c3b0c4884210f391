import { type SearchKind, searchKinds } from "../../content/site-search";

export interface SearchHit {
  url: string;
  title: string;
  /** Pagefind's excerpt: text with the matched words in <mark>. */
  excerpt: string;
  kind: SearchKind;
  score: number;
}

export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === "string" && (searchKinds as readonly string[]).includes(value);
}

/**
 * The site's own address of a result: the index names pages `/about/` as folders, the server
 * answers them at `/about`, and the home page at `/index`.
 */
export function pageUrl(url: string): string {
  const [path = "", hash] = url.split("#", 2);
  const trimmed = path.replace(/index\.html$/, "").replace(/\/+$/, "");
  const page = trimmed === "" ? "/index" : trimmed;
  return hash === undefined ? page : `${page}#${hash}`;
}

/** Each page once, with the best score any of the searches gave it, best first. */
export function mergeHits(lists: readonly (readonly SearchHit[])[]): SearchHit[] {
  const byUrl = new Map<string, SearchHit>();
  for (const list of lists) {
    for (const hit of list) {
      const known = byUrl.get(hit.url);
      if (known === undefined || hit.score > known.score) byUrl.set(hit.url, hit);
    }
  }
  return [...byUrl.values()].sort((a, b) => b.score - a.score);
}

/** The hits under their kinds; groups ordered by their best hit, kinds without hits left out. */
export function groupByKind(hits: readonly SearchHit[]): SearchGroup[] {
  const groups = new Map<SearchKind, SearchHit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.kind);
    if (group) group.push(hit);
    else groups.set(hit.kind, [hit]);
  }
  return [...groups].map(([kind, groupHits]) => ({ kind, hits: groupHits }));
}

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? match;
  });
}

/**
 * The excerpt as plain text runs, marked or not, to be written as text nodes: only <mark> is
 * read as markup, anything else in it stays visible text and can never become an element.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/i)) {
    const tag = piece.toLowerCase();
    if (tag === "<mark>") marked = true;
    else if (tag === "</mark>") marked = false;
    else if (piece !== "") parts.push({ text: decodeEntities(piece), marked });
  }
  return parts;
}
