import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import { notFoundPage } from "./content/not-found";
import { serverErrorPage, skipLinkLabel } from "./content/site";
import globalStylesheet from "./styles/global.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: globalStylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a4fa3" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {skipLinkLabel}
        </a>
        {children}
        <ScrollRestoration />
        {/* Written by the API server at run time; deferred, so it runs before the module scripts. */}
        <script src="/config.js" defer />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as interactive: its script loads after the first paint (scripts/paint-first.mjs),
  // so the `load` event no longer means hydrated. The end-to-end tests wait for this mark.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const copy = notFound ? notFoundPage : serverErrorPage;
  if (!notFound) console.error(error);
  return (
    <main id="main" className="error-page">
      <title>{copy.title}</title>
      <p className="error-page__code">{copy.code}</p>
      <h1>{copy.heading}</h1>
      <p>{copy.message}</p>
      <Link className="button" to="/index">
        {copy.homeLabel}
      </Link>
    </main>
  );
}
