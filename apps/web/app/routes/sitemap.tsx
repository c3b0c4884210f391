import { Link } from "react-router";
import styles from "../components/link-grid/link-grid.module.css";
import { PageIntro } from "../components/page-intro/page-intro";
import { StandalonePage } from "../components/standalone-page/standalone-page";
import { homeLink } from "../content/nav";
import page from "../content/pages/sitemap";
import { sitemapBackLink, sitemapLinks } from "../content/sitemap";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/sitemap";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function SitemapPage() {
  return (
    <StandalonePage logoLink={homeLink}>
      <PageIntro page={page}>
        <ul className={styles.columns}>
          {sitemapLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
        <Link className="button" to={sitemapBackLink.to}>
          {sitemapBackLink.label}
        </Link>
      </PageIntro>
    </StandalonePage>
  );
}
