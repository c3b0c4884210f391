import { NotFoundIllustration } from "../components/page-illustrations/not-found-illustration";
import { notFoundLinks, notFoundPage } from "../content/not-found";
import { searchCopy } from "../content/site-search";
import { SearchBox } from "../features/site-search/search-box";

/** What any unknown path shows, with HTTP 404 (the server sends it as 404.html), in the site's frame. */
export function NotFoundPage() {
  return (
    <div className="error-page not-found">
      <NotFoundIllustration />
      <p className="error-page__code">{notFoundPage.code}</p>
      <h1>{notFoundPage.heading}</h1>
      <p>{notFoundPage.message}</p>
      <a className="button" href="/index">
        {notFoundPage.homeLabel}
      </a>
      <section className="not-found__help" aria-labelledby="not-found-search-heading">
        <h2 id="not-found-search-heading">{searchCopy.notFoundHeading}</h2>
        <SearchBox id="not-found-search" />
      </section>
      <section className="not-found__help" aria-labelledby="not-found-links-heading">
        <h2 id="not-found-links-heading">{notFoundPage.linksHeading}</h2>
        <ul className="not-found__links">
          {notFoundLinks.map((link) => (
            <li key={link.to}>
              <a href={link.to}>{link.label}</a>
              <p>{link.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
