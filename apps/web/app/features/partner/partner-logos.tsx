import type { PartnerLogo } from "../../content/become-a-partner";
import { navLabels } from "../../content/nav";
import styles from "./partner-logos.module.css";

/** The partner firms' wordmarks, each linking to the firm's site in a new tab. */
export function PartnerLogos({ logos }: { logos: readonly PartnerLogo[] }) {
  return (
    <ul className={styles.logos}>
      {logos.map((logo) => (
        <li key={logo.name}>
          <a
            className={styles.link}
            href={logo.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${logo.name} ${navLabels.newTab}`}
          >
            <img
              src={logo.src}
              alt=""
              width={logo.width}
              height={logo.height}
              loading="lazy"
              decoding="async"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
