import type { ReactNode } from "react";
import type { NavLinkItem } from "../../content/nav";
import { BrandLogo } from "../brand-logo/brand-logo";
import styles from "./standalone-page.module.css";

interface StandalonePageProps {
  /** Where the logo leads, e.g. the checklist index from a checklist page. */
  logoLink: NavLinkItem;
  children: ReactNode;
}

/** Frame of the pages shown without the site header and footer. */
export function StandalonePage({ logoLink, children }: StandalonePageProps) {
  return (
    <>
      <header className={styles.header}>
        <a href={logoLink.to} className={styles.logoLink} aria-label={logoLink.label}>
          <BrandLogo />
        </a>
      </header>
      {/* Indexed by the site search only where the page's head names its kind (postbuild.mjs). */}
      <main id="main" tabIndex={-1} className={styles.main} data-pagefind-body="">
        {children}
      </main>
    </>
  );
}
