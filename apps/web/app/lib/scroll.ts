// Scrolling helpers that honour the visitor's reduced-motion preference.

export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

/** Scrolls to the element with the given id; logs an error when the page has no such section. */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) {
    console.error(`Cannot scroll to the "${id}" section: no element with id "${id}" on this page.`);
    return;
  }
  section.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
}
