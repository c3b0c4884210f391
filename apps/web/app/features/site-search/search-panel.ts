// The search box's behaviour, shared by the header's dialog and the /search page: runs the
// visitor's words and their synonyms through the Pagefind index (fetched on the first search),
// and writes the results grouped by kind, or the invitation to write to us when none match.
import { searchCopy } from "../../content/site-search";
import { searchQueries } from "./search-query";
import {
  excerptParts,
  groupByKind,
  isSearchKind,
  mergeHits,
  pageUrl,
  type SearchHit,
} from "./search-results";
import styles from "./site-search.module.css";

/** Built by `postbuild.mjs` into the site's /pagefind/ folder; not part of the bundle. */
const PAGEFIND_URL = "/pagefind/pagefind.js";
const HITS_PER_QUERY = 12;
const TYPING_PAUSE_MS = 180;
// A page found through a synonym ranks below one that uses the visitor's own word.
const SYNONYM_WEIGHT = 0.6;

interface PagefindResult {
  score: number;
  data(): Promise<{ url: string; excerpt: string; meta: Record<string, string | undefined> }>;
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
}

let pagefind: Promise<Pagefind> | undefined;

function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (async () => {
    const url = PAGEFIND_URL;
    const module = (await import(/* @vite-ignore */ url)) as Pagefind;
    await module.options({ excerptLength: 22 });
    await module.init();
    return module;
  })().catch((error: unknown) => {
    pagefind = undefined;
    throw error;
  });
  return pagefind;
}

async function hitsFor(index: Pagefind, query: string, weight: number): Promise<SearchHit[]> {
  const answer = await index.search(query);
  const results = answer?.results.slice(0, HITS_PER_QUERY) ?? [];
  return Promise.all(
    results.map(async (result) => {
      const data = await result.data();
      const kind = data.meta.kind;
      return {
        url: pageUrl(data.url),
        title: data.meta.title ?? pageUrl(data.url),
        excerpt: data.excerpt,
        kind: isSearchKind(kind) ? kind : "Page",
        score: result.score * weight,
      };
    }),
  );
}

/** A new element with a class and text, never parsed HTML. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function excerptNode(excerpt: string): HTMLParagraphElement {
  const paragraph = element("p", styles.excerpt);
  for (const part of excerptParts(excerpt)) {
    paragraph.append(part.marked ? element("mark", undefined, part.text) : part.text);
  }
  return paragraph;
}

function resultsList(hits: SearchHit[], headingLevel: "h2" | "h3"): HTMLElement[] {
  return groupByKind(hits).map((group) => {
    const section = element("section", styles.group);
    const heading = element(headingLevel, styles.groupHeading, group.kind);
    const list = element("ul", styles.hits);
    for (const hit of group.hits) {
      const item = element("li", styles.hit);
      const link = element("a", styles.hitLink, hit.title);
      link.href = hit.url;
      item.append(link, excerptNode(hit.excerpt));
      list.append(item);
    }
    section.append(heading, list);
    return section;
  });
}

function nothingFound(query: string): HTMLElement {
  const box = element("div", styles.empty);
  const invite = element("p");
  const link = element("a", styles.emptyLink, searchCopy.noResultsInvite);
  link.href = searchCopy.contactLink;
  invite.append(link, ` ${searchCopy.noResultsInviteText}`);
  box.append(element("p", styles.emptyHeading, searchCopy.noResults(query)), invite);
  return box;
}

export interface SearchPanelParts {
  form: HTMLFormElement;
  input: HTMLInputElement;
  /** Announced to screen readers: the count of results or what went wrong. */
  status: HTMLElement;
  results: HTMLElement;
  /** Group headings' level: h3 under the dialog's title, h2 under the page's heading. */
  headingLevel: "h2" | "h3";
  /** Called with each query searched, e.g. to keep it in the page's address. */
  onSearch?: (query: string) => void;
}

/** Makes the form search as the visitor types and on submit; returns a search to run now. */
export function enableSearchPanel(parts: SearchPanelParts): (query: string) => Promise<void> {
  const { form, input, status, results, headingLevel } = parts;
  let latest = 0;
  let pause: ReturnType<typeof setTimeout> | undefined;

  const run = async (raw: string) => {
    const searchId = ++latest;
    const queries = searchQueries(raw);
    const [query] = queries;
    if (query === undefined) {
      status.textContent = "";
      results.replaceChildren();
      return;
    }
    status.textContent = searchCopy.loading;
    results.setAttribute("aria-busy", "true");
    try {
      const index = await loadPagefind();
      const lists = await Promise.all(
        queries.map((each, order) => hitsFor(index, each, order === 0 ? 1 : SYNONYM_WEIGHT)),
      );
      if (searchId !== latest) return;
      const hits = mergeHits(lists);
      const also = queries.slice(1).map((each) => `“${each}”`);
      status.textContent = [
        searchCopy.resultCount(hits.length, query),
        also.length > 0 ? searchCopy.alsoSearched(also.join(", ")) : "",
      ]
        .join(" ")
        .trim();
      results.replaceChildren(
        ...(hits.length > 0 ? resultsList(hits, headingLevel) : [nothingFound(query)]),
      );
      parts.onSearch?.(query);
    } catch {
      if (searchId === latest) status.textContent = searchCopy.failed;
    } finally {
      if (searchId === latest) results.removeAttribute("aria-busy");
    }
  };

  input.addEventListener("input", () => {
    clearTimeout(pause);
    pause = setTimeout(() => void run(input.value), TYPING_PAUSE_MS);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    clearTimeout(pause);
    void run(input.value);
  });
  return run;
}
