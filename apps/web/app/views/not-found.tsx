import { notFoundPage } from "../content/not-found";

/** What any unknown path shows, with HTTP 404 (the server sends it as 404.html). */
export function NotFoundPage() {
  return (
    <main id="main" tabIndex={-1} className="error-page">
      <p className="error-page__code">{notFoundPage.code}</p>
      <h1>{notFoundPage.heading}</h1>
      <p>{notFoundPage.message}</p>
      <a className="button" href="/index">
        {notFoundPage.homeLabel}
      </a>
    </main>
  );
}
