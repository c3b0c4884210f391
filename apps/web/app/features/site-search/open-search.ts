// On every page, the little that opens the search: the header's search link and the "/" key.
// The dialog and its index load on the first opening only, so a page's first load carries none
// of it; without script the link leads to the /search page.

const OPENER = "[data-site-search-open]";
const PAGE_INPUT = "[data-site-search-page] input[type=search]";

let dialogModule: Promise<typeof import("./search-dialog")> | undefined;

function open(opener: HTMLElement | null) {
  const pageInput = document.querySelector<HTMLInputElement>(PAGE_INPUT);
  if (pageInput) {
    pageInput.focus();
    return;
  }
  dialogModule ??= import("./search-dialog");
  dialogModule
    .then((module) => module.openSearchDialog(opener))
    .catch(() => {
      dialogModule = undefined;
      window.location.assign("/search");
    });
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

function onClick(event: MouseEvent) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return;
  }
  const opener = event.target instanceof Element ? event.target.closest(OPENER) : null;
  if (!(opener instanceof HTMLElement)) return;
  event.preventDefault();
  open(opener);
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.defaultPrevented || isTyping(event.target)) return;
  if (document.querySelector("dialog[open]")) return;
  event.preventDefault();
  open(document.querySelector<HTMLElement>(OPENER));
}

let enabled = false;

/** Starts the search opener; calling it again does nothing. */
export function enableSiteSearch() {
  if (enabled) return;
  enabled = true;
  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKeyDown);
}
