import { company, companyPhoneHref, socialLinks } from "../../content/company";
import { feedbackLink, footerLinks, navLabels } from "../../content/nav";
import { NewTabLink } from "../cta-block/action-link";
import styles from "./site-footer.module.css";

/** The site's footer: the firm's details and links, plain HTML (feedback-scroll.ts). */
export function SiteFooter() {
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
                <a href={link.to}>{link.label}</a>
              </li>
            ))}
            <li>
              <a
                href={feedbackLink.to}
                data-scroll-to-section={feedbackLink.sectionId}
                data-scroll-delay-ms={feedbackLink.delayMs}
              >
                {feedbackLink.label}
              </a>
            </li>
          </ul>
        </nav>

        <ul className={styles.social} aria-label={navLabels.social}>
          {socialLinks.map((link) => (
            <li key={link.href}>
              <NewTabLink href={link.href} label={link.label}>
                {link.shortLabel}
              </NewTabLink>
            </li>
          ))}
        </ul>
      </div>

      <p className={styles.copyright}>
        <a href="/index">{company.copyright}</a>
      </p>
    </footer>
  );
}
