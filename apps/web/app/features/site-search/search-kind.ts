import {
  kindByPath,
  kindByPrefix,
  type SearchKind,
  unsearchedPaths,
  unsearchedPrefixes,
} from "../../content/site-search";

/**
 * The kind a page is listed under in search results, from its path; undefined for a page the
 * index leaves out (no path: the 404 page; the sitemap, the search page, employee cards).
 */
export function searchKindOf(path: string): SearchKind | undefined {
  if (path === "" || unsearchedPaths.includes(path)) return undefined;
  if (unsearchedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    return undefined;
  }
  const named = kindByPath[path];
  if (named !== undefined) return named;
  if (path.endsWith("-checklist")) return "Checklist";
  return kindByPrefix.find(({ prefix }) => path.startsWith(prefix))?.kind ?? "Page";
}
