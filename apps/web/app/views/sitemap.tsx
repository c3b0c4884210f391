import styles from "../components/link-grid/link-grid.module.css";
import { PageIntro } from "../components/page-intro/page-intro";
import { StandalonePage } from "../components/standalone-page/standalone-page";
import { homeLink } from "../content/nav";
import page from "../content/pages/sitemap";
import { sitemapBackLink, sitemapLinks } from "../content/sitemap";

export function SitemapPage() {
  return (
    <StandalonePage logoLink={homeLink}>
      <PageIntro page={page}>
        <ul className={styles.columns}>
          {sitemapLinks.map((link) => (
            <li key={link.to}>
              <a href={link.to}>{link.label}</a>
            </li>
          ))}
        </ul>
        <a className="button" href={sitemapBackLink.to}>
          {sitemapBackLink.label}
        </a>
      </PageIntro>
    </StandalonePage>
  );
}
