import { enableSearchPanel } from "./search-panel";

/** The /search page: searches `?q=` at once (the 404 page's box sends it here) and as typed. */
export function enableSearchPage(): void {
  const root = document.querySelector<HTMLElement>("[data-site-search-page]");
  const form = root?.querySelector("form");
  const input = root?.querySelector<HTMLInputElement>("input[type=search]");
  const status = root?.querySelector<HTMLElement>("[data-search-status]");
  const results = root?.querySelector<HTMLElement>("[data-search-results]");
  if (!form || !input || !status || !results) return;
  const run = enableSearchPanel({
    form,
    input,
    status,
    results,
    headingLevel: "h2",
    // The address keeps the words, so a result's Back button returns to the same list.
    onSearch: (query) => {
      const url = new URL(window.location.href);
      url.searchParams.set("q", query);
      window.history.replaceState(null, "", url);
    },
  });
  const query = new URLSearchParams(window.location.search).get("q") ?? "";
  if (query.trim() !== "") {
    input.value = query;
    void run(query);
  } else {
    input.focus();
  }
}
