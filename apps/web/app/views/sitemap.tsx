import { useId } from "react";
import styles from "../components/link-grid/link-grid.module.css";
import { PageIntro } from "../components/page-intro/page-intro";
import { StandalonePage } from "../components/standalone-page/standalone-page";
import { homeLink, type NavLinkItem } from "../content/nav";
import page from "../content/pages/sitemap";
import { sitemapBackLink, sitemapLinks } from "../content/sitemap";
import { type SitemapGroup, sitemapGroups } from "../lib/site-pages";

function LinkColumns({ links }: { links: readonly NavLinkItem[] }) {
  return (
    <ul className={styles.columns}>
      {links.map((link) => (
        <li key={link.to}>
          <a href={link.to}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}

function Group({ group }: { group: SitemapGroup }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupHeading}>
        {group.heading}
      </h2>
      <LinkColumns links={group.links} />
    </section>
  );
}

/** The firm's list of its main pages first, then every other page of the site by section. */
export function SitemapPage() {
  return (
    <StandalonePage logoLink={homeLink}>
      <PageIntro page={page}>
        <LinkColumns links={sitemapLinks} />
        {sitemapGroups().map((group) => (
          <Group key={group.heading} group={group} />
        ))}
        <a className="button" href={sitemapBackLink.to}>
          {sitemapBackLink.label}
        </a>
      </PageIntro>
    </StandalonePage>
  );
}
