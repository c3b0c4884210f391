import { scrollToSection } from "../../lib/scroll";

// 'Feedbacks' opens the home page, then scrolls to its testimonials after a short wait (or logs
// an error when the page has none). The click and the scroll happen on two different pages, so
// the click leaves the section and the wait in this tab's session storage for the next page.

const PENDING_SCROLL = "site:pending-section-scroll";

interface PendingScroll {
  sectionId: string;
  delayMs: number;
}

function remember(link: Element) {
  const sectionId = link.getAttribute("data-scroll-to-section") ?? "";
  const delayMs = Number(link.getAttribute("data-scroll-delay-ms") ?? 0);
  try {
    sessionStorage.setItem(PENDING_SCROLL, JSON.stringify({ sectionId, delayMs }));
  } catch {
    // Storage can be switched off; the link still opens the page.
  }
}

function takePending(): PendingScroll | undefined {
  try {
    const stored = sessionStorage.getItem(PENDING_SCROLL);
    sessionStorage.removeItem(PENDING_SCROLL);
    return stored === null ? undefined : (JSON.parse(stored) as PendingScroll);
  } catch {
    return undefined;
  }
}

let enabled = false;

/** Remembers a click on a section link, and scrolls to a section the last page asked for. */
export function enableSectionScrollLinks() {
  if (enabled) return;
  enabled = true;
  document.addEventListener("click", (event) => {
    // A link opened in another tab or window leaves this page where it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const link =
      event.target instanceof Element && event.target.closest("a[data-scroll-to-section]");
    if (link) remember(link);
  });
  const pending = takePending();
  if (pending) window.setTimeout(() => scrollToSection(pending.sectionId), pending.delayMs);
}
