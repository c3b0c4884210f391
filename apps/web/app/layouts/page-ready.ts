// Marks <html data-hydrated> once the page is ready for input: the header's script has run and
// every island that hydrates on load or when the browser is idle has hydrated. Islands that wait
// until they are scrolled into view do not hold the mark back. The end-to-end tests wait for it
// (e2e/tests/hydration.ts).

const WAITING_ISLAND = 'astro-island[ssr]:is([client="load"], [client="idle"])';

export function markReadyWhenHydrated() {
  const root = document.documentElement;
  const markIfDone = () => {
    if (document.querySelector(WAITING_ISLAND) === null) root.dataset.hydrated = "";
  };
  // Each island announces its own hydration; the event does not bubble, so listen while capturing.
  document.addEventListener("astro:hydrate", markIfDone, { capture: true });
  markIfDone();
}
