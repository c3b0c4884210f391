import {
  bookCallLink,
  homeLink,
  letsTalkLink,
  mainNav,
  menuButtonLabel,
  navLabels,
} from "../../content/nav";
import { searchCopy } from "../../content/site-search";
import { BrandLogo } from "../brand-logo/brand-logo";
import { MenuToggle } from "./menu-toggle";
import { NavDropdown } from "./nav-dropdown";
import { NavItemLink } from "./nav-item-link";
import styles from "./site-header.module.css";

const MENU_ID = "site-menu";

interface SiteHeaderProps {
  /** The path of the page being shown, which its navigation link marks as current. */
  currentPath: string;
}

/**
 * The site's header as plain HTML: the menu button and the dropdowns start closed and are
 * worked by `header-menus.ts`, so the header costs a page no framework code.
 */
export function SiteHeader({ currentPath }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <a href={homeLink.to} className={styles.brand} aria-label={homeLink.label}>
          <BrandLogo />
        </a>
        <nav className={styles.nav} aria-label={navLabels.main} data-site-nav="">
          <MenuToggle controls={MENU_ID} className={styles.menuButton} kind="menu">
            <span className={styles.menuIcon} aria-hidden="true" />
            <span className={styles.menuLabel}>{menuButtonLabel}</span>
          </MenuToggle>
          <ul id={MENU_ID} className={styles.menu}>
            {mainNav.map((entry) =>
              entry.kind === "group" ? (
                <NavDropdown key={entry.id} group={entry} currentPath={currentPath} />
              ) : (
                <li key={entry.to} className={styles.item}>
                  <NavItemLink link={entry} currentPath={currentPath} className={styles.topLink} />
                </li>
              ),
            )}
            <li className={`${styles.item} ${styles.ctaItem}`}>
              <NavItemLink
                link={bookCallLink}
                currentPath={currentPath}
                className={`${styles.cta} ${styles.ctaSecondary}`}
              />
            </li>
            <li className={styles.item}>
              <a href={letsTalkLink.to} className={styles.cta}>
                {letsTalkLink.label}
              </a>
            </li>
          </ul>
          {/* A link to /search until the page's script turns it into the search dialog's opener. */}
          <a
            href="/search"
            className={styles.search}
            aria-label={searchCopy.openName}
            aria-keyshortcuts="/"
            data-site-search-open=""
          >
            <svg className={styles.searchIcon} viewBox="0 0 24 24" aria-hidden="true">
              <circle cx="10.5" cy="10.5" r="6.5" />
              <path d="m15.5 15.5 5 5" />
            </svg>
            <span className={styles.searchLabel}>{searchCopy.openLabel}</span>
          </a>
        </nav>
      </div>
    </header>
  );
}
