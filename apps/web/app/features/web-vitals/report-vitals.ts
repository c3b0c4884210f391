import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import { VITALS_URL, vitalsBeaconBody } from "./vitals-beacon";

// The script the server sends as /vitals.js (vite.web-vitals.config.ts), loaded by every page
// once it is idle (load-vitals.ts): it keeps the latest value of each Web Vital and sends them
// together, once per page view, when the page is hidden or left. No cookie, no storage.

let measured = new Map<string, number>();
let sent = false;

// A page restored from the back-forward cache is a new view, which web-vitals measures afresh.
// Registered first, so it runs before web-vitals reports the restored page's metrics.
addEventListener(
  "pageshow",
  (event) => {
    if (!event.persisted) return;
    measured = new Map();
    sent = false;
  },
  { capture: true },
);

const keep = (metric: Metric) => {
  measured.set(metric.name, metric.value);
};
onTTFB(keep);
onFCP(keep);
onLCP(keep);
onCLS(keep);
onINP(keep);

function send() {
  if (sent) return;
  const body = vitalsBeaconBody(measured, location.pathname, innerWidth);
  // A beacon the browser would not queue is tried again at the next chance (pagehide).
  if (body !== undefined) sent = navigator.sendBeacon(VITALS_URL, body);
}

// Listening on the window while bubbling runs after web-vitals' own capturing listeners, which
// report CLS, INP and LCP as the page is hidden. Safari does not always fire visibilitychange
// when a page is left, hence pagehide too.
addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden") send();
});
addEventListener("pagehide", send);
