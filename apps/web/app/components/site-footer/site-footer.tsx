import { Link, useLocation } from "react-router";
import { company, companyPhoneHref, socialLinks } from "../../content/company";
import { feedbackLink, footerLinks, navLabels } from "../../content/nav";
import { isCurrentPath } from "../../lib/nav-active";
import { scrollToSection, scrollToTop } from "../../lib/scroll";
import styles from "./site-footer.module.css";

export function SiteFooter() {
  const { pathname } = useLocation();

  // Navigating to another page already starts at the top; a link to the page being read
  // would otherwise do nothing visible.
  const scrollToTopIfCurrent = (to: string) => {
    if (isCurrentPath(to, pathname)) scrollToTop();
  };

  // Give the home page time to render before looking for its testimonials.
  const showFeedbacks = () => {
    window.setTimeout(() => scrollToSection(feedbackLink.sectionId), feedbackLink.delayMs);
  };

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.identity}>
          <p className={styles.name}>{company.name}</p>
          <p className={styles.tagline}>{company.tagline}</p>
          <address className={styles.address}>
            <span>{company.address}</span>
            <a href={`mailto:${company.email}`}>{company.email}</a>
            <a href={companyPhoneHref}>{company.phone}</a>
          </address>
        </div>

        <nav aria-label={navLabels.footer}>
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={() => scrollToTopIfCurrent(link.to)}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to={feedbackLink.to} onClick={showFeedbacks}>
                {feedbackLink.label}
              </Link>
            </li>
          </ul>
        </nav>

        <ul className={styles.social} aria-label={navLabels.social}>
          {socialLinks.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${link.label} ${navLabels.newTab}`}
              >
                {link.shortLabel}
              </a>
            </li>
          ))}
        </ul>
      </div>

      <p className={styles.copyright}>
        <Link to="/index" onClick={() => scrollToTopIfCurrent("/index")}>
          {company.copyright}
        </Link>
      </p>
    </footer>
  );
}
