// The server sends /vitals.js only while it counts visits (VISIT_COUNTING); without it the
// import fails and the page measures nothing. Not bundled with the page: it loads once the page
// has loaded and the browser is idle, so it never competes with the first paint or an island.
const VITALS_SCRIPT = "/vitals.js";
// Browsers without requestIdleCallback (Safari before 18) wait this long after load instead.
const IDLE_FALLBACK_MS = 1000;

export function loadVitalsWhenIdle() {
  const load = () => {
    import(/* @vite-ignore */ VITALS_SCRIPT).catch(() => undefined);
  };
  const whenIdle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(load, { timeout: 5000 });
    else setTimeout(load, IDLE_FALLBACK_MS);
  };
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}
