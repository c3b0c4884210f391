import { useCallback, useState } from "react";
import { Link, useLocation } from "react-router";
import { homeLink, letsTalkLink, mainNav, menuButtonLabel, navLabels } from "../../content/nav";
import { BrandLogo } from "../brand-logo/brand-logo";
import { NavDropdown } from "./nav-dropdown";
import { NavItemLink } from "./nav-item-link";
import styles from "./site-header.module.css";

const MENU_ID = "site-menu";

export function SiteHeader() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroupId, setOpenGroupId] = useState<string | null>(null);

  const closeGroup = useCallback(() => setOpenGroupId(null), []);
  const toggleGroup = useCallback(
    (groupId: string) => setOpenGroupId((current) => (current === groupId ? null : groupId)),
    [],
  );
  // Choosing any link closes the dropdown and collapses the mobile menu.
  const closeAll = useCallback(() => {
    setOpenGroupId(null);
    setMenuOpen(false);
  }, []);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link
          to={homeLink.to}
          className={styles.brand}
          aria-label={homeLink.label}
          onClick={closeAll}
        >
          <BrandLogo />
        </Link>
        <nav className={styles.nav} aria-label={navLabels.main}>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className={styles.menuIcon} aria-hidden="true" />
            {menuButtonLabel}
          </button>
          <ul id={MENU_ID} className={styles.menu} data-open={menuOpen || undefined}>
            {mainNav.map((entry) =>
              entry.kind === "group" ? (
                <NavDropdown
                  key={entry.id}
                  group={entry}
                  open={openGroupId === entry.id}
                  pathname={pathname}
                  onToggle={toggleGroup}
                  onClose={closeGroup}
                  onNavigate={closeAll}
                />
              ) : (
                <li key={entry.to} className={styles.item}>
                  <NavItemLink
                    link={entry}
                    pathname={pathname}
                    className={styles.topLink}
                    onNavigate={closeAll}
                  />
                </li>
              ),
            )}
            <li className={styles.item}>
              <Link to={letsTalkLink.to} className={styles.cta} onClick={closeAll}>
                {letsTalkLink.label}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
