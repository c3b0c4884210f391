// Stand-ins for the browser in the islands' unit tests (Vitest runs them in Node).

import { createElement, type FunctionComponent } from "react";
import { renderToString } from "react-dom/server";
import { vi } from "vitest";

/** The run-time config the page's inline script sets: the API on this origin. */
export function stubSiteConfig() {
  vi.stubGlobal("window", {
    __SITE_CONFIG__: { apiBase: "", basicAuth: "c2l0ZTpzZWNyZXQ=", ipLookupUrl: "/api/ip" },
  });
}

/** Answers every fetch with this status and JSON body; the mock records each call. */
export function stubFetchAnswer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** Fails every fetch as the browser does when the server cannot be reached. */
export function stubFetchFailure() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    }),
  );
}

/** A document holding the server's JSON block with this id, as the browser parses it. */
export function pageDocumentWith(id: string, json: string | undefined) {
  const element = json === undefined ? null : { textContent: json, remove: vi.fn() };
  return {
    element,
    getElementById: (wanted: string) => (wanted === id ? element : null),
  } as unknown as Document & { element: typeof element };
}

/** The island's first render in a browser at `url`, whose location it may read. */
export function renderInBrowserAt(island: FunctionComponent, url: string) {
  vi.stubGlobal("window", { location: new URL(url, "http://localhost") });
  return renderToString(createElement(island));
}
